/**
 * CMS content in English and Spanish: the texts editors write are localized in Payload; a
 * Spanish page reads each in Spanish where it is written and in English, marked `lang: 'en'`, where it is
 * not, field by field (src/server/content.ts, src/features/site-content/service.ts); English pages read as before. Editors write the Spanish
 * version through /api/cms with `?locale=es`. The migration that made the fields localized keeps the
 * texts an install already had, as their English version (and its `down` puts them back).
 * The pages' markup: tests/e2e/i18n.e2e.spec.ts ("CMS content in Spanish").
 */
import { execFile } from 'node:child_process'
import { promisify } from 'node:util'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { Newsletter } from '@/payload-types'
import { CAPTION_WITHOUT_SPANISH, GALLERIES, OCTOBER_NEWSLETTER, OCTOBER_NEWSLETTER_ES, SITE_SETTINGS, SITE_SETTINGS_ES } from '@/features/site-content/seed'
import { contentReadBy } from '@/features/site-content/service'
import { seedPasswords } from '@/seed/demoData'
import { databaseBeforeMigration } from './helpers/migrations'
import { testPayload } from './helpers/payload'
import { rest, restLogin } from './helpers/rest'
import { tsCommand } from '../../scripts/lib/run'
import { patience } from './patience'

const visitor = async () => contentReadBy({ payload: await testPayload(), user: null, drafts: false })
const english = (text: string) => ({ text, lang: 'en' })
const spanish = (text: string) => ({ text, lang: 'es' })

let editor: string

beforeAll(async () => {
  editor = await restLogin('editor', seedPasswords().editor)
})

describe('the seeded demo content, read for a page', () => {
  it('the newsletter in Spanish: every text Spanish; in English: as before, every text English', async () => {
    const read = await visitor()
    const es = await read.latestNewsletter('es')
    expect(es?.month).toBe(OCTOBER_NEWSLETTER.month)
    expect(es?.title).toEqual(spanish(OCTOBER_NEWSLETTER_ES.title))
    expect(es?.intro?.lang).toBe('es')
    expect(JSON.stringify(es?.intro?.data)).toContain('¡Llegó el otoño!')
    expect(es?.classes.map(({ className, theme, activities }) => ({ className, theme, activities }))).toEqual(
      OCTOBER_NEWSLETTER_ES.classes.map(({ className, theme, activities }) => ({ className: spanish(className), theme: spanish(theme), activities: activities.map(spanish) })),
    )

    const en = await read.latestNewsletter('en')
    expect(en?.title).toEqual(english(OCTOBER_NEWSLETTER.title))
    expect(en?.intro?.lang).toBe('en')
    expect(JSON.stringify(en?.intro?.data)).toContain('Autumn is here!')
    expect(en?.classes.map(({ className, theme, activities }) => ({ className, theme, activities }))).toEqual(
      OCTOBER_NEWSLETTER.classes.map(({ className, theme, activities }) => ({ className: english(className), theme: english(theme), activities: activities.map(english) })),
    )
  })

  it('a gallery in Spanish: the caption with no Spanish is the English one, marked en; the rest Spanish', async () => {
    const read = await visitor()
    const seeded = GALLERIES.services.images
    const es = await read.gallery('es', 'services')
    expect(es.map((image) => image.alt)).toEqual(seeded.map((image) => spanish(image.es.alt)))
    expect(es.map((image) => image.caption)).toEqual(
      seeded.map((image) => ('caption' in image.es ? spanish(image.es.caption) : english(image.caption))),
    )
    expect(es.find((image) => image.caption?.text === CAPTION_WITHOUT_SPANISH)?.caption).toEqual(english(CAPTION_WITHOUT_SPANISH))

    const en = await read.gallery('en', 'services')
    expect(en.map((image) => [image.alt, image.caption])).toEqual(seeded.map((image) => [english(image.alt), english(image.caption)]))
    // The same pictures in both languages.
    expect(es.map(({ id, src, width, height }) => ({ id, src, width, height }))).toEqual(en.map(({ id, src, width, height }) => ({ id, src, width, height })))
    // A gallery without captions has none in either language.
    expect((await read.gallery('es', 'staff')).every((image) => image.caption === null && image.alt.lang === 'es')).toBe(true)
  })

  it('the site settings: the days in Spanish, the English kept for schema.org; in English as before', async () => {
    const read = await visitor()
    const es = await read.siteSettings('es')
    expect(es.hours.days).toEqual(spanish(SITE_SETTINGS_ES.hours.days))
    expect(es.hours.daysInEnglish).toBe(SITE_SETTINGS.hours.days)
    expect(es.hours.open).toBe(SITE_SETTINGS.hours.open)
    expect(es.name).toBe(SITE_SETTINGS.name)
    const en = await read.siteSettings('en')
    expect(en.hours.days).toEqual(english(SITE_SETTINGS.hours.days))
    expect(en.hours.daysInEnglish).toBe(SITE_SETTINGS.hours.days)
  })

  it('the site settings’ times as each page writes them: "de 6:30 a. m. a 10:00 p. m." in Spanish, as stored in English', async () => {
    const read = await visitor()
    const seen = (text: string) => text.replace(/\u00a0/g, ' ')
    const es = (await read.siteSettings('es')).hours
    expect(Object.fromEntries(Object.entries(es.shown).map(([name, text]) => [name, seen(text)]))).toEqual({
      open: '6:30 a. m.',
      close: '10:00 p. m.',
      range: 'de 6:30 a. m. a 10:00 p. m.',
      firstShift: 'de 6:30 a. m. a 6:00 p. m.',
      secondShift: 'de 6:00 p. m. a 10:00 p. m.',
    })
    expect(Object.values(es.shown).join(' ')).not.toMatch(/\b[AP]M\b/)
    // The stored values themselves are one for both languages, unchanged.
    expect([es.open, es.close, es.firstShift, es.secondShift]).toEqual([SITE_SETTINGS.hours.open, SITE_SETTINGS.hours.close, SITE_SETTINGS.hours.firstShift, SITE_SETTINGS.hours.secondShift])
    const en = (await read.siteSettings('en')).hours
    expect(en.shown).toEqual({ open: '6:30 AM', close: '10:00 PM', range: '6:30 AM - 10:00 PM', firstShift: '6:30 AM-6:00 PM', secondShift: '6:00 PM-10:00 PM' })
  })
})

