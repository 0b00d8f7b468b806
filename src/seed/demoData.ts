/** The centre's demo data: accounts, families and their children, content, daily operations (each feature's own demo records are in its seed.ts). */

export const DEV_PASSWORDS = {
  admin: 'admin-dev-123',
  editor: 'editor-dev-123',
  parent: 'parent-dev-123',
  teacher: 'teacher-dev-123',
} as const

export const seedPasswords = () => ({
  admin: process.env.ADMIN_PASSWORD || DEV_PASSWORDS.admin,
  editor: process.env.EDITOR_PASSWORD || DEV_PASSWORDS.editor,
  parent: process.env.DEMO_PARENT_PASSWORD || DEV_PASSWORDS.parent,
  teacher: process.env.DEMO_TEACHER_PASSWORD || DEV_PASSWORDS.teacher,
})

export type DemoChild = {
  firstName: string
  lastName: string
  dateOfBirth: string
  ageGroup: string
  enrollmentDate: string
  specialNeeds?: string
  allergies?: string
  medicalConditions?: string
  dietaryRestrictions?: string
  emergencyContact?: string
  emergencyContactPhone?: string
  preferredNapTime?: string
  favoriteActivities?: string
}

export type DemoFamily = {
  username: string
  firstName: string
  lastName: string
  email: string
  /** The two /parent-portal demo accounts. */
  portalDemo?: boolean
  children: DemoChild[]
}

export const DEMO_FAMILIES: DemoFamily[] = [
  {
    username: 'maria.garcia',
    firstName: 'Maria',
    lastName: 'Garcia',
    email: 'maria.garcia@example.com',
    portalDemo: true,
    children: [
      {
        firstName: 'Sofia',
        lastName: 'Garcia',
        dateOfBirth: '2022-04-12',
        ageGroup: 'preschool',
        enrollmentDate: '2024-09-03',
        allergies: 'Peanuts',
        emergencyContact: 'Luis Garcia (father)',
        emergencyContactPhone: '(919) 555-0142',
        preferredNapTime: '12:30 PM',
        favoriteActivities: 'Painting, dancing, the sand table',
      },
    ],
  },
  {
    username: 'james.okafor',
    firstName: 'James',
    lastName: 'Okafor',
    email: 'james.okafor@example.com',
    portalDemo: true,
    children: [
      {
        firstName: 'Amara',
        lastName: 'Okafor',
        dateOfBirth: '2024-02-29',
        ageGroup: 'toddler',
        enrollmentDate: '2025-01-06',
        dietaryRestrictions: 'No pork',
        emergencyContact: 'Ngozi Okafor (mother)',
        emergencyContactPhone: '(919) 555-0187',
        preferredNapTime: '1:00 PM',
        favoriteActivities: 'Stacking blocks, singing',
      },
    ],
  },
  {
    username: 'wei.chen',
    firstName: 'Wei',
    lastName: 'Chen',
    email: 'wei.chen@example.com',
    children: [
      {
        firstName: 'Lily',
        lastName: 'Chen',
        dateOfBirth: '2025-11-02',
        ageGroup: 'infant',
        enrollmentDate: '2026-03-02',
        preferredNapTime: '10:00 AM and 2:30 PM',
      },
      {
        firstName: 'Ethan',
        lastName: 'Chen',
        dateOfBirth: '2018-06-21',
        ageGroup: 'school-age',
        enrollmentDate: '2023-08-28',
        favoriteActivities: 'Chess club, reading',
      },
    ],
  },
  {
    username: 'fatima.hassan',
    firstName: 'Fatima',
    lastName: 'Hassan',
    email: 'fatima.hassan@example.com',
    children: [
      {
        firstName: 'Yusuf',
        lastName: 'Hassan',
        dateOfBirth: '2021-09-15',
        ageGroup: 'preschool',
        enrollmentDate: '2023-01-09',
        specialNeeds: 'Speech therapy on Tuesdays; visual schedules help with transitions.',
        dietaryRestrictions: 'Halal meals',
      },
    ],
  },
  {
    username: 'emily.brooks',
    firstName: 'Emily',
    lastName: 'Brooks',
    email: 'emily.brooks@example.com',
    children: [
      {
        firstName: 'Noah',
        lastName: 'Brooks',
        dateOfBirth: '2023-07-08',
        ageGroup: 'toddler',
        enrollmentDate: '2024-08-19',
        medicalConditions: 'Mild asthma; inhaler kept in the office.',
        allergies: 'Dairy',
      },
    ],
  },
]

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

// ---------------------------------------------------------------------------------------------------
// Daily operations: classrooms and teachers (pickups, attendance and incidents: their features' seed.ts)
// ---------------------------------------------------------------------------------------------------

/** The centre's rooms, youngest first: ages in months (the oldest excluded) and capacity. */
export const CLASSROOMS = [
  { name: 'Sunflower Room', ageFromMonths: 0, ageToMonths: 12, capacity: 10 },
  { name: 'Ladybug Room', ageFromMonths: 12, ageToMonths: 24, capacity: 12 },
  { name: 'Butterfly Room', ageFromMonths: 24, ageToMonths: 36, capacity: 20 },
  { name: 'Rainbow Room', ageFromMonths: 36, ageToMonths: 60, capacity: 25 },
  { name: 'Explorers Room', ageFromMonths: 60, ageToMonths: 156, capacity: 25 },
] as const

/** Each demo child's room, by first name. */
export const CHILD_CLASSROOMS: Record<string, (typeof CLASSROOMS)[number]['name']> = {
  Sofia: 'Rainbow Room',
  Noah: 'Rainbow Room',
  Amara: 'Butterfly Room',
  Lily: 'Ladybug Room',
  Ethan: 'Explorers Room',
  Yusuf: 'Explorers Room',
}

/** The demo teachers (password: DEMO_TEACHER_PASSWORD; README "Demo logins"). */
export const TEACHERS = [
  { username: 'ana.lopez', firstName: 'Ana', lastName: 'Lopez', email: 'ana.lopez@multicultural-childcare.example', classrooms: ['Rainbow Room'] },
  { username: 'david.kim', firstName: 'David', lastName: 'Kim', email: 'david.kim@multicultural-childcare.example', classrooms: ['Butterfly Room'] },
  { username: 'priya.nair', firstName: 'Priya', lastName: 'Nair', email: 'priya.nair@multicultural-childcare.example', classrooms: ['Sunflower Room', 'Ladybug Room'] },
  { username: 'tom.baker', firstName: 'Tom', lastName: 'Baker', email: 'tom.baker@multicultural-childcare.example', classrooms: ['Explorers Room'] },
] as const
