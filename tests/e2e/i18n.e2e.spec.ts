import { readFileSync } from 'node:fs'

import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { expect, test, type Page } from '@playwright/test'

import type SpanishCatalogue from '../../src/i18n/messages/es.json'
import { textKey } from '../../src/i18n/serverText'
import { ACCOUNTS } from './helpers/accounts'
import { expectNoAxeViolations } from './helpers/axe'
import { ADMIN, newFamily, test as withAccounts } from './helpers/family'
import { apiGet, apiPost, toasts } from './helpers/staff'

/*
 * English and Spanish: every public page under /es in Spanish with `<html lang="es">`, each
 * naming its other-language version (hreflang) and its own canonical address; the language switcher by
 * keyboard; the sitemap in both languages; axe on every Spanish page; Lighthouse's SEO score of 100 on
 * the Spanish pages.
 */

const PAGES = ['/', '/services', '/staff', '/apply', '/contact'] as const
const spanish = (path: string) => (path === '/' ? '/es' : `/es${path}`)

/** The Spanish catalogue, read as a file (Node's ESM wants an import attribute for JSON). */
const es = JSON.parse(readFileSync(new URL('../../src/i18n/messages/es.json', import.meta.url), 'utf8')) as typeof SpanishCatalogue

/** A message of the API or of a form's schema as a Spanish page shows it (src/i18n/serverText.ts). */
function inSpanish(english: string): string {
  const { key, values } = textKey(english)
  const template = (es.serverText as Record<string, string>)[key]
  if (!template) throw new Error(`not in the Spanish catalogue: ${english}`)
  return template.replace(/\{(n\d+)\}/g, (_, name: string) => values[name]!)
}

