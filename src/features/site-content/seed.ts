import path from 'node:path'

import type { Payload, PayloadRequest, Where } from 'payload'

import { SEED_MEDIA_DIR, uploadOnce } from '@/seed/uploads'
import { paragraphs } from './lexical'

type Upsert = (collection: 'newsletters' | 'galleries', where: Where, data: Record<string, unknown>, options?: { update?: boolean }) => Promise<{ id: string }>

export const OCTOBER_NEWSLETTER = {
  month: '2026-10',
  title: 'October Newsletter',
  intro: 'Autumn is here! This month every class explores the changing season, the harvest and the celebrations our families share, from Día de los Muertos to Diwali.',
  classes: [
    {
      className: 'Infant class',
      theme: 'Colours of Autumn',
      activities: ['Sensory bags with red, orange and yellow leaves', 'Tummy time on textured fall mats', 'Lullabies from around the world', 'Pumpkin-scented play dough (taste-safe)'],
    },
    {
      className: '1 and 2 year old class',
      theme: 'Harvest Helpers',
      activities: ['Sorting apples by colour and size', 'Scarecrow dress-up corner', 'Finger-painting pumpkins', 'Songs about farms and animals'],
    },
    {
      className: '3 year old class',
      theme: 'Festivals of Light and Memory',
      activities: ['Making paper lanterns for Diwali', 'Tissue-paper marigolds for Día de los Muertos', 'Counting candles and diyas', 'Family photo sharing circle'],
    },
    {
      className: 'Early Scholars Preschool',
      theme: 'Science of the Seasons',
      activities: ['Why do leaves change colour? Leaf chromatography', 'Weather journal and daily temperature chart', 'Planting winter bulbs in the garden', 'Writing thank-you cards to community helpers'],
    },
  ],
}

/** The October newsletter in Spanish: every text, the class cards in the same order. */
export const OCTOBER_NEWSLETTER_ES = {
  title: 'Boletín de octubre',
  intro:
    '¡Llegó el otoño! Este mes cada clase explora el cambio de estación, la cosecha y las celebraciones que comparten nuestras familias, desde el Día de los Muertos hasta Diwali.',
  classes: [
    {
      className: 'Clase de bebés',
      theme: 'Los colores del otoño',
      activities: [
        'Bolsas sensoriales con hojas rojas, anaranjadas y amarillas',
        'Tiempo boca abajo sobre tapetes otoñales con texturas',
        'Canciones de cuna de todo el mundo',
        'Plastilina con aroma a calabaza (segura si se la llevan a la boca)',
      ],
    },
    {
      className: 'Clase de 1 y 2 años',
      theme: 'Ayudantes de la cosecha',
      activities: ['Clasificar manzanas por color y tamaño', 'Rincón de disfraces de espantapájaros', 'Pintar calabazas con los dedos', 'Canciones sobre granjas y animales'],
    },
    {
      className: 'Clase de 3 años',
      theme: 'Festivales de luz y de memoria',
      activities: [
        'Faroles de papel para Diwali',
        'Flores de cempasúchil de papel de seda para el Día de los Muertos',
        'Contar velas y diyas',
        'Círculo para compartir fotos de la familia',
      ],
    },
    {
      className: 'Preescolar Early Scholars',
      theme: 'La ciencia de las estaciones',
      activities: [
        '¿Por qué cambian de color las hojas? Cromatografía de hojas',
        'Diario del tiempo y tabla diaria de la temperatura',
        'Sembrar bulbos de invierno en el jardín',
        'Tarjetas de agradecimiento para quienes ayudan en nuestra comunidad',
      ],
    },
  ],
}

/**
 * The galleries, each text in English and Spanish (`es`). One caption of the services gallery has no
 * Spanish on purpose: the Spanish page shows it in English, marked lang="en" (the fallback).
 */
export const GALLERIES = {
  services: {
    title: 'Our Centre',
    images: [
      {
        file: 'classroom.jpg',
        alt: 'A bright classroom with small tables and building blocks',
        caption: 'Bright, welcoming classrooms',
        es: { alt: 'Un salón luminoso con mesas pequeñas y bloques de construcción', caption: 'Salones luminosos y acogedores' },
      },
      {
        file: 'playground.jpg',
        alt: 'The outdoor playground with a slide and swings in the sun',
        caption: 'Outdoor play every day',
        es: { alt: 'El patio de juegos con un tobogán y columpios bajo el sol', caption: 'Juego al aire libre todos los días' },
      },
      {
        file: 'meals.jpg',
        alt: 'Plates of fresh fruit and vegetables from the meal program',
        caption: 'Fresh, healthy meals',
        es: { alt: 'Platos de fruta y verduras frescas del programa de comidas', caption: 'Comidas frescas y saludables' },
      },
      {
        file: 'art.jpg',
        alt: 'Crayons, paint and an easel in the art corner',
        caption: 'The art corner',
        es: { alt: 'Crayones, pintura y un caballete en el rincón de arte', caption: 'El rincón de arte' },
      },
      {
        file: 'reading.jpg',
        alt: 'A cosy reading nook with books and cushions',
        caption: 'A cosy place to read',
        es: { alt: 'Un rincón de lectura acogedor con libros y cojines', caption: 'Un rincón acogedor para leer' },
      },
      {
        file: 'music.jpg',
        alt: 'A drum and a xylophone in the music area',
        caption: 'Music from around the world',
        // No Spanish caption: the demo's visible fallback.
        es: { alt: 'Un tambor y un xilófono en el área de música' },
      },
      {
        file: 'garden.jpg',
        alt: 'Raised garden beds with flowers and a watering can',
        caption: 'Our children’s garden',
        es: { alt: 'Jardineras elevadas con flores y una regadera', caption: 'El huerto de los niños' },
      },
    ],
  },
  staff: {
    title: 'Our Staff',
    images: Array.from({ length: 8 }, (_, i) => ({
      file: `staff-${i + 1}.jpg`,
      alt: `Portrait of a member of our teaching staff (${i + 1} of 8)`,
      caption: undefined,
      es: { alt: `Retrato de un miembro de nuestro equipo docente (${i + 1} de 8)` },
    })),
  },
} as const satisfies Record<string, { title: string; images: readonly GalleryImageSeed[] }>