describe('editors write the Spanish version through /api/cms', () => {
  let issue: Newsletter

  beforeAll(async () => {
    const payload = await testPayload()
    // The latest month, so the pages read it; published without mail (skipNotices). Another suite may
    // have left an issue of that month (a month has one issue): this one replaces it.
    await payload.delete({ collection: 'newsletters', where: { month: { equals: '2099-12' } }, overrideAccess: true })
    issue = await payload.create({
      collection: 'newsletters',
      data: {
        month: '2099-12',
        title: 'December Newsletter',
        classes: [
          { className: 'Infant class', theme: 'Winter Warmth', activities: ['Soft blankets', 'Snow songs'] },
          { className: '3 year old class', theme: 'Lights', activities: ['Paper stars'] },
        ],
        _status: 'published',
      },
      context: { skipNotices: true },
      overrideAccess: true,
    })
  })

  afterAll(async () => {
    const payload = await testPayload()
    if (issue) await payload.delete({ collection: 'newsletters', id: issue.id, overrideAccess: true })
  })

  it('a partial translation: each field is Spanish where written, English (marked) where not', async () => {
    const [first, second] = issue.classes ?? []
    const saved = await rest('PATCH', `/newsletters/${issue.id}?locale=es`, {
      cookie: editor,
      body: { title: 'Boletín de diciembre', classes: [{ id: first!.id, theme: 'Calorcito de invierno' }, { id: second!.id }] },
    })
    expect(saved.status, saved.text).toBe(200)

    // The CMS's view of the Spanish version: only what was written.
    const stored = await rest('GET', `/newsletters/${issue.id}?locale=es&fallback-locale=none&depth=0`, { cookie: editor })
    const doc = stored.body as Newsletter
    expect(doc.title).toBe('Boletín de diciembre')
    expect(doc.classes?.[0]?.theme).toBe('Calorcito de invierno')
    expect(doc.classes?.[0]?.className ?? null).toBeNull()

    const read = await visitor()
    const es = await read.latestNewsletter('es')
    expect(es?.month).toBe('2099-12')
    expect(es?.title).toEqual(spanish('Boletín de diciembre'))
    expect(es?.intro).toBeNull()
    expect(es?.classes[0]).toMatchObject({ className: english('Infant class'), theme: spanish('Calorcito de invierno'), activities: [english('Soft blankets'), english('Snow songs')] })
    expect(es?.classes[1]).toMatchObject({ className: english('3 year old class'), theme: english('Lights'), activities: [english('Paper stars')] })

    // English is untouched by the Spanish write.
    const en = await read.latestNewsletter('en')
    expect(en?.title).toEqual(english('December Newsletter'))
    expect(en?.classes[0]?.theme).toEqual(english('Winter Warmth'))
  })

  it('required in English only: Spanish may be left empty, English may not', async () => {
    const emptied = await rest('PATCH', `/newsletters/${issue.id}?locale=es`, { cookie: editor, body: { title: '' } })
    expect(emptied.status, emptied.text).toBe(200)
    expect((await (await visitor()).latestNewsletter('es'))?.title).toEqual(english('December Newsletter'))
    const refused = await rest('PATCH', `/newsletters/${issue.id}`, { cookie: editor, body: { title: '' } })
    expect(refused.status).toBe(400)

    const { docs } = await (await testPayload()).find({ collection: 'galleries', where: { slug: { equals: 'services' } }, depth: 0, overrideAccess: true })
    const gallery = docs[0]!
    const rows = gallery.images ?? []
    const noSpanishAlt = await rest('PATCH', `/galleries/${gallery.id}?locale=es&depth=0`, {
      cookie: editor,
      body: { images: rows.map((row, index) => ({ id: row.id, image: row.image, ...(index === 0 ? { alt: '' } : {}) })) },
    })
    expect(noSpanishAlt.status, noSpanishAlt.text).toBe(200)
    const es = await (await visitor()).gallery('es', 'services')
    expect(es[0]?.alt).toEqual(english(GALLERIES.services.images[0].alt))
    expect(es[1]?.alt).toEqual(spanish(GALLERIES.services.images[1].es.alt))
    // Put the seeded Spanish alt back for the tests after this one.
    await rest('PATCH', `/galleries/${gallery.id}?locale=es&depth=0`, {
      cookie: editor,
      body: { images: rows.map((row, index) => ({ id: row.id, image: row.image, ...(index === 0 ? { alt: GALLERIES.services.images[0].es.alt } : {}) })) },
    })
    const blankEnglish = await rest('PATCH', `/galleries/${gallery.id}?depth=0`, {
      cookie: editor,
      body: { images: rows.map((row, index) => ({ id: row.id, image: row.image, ...(index === 0 ? { alt: '' } : {}) })) },
    })
    expect(blankEnglish.status).toBe(400)
  })

  it('the site settings in Spanish: a save that leaves the days out keeps them missing (never the English copied in)', async () => {
    const cleared = await rest('POST', `/globals/site-settings?locale=es`, { cookie: editor, body: { hours: { days: null } } })
    expect(cleared.status, cleared.text).toBe(200)
    const other = await rest('POST', `/globals/site-settings?locale=es`, { cookie: editor, body: { socialLinks: SITE_SETTINGS.socialLinks } })
    expect(other.status, other.text).toBe(200)
    const stored = await rest('GET', `/globals/site-settings?locale=es&fallback-locale=none`, { cookie: editor })
    expect((stored.body as { hours?: { days?: string | null } }).hours?.days ?? null).toBeNull()
    expect((await (await visitor()).siteSettings('es')).hours.days).toEqual(english(SITE_SETTINGS.hours.days))

    const written = await rest('POST', `/globals/site-settings?locale=es`, { cookie: editor, body: { hours: { days: SITE_SETTINGS_ES.hours.days } } })
    expect(written.status, written.text).toBe(200)
    expect((await (await visitor()).siteSettings('es')).hours.days).toEqual(spanish(SITE_SETTINGS_ES.hours.days))
    expect((await (await visitor()).siteSettings('en')).hours.days).toEqual(english(SITE_SETTINGS.hours.days))
  })
})