/** A field's error message (the placeholder of a select may say the same words). */
const fieldMessage = (page: Page, text: string) => page.locator('[id$="-error"]').filter({ hasText: new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`) })

const origin = () => test.info().project.use.baseURL!.replace(/\/$/, '')
/** An address of this site as the browser resolves it. */
const url = (path: string) => new URL(path, origin()).href

async function alternates(page: Page) {
  return page.evaluate(() => ({
    lang: document.documentElement.lang,
    // As URLs (Next writes the home page's address without its final slash).
    canonical: (document.querySelector('link[rel="canonical"]') as HTMLLinkElement | null)?.href ?? null,
    languages: Object.fromEntries([...document.querySelectorAll<HTMLLinkElement>('link[rel="alternate"][hreflang]')].map((link) => [link.hreflang, link.href])),
  }))
}

for (const path of PAGES) {
  test(`${spanish(path)} is ${path} in Spanish: <html lang="es">, its canonical address and both languages named`, async ({ page }) => {
    await page.goto(path)
    const englishHeading = (await page.getByRole('heading', { level: 1 }).innerText()).trim()
    const english = await alternates(page)

    const response = await page.goto(spanish(path))
    expect(response?.status()).toBe(200)
    const head = await alternates(page)
    expect(head).toEqual({
      lang: 'es',
      canonical: url(spanish(path)),
      languages: { en: url(path), es: url(spanish(path)), 'x-default': url(path) },
    })
    // The page itself is translated, not only its head.
    const spanishHeading = (await page.getByRole('heading', { level: 1 }).innerText()).trim()
    expect(spanishHeading).not.toBe('')
    expect(spanishHeading).not.toBe(englishHeading)
    // The English page names the same two versions and keeps its own address as canonical.
    expect(english).toEqual({ ...head, lang: 'en', canonical: url(path) })
  })
}

test('the language switcher: a link in the other language, by keyboard, to the same page', async ({ page }) => {
  await page.goto('/services')
  const toSpanish = page.getByRole('banner').getByRole('link', { name: 'Español' })
  await expect(toSpanish).toHaveAttribute('lang', 'es')
  await expect(toSpanish).toHaveAttribute('hreflang', 'es')
  await expect(toSpanish).toHaveAttribute('href', '/es/services')
  await toSpanish.focus()
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/es\/services$/)
  await expect(page.locator('html')).toHaveAttribute('lang', 'es')

  const toEnglish = page.getByRole('banner').getByRole('link', { name: 'English' })
  await expect(toEnglish).toHaveAttribute('lang', 'en')
  await expect(toEnglish).toHaveAttribute('href', '/services')
  await toEnglish.focus()
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/services$/)
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')
})

test('links inside a Spanish page keep to Spanish', async ({ page }) => {
  await page.goto('/es')
  const nav = page.getByRole('navigation').first()
  const hrefs = await nav.getByRole('link').evaluateAll((links) => links.map((link) => link.getAttribute('href')))
  expect(hrefs.length).toBeGreaterThan(2)
  for (const href of hrefs) expect(href, String(href)).toMatch(/^\/es(\/|$)/)
})

test('the menu moves between the public pages in one document, in both languages, each page in its language', async ({ page }) => {
  // The public pages are served without the proxy (src/proxy.ts's matcher, next.config.mjs's rewrites):
  // a link followed in the browser fetches the next page's payload through the same rewrite.
  for (const [start, menu, home] of [
    ['/contact', 'Main', 'Home'],
    ['/es/contact', 'Principal', 'Inicio'],
  ] as const) {
    await page.goto(start)
    const lang = start.startsWith('/es') ? 'es' : 'en'
    await page.evaluate(() => ((window as Window & { sameDocument?: boolean }).sameDocument = true))
    const nav = page.getByRole('navigation', { name: menu })
    const links = await nav.getByRole('link').evaluateAll((anchors) => anchors.map((anchor) => [anchor.textContent!.trim(), anchor.getAttribute('href')!] as const))
    expect(links.map(([, href]) => href).sort()).toEqual(
      PAGES.filter((path) => path !== '/apply')
        .map((path) => (lang === 'es' ? spanish(path) : path))
        .sort(),
    )
    for (const [label, href] of [...links.filter(([label]) => label !== home), ...links.filter(([label]) => label === home)]) {
      const heading = page.getByRole('heading', { level: 1 })
      const before = await heading.innerText()
      await nav.getByRole('link', { name: label, exact: true }).click()
      await expect(page).toHaveURL(url(href))
      await expect(nav.getByRole('link', { name: label, exact: true })).toHaveAttribute('aria-current', 'page')
      if (href !== start) await expect(heading).not.toHaveText(before)
      expect(await page.evaluate(() => [document.documentElement.lang, (window as Window & { sameDocument?: boolean }).sameDocument])).toEqual([lang, true])
    }
  }
})

test('/en/… is the English page without the prefix (one address per page)', async ({ request }) => {
  const response = await request.get('/en/services', { maxRedirects: 0 })
  expect([307, 308]).toContain(response.status())
  expect(new URL(response.headers().location!, origin()).pathname).toBe('/services')
})

test('the production server answers a Spanish screen in Spanish, the numbers in their places (the catalogue as the build compiled it)', async ({ request }) => {
  const response = await request.post('/api/contact', {
    data: { name: 'Ana', email: 'ana@example.com', phone: '', message: 'Hola' },
    headers: { Origin: origin(), 'X-Centre-Language': 'es' },
  })
  expect(response.status()).toBe(400)
  const answer = (await response.json()) as { errors: { field: string; message: string }[] }
  expect(answer.errors).toEqual([{ field: 'message', message: inSpanish('Message must be at least 10 characters') }])
  expect(inSpanish('Message must be at least 10 characters')).toContain('10')
})

test('the sitemap lists every public page in both languages, each naming the other', async ({ request }) => {
  const sitemap = await (await request.get('/sitemap.xml')).text()
  for (const path of PAGES) {
    expect(sitemap).toContain(`<loc>${origin()}${path}</loc>`)
    expect(sitemap).toContain(`<loc>${origin()}${spanish(path)}</loc>`)
    expect(sitemap).toContain(`hreflang="es" href="${origin()}${spanish(path)}"`)
  }
})

for (const path of [...PAGES, '/no-such-page']) {
  test(`${spanish(path)} has no axe-core violations`, async ({ page }) => {
    await page.goto(spanish(path))
    await page.waitForLoadState('networkidle')
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('es')
    await expectNoAxeViolations(page)
  })
}

test('Lighthouse: SEO 100 on every Spanish page', async () => {
  test.slow()
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--force-prefers-reduced-motion', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking', '--disable-component-update', '--no-first-run'],
  })
  try {
    const scores: Record<string, number> = {}
    const failing: Record<string, string[]> = {}
    for (const path of PAGES) {
      const result = await lighthouse(`${origin()}${spanish(path)}`, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['seo'] })
      const lhr = result!.lhr
      expect(lhr.runtimeError, JSON.stringify(lhr.runtimeError)).toBeUndefined()
      scores[spanish(path)] = Math.round((lhr.categories.seo?.score ?? 0) * 100)
      failing[spanish(path)] = Object.values(lhr.audits)
        .filter((audit) => audit.score !== null && audit.score < 1 && lhr.categories.seo?.auditRefs.some((ref) => ref.id === audit.id && ref.weight > 0))
        .map((audit) => audit.id)
    }
    expect({ scores, failing }).toEqual({
      scores: Object.fromEntries(PAGES.map((path) => [spanish(path), 100])),
      failing: Object.fromEntries(PAGES.map((path) => [spanish(path), []])),
    })
  } finally {
    await chrome.kill()
  }
})

test.describe('the forms in Spanish', () => {
  const apply = es.site.apply.form
  const contact = es.site.contact.form

  test('contact: an empty message gets the three messages in Spanish and sends nothing; a complete one is sent, with the Spanish toast', async ({ page }) => {
    let sent = 0
    page.on('request', (request) => request.url().includes('/api/contact') && sent++)
    await page.goto('/es/contact')
    await page.getByRole('button', { name: contact.send }).click()
    for (const message of ['Name is required', 'Please enter a valid email address', 'Message must be at least 10 characters']) {
      await expect(fieldMessage(page, inSpanish(message))).toBeVisible()
      await expect(page.getByText(message, { exact: true })).toHaveCount(0)
    }
    await expect(page.getByRole('textbox', { name: new RegExp(`^${contact.name}`) })).toHaveAccessibleDescription(inSpanish('Name is required'))
    expect(sent).toBe(0)

    await page.getByRole('textbox', { name: new RegExp(`^${contact.name}`) }).fill('Lucía Pérez')
    await page.getByRole('textbox', { name: new RegExp(`^${contact.email}`) }).fill('lucia.perez@example.com')
    await page.getByRole('textbox', { name: new RegExp(`^${contact.message}`) }).fill('Quisiéramos visitar el centro el martes por la mañana.')
    const response = page.waitForResponse('**/api/contact')
    await page.getByRole('button', { name: contact.send }).click()
    expect((await response).status()).toBe(201)
    const toast = toasts(page).filter({ hasText: contact.sent.title })
    await expect(toast).toBeVisible()
    await expect(toast).toContainText(contact.sent.description)
  })

  test('apply: every required field’s message in Spanish, the invalid email in Spanish, then the application is sent in Spanish and kept with its language', async ({ page }) => {
    await page.goto('/es/apply')
    await page.getByRole('button', { name: apply.submit }).click()
    for (const message of [
      'Parent first name is required',
      'Parent last name is required',
      'Please enter a valid email address',
      'Please enter a valid phone number',
      'Home address is required',
      'Child first name is required',
      'Child last name is required',
      'Child date of birth is required',
      'Please select an age group',
      'Please select a desired start date',
      'Please select a schedule preference',
    ]) {
      await expect(fieldMessage(page, inSpanish(message))).toBeVisible()
    }
    const firstName = page.getByLabel(apply.parentFirstName)
    await expect(firstName).toBeFocused()
    await expect(firstName).toHaveAccessibleDescription(inSpanish('Parent first name is required'))

    await firstName.fill('Lucía')
    await page.getByLabel(apply.parentLastName).fill('Pérez')
    await page.getByLabel(apply.email).fill('no-es-un-correo')
    await page.getByLabel(apply.phone).fill('(919) 555-0199')
    await page.getByLabel(apply.address).fill('12 Calle Roble, Durham, NC 27701')
    await page.getByLabel(apply.childFirstName).fill('Mateo')
    await page.getByLabel(apply.childLastName).fill('Pérez')
    await page.getByLabel(apply.childDateOfBirth).fill('2024-02-10')
    await page.getByLabel(apply.childAgeGroup).selectOption({ label: apply.ageGroups.toddler })
    await page.getByLabel(apply.desiredStartDate).fill('2027-02-01')
    await page.getByLabel(apply.schedulePreference).selectOption({ label: apply.schedules['first-shift'] })
    await page.getByRole('checkbox', { name: apply.services.meals }).check()
    await page.getByRole('button', { name: apply.submit }).click()
    await expect(fieldMessage(page, inSpanish('Please enter a valid email address'))).toBeVisible()
    await expect(fieldMessage(page, inSpanish('Parent first name is required'))).toHaveCount(0)

    await page.getByLabel(apply.email).fill(`lucia.perez.${Date.now()}@example.com`)
    const response = page.waitForResponse('**/api/applications')
    await page.getByRole('button', { name: apply.submit }).click()
    const answered = await response
    expect(answered.status()).toBe(201)
    expect(answered.request().postDataJSON()).toMatchObject({ parentFirstName: 'Lucía', childAgeGroup: 'toddler', servicesNeeded: ['meals'], language: 'es' })
    await expect(toasts(page).filter({ hasText: apply.sent.title })).toBeVisible()
  })
})

withAccounts.describe('the account’s language', () => {
  withAccounts('a parent who chose Spanish signs in at /login and lands on /es/parent-dashboard; switching to English there is saved and followed', async ({ signedInPage, page }) => {
    const family = await newFamily(await signedInPage(ADMIN))

    // Chosen once, from the Spanish dashboard's switcher (which saves it on the account).
    const parent = await signedInPage(family)
    await parent.goto('/es/parent-dashboard')
    await expect(parent.locator('html')).toHaveAttribute('lang', 'es')
    await expect(parent.getByRole('heading', { level: 1 })).toBeVisible()
    const toEnglish = parent.getByRole('link', { name: 'English' })
    await toEnglish.focus()
    await parent.keyboard.press('Enter')
    await expect(parent).toHaveURL(/\/parent-dashboard$/)
    await expect(parent.locator('html')).toHaveAttribute('lang', 'en')
    expect(((await (await parent.request.get('/api/auth/user', { headers: { Origin: origin() } })).json()) as { language: string }).language).toBe('en')

    // Back to Spanish, saved again: the next sign-in, on the English /login, goes to the Spanish dashboard.
    await parent.getByRole('link', { name: 'Español' }).click()
    await expect(parent).toHaveURL(/\/es\/parent-dashboard$/)
    await expect.poll(async () => ((await (await parent.request.get('/api/auth/user', { headers: { Origin: origin() } })).json()) as { language: string }).language).toBe('es')

    await page.goto('/login')
    // The button is enabled once React runs the form (typing before that would be reset).
    await expect(page.getByRole('button', { name: 'Sign In' })).toBeEnabled()
    await page.getByLabel('Username').fill(family.username)
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill(family.password)
    await page.getByRole('button', { name: 'Sign In' }).click()
    await expect(page).toHaveURL(/\/es\/parent-dashboard$/)
    await expect(page.locator('html')).toHaveAttribute('lang', 'es')

    // An English address of the portal opened by a Spanish account follows the account.
    await page.goto('/parent-dashboard')
    await expect(page).toHaveURL(/\/es\/parent-dashboard$/)
  })

  withAccounts('from the portal to a public page in the same tab: the switcher there still saves the choice on the account, and the portal follows it', async ({ signedInPage }) => {
    const family = await newFamily(await signedInPage(ADMIN))
    const parent = await signedInPage(family)
    await parent.goto('/parent-dashboard')
    await expect(parent.getByRole('heading', { level: 1 })).toBeVisible()
    // The portal's own link to the site: a navigation within the tab, which still knows who is signed in.
    await parent.getByRole('link', { name: 'Main Site' }).click()
    await expect(parent).toHaveURL(new RegExp(`^${origin()}/?$`))
    await parent.getByRole('banner').getByRole('link', { name: 'Español' }).click()
    await expect(parent).toHaveURL(/\/es\/?$/)
    await expect.poll(async () => ((await (await parent.request.get('/api/auth/user', { headers: { Origin: origin() } })).json()) as { language: string }).language).toBe('es')
    await parent.goto('/parent-dashboard')
    await expect(parent).toHaveURL(/\/es\/parent-dashboard$/)
  })

  withAccounts('a public page never asks who is signed in: the switcher there sends no request but the page’s own', async ({ page }) => {
    const calls: string[] = []
    page.on('request', (request) => request.url().includes('/api/') && calls.push(request.url()))
    await page.goto('/contact')
    await page.getByRole('banner').getByRole('link', { name: 'Español' }).click()
    await expect(page).toHaveURL(/\/es\/contact$/)
    expect(calls.filter((url) => url.includes('/api/account') || url.includes('/api/auth'))).toEqual([])
  })
})

/** The portal's and staff screens in Spanish, each as the account it is for (axe: WCAG 2.x A/AA and best practices). */
const SIGNED_IN_SCREENS: [path: string, account: { username: string; password: string } | null][] = [
  ['/es/login', null],
  ['/es/forgot-password', null],
  ['/es/reset-password', null],
  ['/es/admin-login', null],
  ['/es/secure-admin', null],
  ['/es/firebase-admin', null],
  ['/es/data-viewer', null],
  ['/es/parent-dashboard', ACCOUNTS.maria],
  ['/es/parent-portal', null],
  ['/es/admin', ACCOUNTS.admin],
  ['/es/admin-dashboard', ACCOUNTS.admin],
  ['/es/admin-db', ACCOUNTS.admin],
  ['/es/staff/attendance', ACCOUNTS.ana],
  ['/es/staff/ratios', ACCOUNTS.ana],
  ['/es/staff/photos', ACCOUNTS.ana],
  ['/es/staff/billing', ACCOUNTS.admin],
  ['/es/staff/health', ACCOUNTS.admin],
  ['/es/staff/drills', ACCOUNTS.admin],
  ['/es/staff/credentials', ACCOUNTS.admin],
]

for (const [path, account] of SIGNED_IN_SCREENS) {
  withAccounts(`${path} is in Spanish and has no axe-core violations${account ? ` (as ${account.username})` : ''}`, async ({ page, signedInPage }) => {
    const screen = account ? await signedInPage(account) : page
    await screen.goto(path)
    await expect(screen).toHaveURL(new RegExp(`${path.replace(/\//g, '\\/')}$`))
    expect(await screen.evaluate(() => document.documentElement.lang)).toBe('es')
    await expect(screen.getByRole('link', { name: 'English' }).first()).toBeVisible()
    // The screen's data has arrived (some screens keep a live stream open, so the network is never idle).
    await expect(screen.getByText(/^(Cargando|Loading)/)).toHaveCount(0)
    await expectNoAxeViolations(screen)
  })
}

test.describe('CMS content in Spanish', () => {
  /*
   * The CMS's texts in the page's language: the demo seed writes the October newsletter, the
   * site settings' days and the gallery captions in Spanish too, except one caption, which the Spanish
   * page shows in English marked lang="en"; /cms lists what a document still lacks in Spanish.
   */
  const CAPTION_WITHOUT_SPANISH = 'Music from around the world'

  test('/es shows the Spanish newsletter and days; a caption with no Spanish is the English one, with lang="en"', async ({ page }) => {
    await page.goto('/es')
    const newsletter = page.getByRole('region', { name: 'Boletín de octubre' })
    await expect(newsletter.getByRole('heading', { level: 2, name: 'Boletín de octubre' })).toBeVisible()
    await expect(newsletter.getByRole('heading', { level: 3, name: 'Clase de bebés' })).toBeVisible()
    await expect(newsletter.locator('[lang]')).toHaveCount(0)
    await expect(page.getByRole('main').getByText('Lunes a viernes', { exact: true })).toBeVisible()

    await page.goto('/es/services')
    const fallback = page.locator('figcaption').filter({ hasText: CAPTION_WITHOUT_SPANISH })
    await expect(fallback).toHaveAttribute('lang', 'en')
    // Only that one: the Spanish captions and every alt text are in the page's language.
    await expect(page.getByRole('main').locator('[lang]')).toHaveCount(1)
    await expect(page.locator('figcaption').filter({ hasText: 'El rincón de arte' })).toBeVisible()
    await expect(page.getByRole('img', { name: 'Un tambor y un xilófono en el área de música' })).toBeVisible()

    // The English page is as before: English texts, no lang attribute in the content.
    await page.goto('/services')
    await expect(page.locator('figcaption').filter({ hasText: CAPTION_WITHOUT_SPANISH })).toBeVisible()
    await expect(page.getByRole('main').locator('[lang]')).toHaveCount(0)
  })

  test('/cms lists the fields a document lacks in Spanish', async ({ page }) => {
    const { signInToCms } = await import('./helpers/cms')
    await signInToCms(page, ACCOUNTS.editor.username, ACCOUNTS.editor.password)
    await expect(page).toHaveURL(/\/cms\/?$/)
    const found = await page.request.get('/api/cms/galleries?where[slug][equals]=services&depth=0', { headers: { Origin: origin() } })
    expect(found.ok(), await found.text()).toBe(true)
    const gallery = ((await found.json()) as { docs: { id: string; images: { caption?: string | null }[] }[] }).docs[0]!
    const row = gallery.images.findIndex((image) => image.caption === CAPTION_WITHOUT_SPANISH) + 1

    await page.goto(`/cms/collections/galleries/${gallery.id}`)
    const missing = page.getByRole('region', { name: 'Missing in Spanish' })
    await expect(missing.getByRole('listitem')).toHaveText([`Image ${String(row).padStart(2, '0')}: Caption`])

    await page.goto('/cms/globals/site-settings')
    await expect(page.getByRole('region', { name: 'Spanish version' })).toContainText('Every field has a Spanish version.')
  })
})

/*
 * Spanish everywhere: the times of every Spanish screen in the one Spanish style ("de 6:30 a. m. a
 * 10:00 p. m.", src/i18n/times.ts), no English made by the server (senders, thread names) or by a
 * library (Radix's "Notifications (F8)") on a Spanish screen, the switcher's choice kept, robots.txt
 * keeping the Spanish private pages out as it does the English ones, and Spanish copy as a native
 * writer would write it.
 */

/** What a person reads or hears on the page: its text and the names its elements are given, no-break spaces as spaces. */
async function readable(page: Page): Promise<string> {
  return page.evaluate(() => {
    const attributes = ['aria-label', 'alt', 'title', 'placeholder']
    const names = [...document.querySelectorAll(attributes.map((name) => `[${name}]`).join(','))].flatMap((element) => attributes.map((name) => element.getAttribute(name) ?? ''))
    const description = document.querySelector('meta[name="description"]')?.getAttribute('content') ?? ''
    return [document.title, description, document.body.innerText, ...names].join('\n').replace(/[\u00a0\u202f]/g, ' ')
  })
}

/** A time written the American way ("6:30 AM") or ICU's way ("6:30 p.m."), not the Spanish one ("6:30 p. m."). */
const NOT_SPANISH_TIME = /\b[AP]M\b|\d\s?[ap]\.m\./

test.describe('Spanish everywhere', () => {
  test('the Spanish pages write the centre’s hours as Spanish does: "de 6:30 a. m. a 10:00 p. m.", days in lowercase inside a sentence, never "AM"/"PM"', async ({ page }) => {
    await page.goto('/es')
    await expect(page.getByRole('main').getByText('de 6:30 a. m. a 10:00 p. m.', { exact: true })).toBeVisible()
    await expect(page.getByRole('contentinfo')).toContainText('Lunes a viernes, de 6:30 a. m. a 10:00 p. m.')
    expect((await page.locator('meta[name="description"]').getAttribute('content'))!.replace(/\u00a0/g, ' ')).toContain('de lunes a viernes, de 6:30 a. m. a 10:00 p. m.')
    // The ages written out, not "6S-12A".
    await expect(page.getByText('6 semanas a 12 años', { exact: true })).toBeVisible()

    await page.goto('/es/services')
    await expect(page.getByRole('main')).toContainText('Abierto de lunes a viernes, de 6:30 a. m. a 10:00 p. m.')
    await expect(page.getByRole('main').getByText('de 6:30 a. m. a 6:00 p. m.', { exact: true })).toBeVisible()
    await expect(page.getByRole('main').getByText('de 6:00 p. m. a 10:00 p. m.', { exact: true })).toBeVisible()

    await page.goto('/es/apply')
    await expect(page.locator('option')).toContainText(['Primer turno (de 6:30 a. m. a 6:00 p. m.)'])

    for (const path of PAGES) {
      await page.goto(spanish(path))
      const text = await readable(page)
      expect(text, spanish(path)).not.toMatch(NOT_SPANISH_TIME)
      expect(text, spanish(path)).not.toContain('6S-12A')
    }
  })

  test('the Spanish 404 says what happened, not the English joke about a router', async ({ page }) => {
    const response = await page.goto('/es/no-hay-tal-pagina')
    expect(response?.status()).toBe(404)
    await expect(page.getByRole('main')).toContainText('No encontramos la página que busca')
    expect(await readable(page)).not.toMatch(/enrutador|router/i)
  })

  /** English the server or a library used to put on a Spanish screen. */
  const ENGLISH_ON_SPANISH_SCREENS = [/\bThe centre\b/, /\bThe \p{L}+ family\b/u, /\bA family\b/, /\bNotifications?\b/]

  withAccounts('the Spanish parent dashboard: the centre’s messages from "El centro", the toasts’ region named in Spanish, no English, no "AM"/"PM"', async ({ signedInPage }) => {
    const parent = await signedInPage(ACCOUNTS.maria)
    await parent.goto('/es/parent-dashboard')
    await expect(parent.getByText(/^(Cargando|Loading)/)).toHaveCount(0)
    const messages = parent.getByRole('list', { name: 'Mensajes con el centro' })
    await expect(messages.getByRole('article').first()).toBeVisible()
    await expect(messages).toContainText('El centro ·')

    // A toast: its region is named by the page ("Notificaciones (F8)"), not by Radix's English default.
    await parent.getByRole('button', { name: 'Guardar', exact: true }).click()
    await expect(toasts(parent).filter({ hasText: 'Guardado' })).toBeVisible()
    await expect(parent.getByRole('region', { name: 'Notificaciones (F8)' })).toHaveCount(1)
    await expect(parent.getByRole('region', { name: /Notifications/ })).toHaveCount(0)

    const text = await readable(parent)
    for (const english of ENGLISH_ON_SPANISH_SCREENS) expect(text).not.toMatch(english)
    expect(text).not.toMatch(NOT_SPANISH_TIME)
  })

  withAccounts('the Spanish staff messages: a teacher reads "Familia Garcia (Sofia)" and "El centro", never the server’s English names', async ({ signedInPage }) => {
    const teacher = await signedInPage(ACCOUNTS.ana)
    await teacher.goto('/es/staff/attendance')
    await expect(teacher.getByRole('heading', { level: 2, name: /^Mensajes/ })).toBeVisible()
    const thread = teacher.getByRole('list', { name: 'Conversaciones' }).getByRole('button', { name: /Familia Garcia \(Sofia/ })
    await thread.click()
    const opened = teacher.getByRole('list', { name: /^Mensajes con Familia Garcia \(Sofia/ })
    await expect(opened.getByRole('article').first()).toBeVisible()
    await expect(opened).toContainText('El centro ·')
    await expect(opened).toContainText(/Familia Garcia \(Sofia[^)]*\) ·/)
    await expect(teacher.getByRole('textbox', { name: /^Responder a Familia Garcia \(Sofia/ })).toBeVisible()
    const text = await readable(teacher)
    for (const english of ENGLISH_ON_SPANISH_SCREENS) expect(text).not.toMatch(english)
    expect(text).not.toMatch(NOT_SPANISH_TIME)
  })

  withAccounts('switching the Spanish parent dashboard to English changes the language and stays, for a parent whose account was Spanish', async ({ signedInPage }) => {
    const family = await newFamily(await signedInPage(ADMIN))
    const parent = await signedInPage(family)
    const saved = await apiPost(parent, '/api/account/language', { language: 'es' })
    expect(saved.status(), await saved.text()).toBe(200)

    await parent.goto('/es/parent-dashboard')
    await expect(parent.locator('html')).toHaveAttribute('lang', 'es')
    await expect(parent.getByRole('heading', { level: 1 })).toHaveText(/^Hola, /)
    await parent.getByRole('link', { name: 'English' }).first().click()
    await expect(parent).toHaveURL(/\/parent-dashboard$/)
    await expect(parent.getByRole('heading', { level: 1 })).toHaveText(/^Welcome, /)
    // And stays: the portal follows the account, which now says English (no bounce back to /es).
    await parent.waitForTimeout(2_000)
    await expect(parent).toHaveURL(/\/parent-dashboard$/)
    await expect(parent.locator('html')).toHaveAttribute('lang', 'en')
    expect(((await (await apiGet(parent, '/api/auth/user')).json()) as { language: string }).language).toBe('en')
    await parent.reload()
    await expect(parent.getByRole('heading', { level: 1 })).toHaveText(/^Welcome, /)
    await expect(parent).toHaveURL(/\/parent-dashboard$/)
  })

  withAccounts('a switch made while the dashboard is still asking who is signed in is saved too, and stays', async ({ signedInPage }) => {
    const family = await newFamily(await signedInPage(ADMIN))
    const parent = await signedInPage(family)
    const saved = await apiPost(parent, '/api/account/language', { language: 'es' })
    expect(saved.status(), await saved.text()).toBe(200)
    // "Who am I" answers slowly (a busy server): the switcher is on screen before the answer is.
    await parent.route('**/api/auth/user', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1_500))
      await route.continue()
    })
    await parent.goto('/es/parent-dashboard')
    const toEnglish = parent.getByRole('link', { name: 'English' }).first()
    await expect(toEnglish).toBeVisible()
    await expect(parent.getByText(/^Cargando/).first()).toBeVisible()
    const answered = parent.waitForResponse((response) => response.url().endsWith('/api/account/language'))
    await toEnglish.click()
    expect((await answered).status()).toBe(200)
    await expect(parent).toHaveURL(/\/parent-dashboard$/)
    await expect(parent.getByRole('heading', { level: 1 })).toHaveText(/^Welcome, /)
    await parent.waitForTimeout(2_000)
    await expect(parent).toHaveURL(/\/parent-dashboard$/)
    await parent.unroute('**/api/auth/user')
    expect(((await (await apiGet(parent, '/api/auth/user')).json()) as { language: string }).language).toBe('en')
  })

  withAccounts('signing in once on /es/login leaves a staff account’s language as it was: the screen follows its address', async ({ page, signedInPage }) => {
    const admin = await signedInPage(ADMIN)
    const languageOf = async () => ((await (await apiGet(admin, '/api/auth/user')).json()) as { id: string; language: string | null })
    const before = await languageOf()
    try {
      await page.goto('/es/login')
      await expect(page.getByRole('button', { name: 'Iniciar sesión' })).toBeEnabled()
      await page.getByLabel('Nombre de usuario').fill(ADMIN.username)
      await page.getByRole('textbox', { name: 'Contraseña', exact: true }).fill(ADMIN.password)
      await page.getByRole('button', { name: 'Iniciar sesión' }).click()
      await expect(page).toHaveURL(/\/es\/admin$/)
      await expect(page.locator('html')).toHaveAttribute('lang', 'es')
      expect((await languageOf()).language).toBe(before.language)
    } finally {
      // Put the shared account back if the sign-in changed it (it must not).
      if ((await languageOf()).language !== before.language) {
        await admin.request.patch(`/api/cms/users/${before.id}`, { headers: { Origin: origin() }, data: { language: before.language } })
      }
    }
  })

  withAccounts('the Spanish enrollment board says what a move did in Spanish, not the server’s "Moved to Tour scheduled."', async ({ page, signedInPage }) => {
    const stamp = Date.now().toString(36)
    const sent = await apiPost(page, '/api/applications', {
      ...{ parentFirstName: 'Lucía', parentLastName: `Mora${stamp}`, email: `mora.${stamp}@example.com`, phone: '(919) 555-0142', address: '8 Maple Lane, Raleigh, NC' },
      ...{ childFirstName: 'Iker', childLastName: `Mora${stamp}`, childDateOfBirth: '2023-06-14', childAgeGroup: 'toddler', desiredStartDate: '2026-09-01', schedulePreference: 'first-shift', language: 'es' },
    })
    expect(sent.status(), await sent.text()).toBe(201)
    const admin = await signedInPage(ADMIN)
    await admin.goto('/es/admin-dashboard')
    await admin.getByRole('tab', { name: 'Inscripción' }).click()
    const panel = admin.getByRole('tabpanel')
    await expect(panel.getByText(/^Cargando/)).toHaveCount(0)
    const card = panel.getByRole('listitem').filter({ hasText: `Iker Mora${stamp}` })
    await card.getByRole('button', { name: 'Programar visita' }).click()
    const status = panel.getByRole('status').filter({ hasNotText: /^(Guardando|Cargando)/ })
    await expect(status).toHaveText('La solicitud pasó a «Visita programada».')
    await expect(toasts(admin).filter({ hasText: 'La solicitud pasó a «Visita programada».' })).toBeVisible()
    expect(await readable(admin)).not.toContain('Moved to')
  })

  test('robots.txt keeps the Spanish private pages out as it does the English ones', async ({ request }) => {
    const robots = await (await request.get('/robots.txt')).text()
    const disallowed = [...robots.matchAll(/^Disallow: (\S+)$/gm)].map((match) => match[1]!)
    const englishPages = disallowed.filter((path) => !path.startsWith('/api') && path !== '/cms' && !path.startsWith('/es/'))
    expect(englishPages).toEqual(expect.arrayContaining(['/login', '/parent-dashboard', '/admin', '/staff/attendance', '/incidents/']))
    for (const path of englishPages) expect(disallowed, path).toContain(`/es${path}`)
    // The public pages stay open in both languages.
    for (const path of ['/es', '/es/services', '/es/staff', '/es/contact', '/es/apply']) expect(disallowed).not.toContain(path)
  })
})