type GalleryImageSeed = { file: string; alt: string; caption?: string; es: { alt: string; caption?: string } }

/** The music caption, which has no Spanish (the fallback the demo shows). */
export const CAPTION_WITHOUT_SPANISH = 'Music from around the world'

/** The site settings' texts in Spanish (the others are the same in both languages). */
export const SITE_SETTINGS_ES = { hours: { days: 'Lunes a viernes' } }

export const SITE_SETTINGS = {
  name: 'Multicultural Child Care Centre',
  address: '1200 Harmony Lane, Raleigh, NC 27606',
  phone: '(919) 555-0100',
  email: 'hello@multicultural-childcare.example',
  taxId: '56-0000000',
  hours: {
    days: 'Monday - Friday',
    open: '6:30 AM',
    close: '10:00 PM',
    firstShift: '6:30 AM-6:00 PM',
    secondShift: '6:00 PM-10:00 PM',
  },
  socialLinks: [
    { platform: 'Facebook', url: 'https://www.facebook.com/multiculturalchildcare' },
    { platform: 'Instagram', url: 'https://www.instagram.com/multiculturalchildcare' },
  ],
}

/** The demo content (site settings, the October newsletter, the galleries), each text in English and then in Spanish. */
export async function seedSiteContent(payload: Payload, req: PayloadRequest, upsert: Upsert): Promise<string[]> {
  // Each text in English, then in Spanish, on a request of its own in the same
  // transaction: Payload keeps an operation's locale on the request it is given. No fallback: a
  // write in Spanish compares with the stored Spanish only, never with English standing in for it.
  const spanishReq = { ...req } as PayloadRequest
  const inSpanish = { locale: 'es', fallbackLocale: false, req: spanishReq } as const
  await payload.updateGlobal({ slug: 'site-settings', data: SITE_SETTINGS, req, overrideAccess: true })
  await payload.updateGlobal({ slug: 'site-settings', data: SITE_SETTINGS_ES, overrideAccess: true, ...inSpanish })

  const newsletter = await upsert('newsletters', { month: { equals: OCTOBER_NEWSLETTER.month } }, {
    ...OCTOBER_NEWSLETTER,
    intro: paragraphs(OCTOBER_NEWSLETTER.intro),
    _status: 'published',
  }, { update: false })
  await translateNewsletter(payload, req, spanishReq, newsletter.id)

  for (const [slug, gallery] of Object.entries(GALLERIES)) {
    const images = []
    for (const image of gallery.images) {
      const media = await uploadOnce(payload, req, path.join(SEED_MEDIA_DIR, slug, image.file), image.alt)
      images.push({ image: media.id, alt: image.alt, caption: image.caption ?? null })
    }
    const saved = await upsert('galleries', { slug: { equals: slug } }, { slug, title: gallery.title, images })
    // The same rows (by id) with their Spanish texts; a caption without Spanish stays without.
    const { images: rows = [] } = await payload.findByID({ collection: 'galleries', id: saved.id, depth: 0, req, overrideAccess: true })
    await payload.update({
      collection: 'galleries',
      id: saved.id,
      data: { images: (rows ?? []).map((row, index) => ({ id: row.id, image: row.image, alt: gallery.images[index]?.es.alt ?? null, caption: spanishCaption(gallery.images[index]) })) },
      depth: 0,
      overrideAccess: true,
      ...inSpanish,
    })
  }
  return ['the demo content in English and Spanish (site settings, the October newsletter, 2 galleries)']
}

/** A gallery image's Spanish caption, if it has one. */
const spanishCaption = (image?: { es: { alt: string; caption?: string } }) => image?.es.caption ?? null

/**
 * The October newsletter's Spanish texts, when it has none yet (an editor's translation is kept, and a
 * second run changes nothing). A class card gets its Spanish only while its English is the seed's.
 */
async function translateNewsletter(payload: Payload, req: PayloadRequest, spanishReq: PayloadRequest, id: string) {
  const spanish = await payload.findByID({ collection: 'newsletters', id, depth: 0, draft: true, locale: 'es', fallbackLocale: false, req: spanishReq, overrideAccess: true })
  if (spanish.title) return
  const english = await payload.findByID({ collection: 'newsletters', id, depth: 0, draft: true, locale: 'en', req, overrideAccess: true })
  // An editor's unpublished draft is theirs: publishing the translation would publish it too.
  if (english._status !== 'published') return
  const classes = (english.classes ?? []).map((row, index) => {
    const seeded = OCTOBER_NEWSLETTER.classes[index]
    const translation = seeded?.className === row.className ? OCTOBER_NEWSLETTER_ES.classes[index] : undefined
    return { id: row.id, className: translation?.className, theme: translation?.theme, activities: translation?.activities ?? [] }
  })
  await payload.update({
    collection: 'newsletters',
    id,
    data: { title: OCTOBER_NEWSLETTER_ES.title, intro: paragraphs(OCTOBER_NEWSLETTER_ES.intro), classes, _status: 'published' },
    depth: 0,
    req: spanishReq,
    overrideAccess: true,
    locale: 'es',
    fallbackLocale: false,
  })
}