describe('the content_locales migration', () => {
  const database = databaseBeforeMigration('_content_locales')
  const { url, index, args, query } = database

  beforeAll(async () => {
    // The schema an install had before the migration: every migration before it.
    await database.setUp()
    // Its content, as the app wrote it then (texts in plain columns).
    await query(`
      INSERT INTO media (id, alt) VALUES ('00000000-0000-4000-8000-000000000001', 'A classroom');
      INSERT INTO newsletters (id, month, title, intro, _status) VALUES
        ('00000000-0000-4000-8000-000000000010', '2026-10', 'October Newsletter', '{"root":{"children":[{"type":"paragraph","children":[{"type":"text","text":"Autumn is here!"}]}]}}', 'published');
      INSERT INTO newsletters_classes (_order, _parent_id, id, class_name, theme) VALUES
        (1, '00000000-0000-4000-8000-000000000010', 'class-1', 'Infant class', 'Colours of Autumn'),
        (2, '00000000-0000-4000-8000-000000000010', 'class-2', '3 year old class', 'Festivals of Light');
      INSERT INTO newsletters_texts ("order", parent_id, path, text) VALUES
        (1, '00000000-0000-4000-8000-000000000010', 'classes.0.activities', 'Leaf sorting'),
        (2, '00000000-0000-4000-8000-000000000010', 'classes.0.activities', 'Lullabies'),
        (1, '00000000-0000-4000-8000-000000000010', 'classes.1.activities', 'Paper lanterns');
      INSERT INTO _newsletters_v (id, parent_id, version_month, version_title, version_intro, version__status, latest, created_at) VALUES
        ('00000000-0000-4000-8000-000000000020', '00000000-0000-4000-8000-000000000010', '2026-10', 'October Newsletter (draft)', null, 'draft', false, '2026-10-01T08:00:00Z'),
        ('00000000-0000-4000-8000-000000000021', '00000000-0000-4000-8000-000000000010', '2026-10', 'October Newsletter', null, 'published', true, '2026-10-02T08:00:00Z');
      INSERT INTO _newsletters_v_version_classes (_order, _parent_id, id, class_name, theme) VALUES
        (1, '00000000-0000-4000-8000-000000000021', '00000000-0000-4000-8000-000000000031', 'Infant class', 'Colours of Autumn');
      INSERT INTO _newsletters_v_texts ("order", parent_id, path, text) VALUES
        (1, '00000000-0000-4000-8000-000000000021', 'version.classes.0.activities', 'Leaf sorting');
      INSERT INTO galleries (id, slug, title) VALUES ('00000000-0000-4000-8000-000000000040', 'services', 'Our Centre');
      INSERT INTO galleries_images (_order, _parent_id, id, image_id, alt, caption) VALUES
        (1, '00000000-0000-4000-8000-000000000040', 'image-1', '00000000-0000-4000-8000-000000000001', 'A bright classroom', 'Our classrooms'),
        (2, '00000000-0000-4000-8000-000000000040', 'image-2', '00000000-0000-4000-8000-000000000001', 'The playground', null);
      INSERT INTO site_settings (name, address, phone, email, hours_days) VALUES
        ('Multicultural Child Care Centre', '1200 Harmony Lane, Raleigh, NC 27606', '(919) 555-0100', 'hello@example.com', 'Monday - Saturday');
    `)
  })

  afterAll(async () => {
    await database.tearDown()
  })

  it('keeps every existing text as its English version, in the documents and their versions', async () => {
    expect(index).toBeGreaterThan(0)
    // The app's own start: Payload runs the pending migration, then reads the content through the new schema.
    const { stdout } = await promisify(execFile)(...tsCommand('tests/int/helpers/read-localized-content.ts'), {
      env: { ...process.env, DATABASE_URL: url },
      maxBuffer: 10 * 1024 * 1024,
    }).catch((error: Error & { stdout?: string; stderr?: string; code?: number }) => {
      throw new Error(`the app's start on the old database failed (${error.code}): ${error.stderr ?? ''}\n${error.stdout ?? ''}`)
    })
    const line = stdout.split('\n').find((each) => each.startsWith('CONTENT '))
    expect(line, stdout).toBeDefined()
    const content = JSON.parse(line!.slice('CONTENT '.length))

    expect(content.en.newsletters).toEqual([
      {
        month: '2026-10',
        title: 'October Newsletter',
        intro: { root: { children: [{ type: 'paragraph', children: [{ type: 'text', text: 'Autumn is here!' }] }] } },
        classes: [
          { className: 'Infant class', theme: 'Colours of Autumn', activities: ['Leaf sorting', 'Lullabies'] },
          { className: '3 year old class', theme: 'Festivals of Light', activities: ['Paper lanterns'] },
        ],
      },
    ])
    expect(content.en.versions).toEqual([
      { title: 'October Newsletter (draft)', classes: [] },
      { title: 'October Newsletter', classes: [{ className: 'Infant class', theme: 'Colours of Autumn', activities: ['Leaf sorting'] }] },
    ])
    expect(content.en.galleries).toEqual([
      { slug: 'services', images: [{ alt: 'A bright classroom', caption: 'Our classrooms' }, { alt: 'The playground', caption: null }] },
    ])
    expect(content.en.days).toBe('Monday - Saturday')

    // Nothing pretends to be Spanish: the Spanish version is empty until an editor writes it.
    expect(content.es.newsletters[0].title ?? null).toBeNull()
    expect(content.es.newsletters[0].intro ?? null).toBeNull()
    expect(content.es.newsletters[0].classes.every((card: { className?: string; activities?: string[] }) => !card.className && !card.activities?.length)).toBe(true)
    expect(content.es.galleries[0].images.every((image: { alt?: string; caption?: string }) => !image.alt && !image.caption)).toBe(true)
    expect(content.es.days ?? null).toBeNull()
  }, patience(180_000))

  it('its down puts the English texts back in their columns and drops the other languages', async () => {
    await query(`
      INSERT INTO newsletters_locales (title, _locale, _parent_id) VALUES ('Boletín de octubre', 'es', '00000000-0000-4000-8000-000000000010');
      INSERT INTO newsletters_texts ("order", parent_id, path, text, locale) VALUES (1, '00000000-0000-4000-8000-000000000010', 'classes.0.activities', 'Hojas', 'es');
      INSERT INTO galleries_images_locales (alt, caption, _locale, _parent_id) VALUES ('Un salón luminoso', 'Nuestros salones', 'es', 'image-1');
    `)
    // The app's start above ran every later migration too: they are rolled back first, newest first.
    await database.downToThisOne()
    await database.migration!.down(args())
    expect(await query(`SELECT title, intro->'root'->'children'->0->'children'->0->>'text' AS intro FROM newsletters`)).toEqual([
      { title: 'October Newsletter', intro: 'Autumn is here!' },
    ])
    expect(await query(`SELECT class_name, theme FROM newsletters_classes ORDER BY _order`)).toEqual([
      { class_name: 'Infant class', theme: 'Colours of Autumn' },
      { class_name: '3 year old class', theme: 'Festivals of Light' },
    ])
    expect(await query(`SELECT text FROM newsletters_texts ORDER BY path, "order"`)).toEqual([{ text: 'Leaf sorting' }, { text: 'Lullabies' }, { text: 'Paper lanterns' }])
    expect(await query(`SELECT version_title FROM _newsletters_v ORDER BY version_title`)).toEqual([
      { version_title: 'October Newsletter' },
      { version_title: 'October Newsletter (draft)' },
    ])
    expect(await query(`SELECT class_name FROM _newsletters_v_version_classes`)).toEqual([{ class_name: 'Infant class' }])
    expect(await query(`SELECT alt, caption FROM galleries_images ORDER BY _order`)).toEqual([
      { alt: 'A bright classroom', caption: 'Our classrooms' },
      { alt: 'The playground', caption: null },
    ])
    expect(await query(`SELECT hours_days FROM site_settings`)).toEqual([{ hours_days: 'Monday - Saturday' }])
    expect(await query(`SELECT to_regclass('newsletters_locales') AS locales`)).toEqual([{ locales: null }])
  })
})
