import { expect, type Locator, type Page, type Route, test } from '@playwright/test'

import { fullChromium } from './helpers/browsers'

/**
 * The public website against the production build and the seeded database: every page's key texts and
 * links (SPEC §2), navigation, the apply and contact forms (§5 messages, §8 toasts, pending labels).
 */

const main = (page: Page) => page.locator('main')
/** The visible toasts (radix also announces each one in a hidden live region: not counted here). */
const toasts = (page: Page) => page.locator('[data-slot="toast"]')
const section = (page: Page, heading: string | RegExp) => page.locator('section').filter({ has: page.getByRole('heading', { name: heading, level: 2 }) })

async function expectLink(scope: Locator, name: string | RegExp, href: string) {
  const link = scope.getByRole('link', { name, exact: typeof name === 'string' })
  await expect(link.first()).toBeVisible()
  await expect(link.first()).toHaveAttribute('href', href)
}

/** Holds a request until `release()` so the pending state can be seen; then lets it reach the server. */
async function holdRequests(page: Page, path: string) {
  let release!: () => void
  const released = new Promise<void>((resolve) => (release = resolve))
  await page.route(path, async (route: Route) => {
    await released
    await route.continue()
  })
  return release
}

test.describe('public pages', () => {
  test('home: hero, hours, ages badge and the CMS newsletter', async ({ page }) => {
    await page.goto('/')
    await expect(page).toHaveTitle(/Multicultural Child Care Centre/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1)
    await expectLink(main(page), 'Enroll Your Child', '/apply')
    await expectLink(main(page), 'Schedule a Tour', '/contact')
    await expect(main(page).getByText('6:30 AM - 10:00 PM', { exact: true })).toBeVisible()
    await expect(main(page).getByText('Monday - Friday', { exact: true })).toBeVisible()
    await expect(main(page).getByText('6W-12Y', { exact: true })).toBeVisible()
    await expect(page.locator('video[src], video source[src="/media/hero.mp4"]').first()).toBeAttached()

    const newsletter = section(page, 'October Newsletter')
    await expect(newsletter).toBeVisible()
    for (const className of ['Infant class', '1 and 2 year old class', '3 year old class', 'Early Scholars Preschool']) {
      await expect(newsletter.getByRole('heading', { name: className, level: 3 })).toBeVisible()
    }
    await expect(newsletter.getByText('Colours of Autumn')).toBeVisible()
    await expect(newsletter.getByText('Making paper lanterns for Diwali')).toBeVisible()
  })

  test('home: showcase videos, six services, virtual learning, call to action and social links', async ({ page }) => {
    await page.goto('/')
    await expect(section(page, 'A Peek Into Our Days').locator('video')).toHaveCount(2)

    const services = section(page, 'Care That Fits Your Family')
    for (const title of ['Age Groups', 'Flexible Hours', 'Nutrition', 'Transportation', 'Cultural Celebration', 'Voucher Friendly']) {
      await expect(services.getByRole('heading', { name: title, level: 3 })).toBeVisible()
    }
    await expect(services.getByRole('heading', { level: 3 })).toHaveCount(6)
    await expectLink(services, 'View All Services', '/services')

    const virtual = section(page, 'Virtual Learning for Families')
    for (const title of ['Online Parent Workshops', 'Real-Time Learning Updates', 'Cultural Learning Resources']) {
      await expect(virtual.getByRole('heading', { name: title, level: 3 })).toBeVisible()
    }

    const cta = section(page, 'Ready to Join Our Family?')
    await expectLink(cta, 'Apply Today', '/apply')
    await expectLink(cta, 'Schedule a Tour', '/contact')

    const social = section(page, 'Follow Our Story')
    for (const [platform, url] of [
      ['Facebook', 'https://www.facebook.com/multiculturalchildcare'],
      ['Instagram', 'https://www.instagram.com/multiculturalchildcare'],
    ]) {
      const link = social.getByRole('link', { name: new RegExp(platform) })
      await expect(link).toHaveAttribute('href', url)
      await expect(link).toHaveAttribute('target', '_blank')
      await expect(link).toHaveAttribute('rel', /noopener/)
    }
  })

  test('home: on a phone, the showcase posters are fetched only as the visitor scrolls near them, and show through their videos', async ({ baseURL }) => {
    // The full browser: the headless shell fetches lazy images however far down they are (tests/e2e/helpers/browsers.ts).
    const browser = await fullChromium()
    const context = await browser.newContext({ viewport: { width: 412, height: 823 }, baseURL, reducedMotion: 'reduce' })
    const page = await context.newPage()
    const fetched: string[] = []
    page.on('request', (request) => {
      // The file itself or its size from the image optimizer (/_next/image?url=…).
      const url = new URL(request.url())
      const name = /^\/media\/(showcase-\d-poster\.webp)$/.exec(url.pathname === '/_next/image' ? (url.searchParams.get('url') ?? '') : url.pathname)?.[1]
      if (name) fetched.push(name)
    })
    await page.goto('/')
    await page.waitForLoadState('load')
    const showcase = section(page, 'A Peek Into Our Days')
    const posters = showcase.locator('figure img')
    await expect(posters).toHaveCount(2)
    // The page has loaded and the hero's own poster with it; the clips far below have not been fetched.
    await expect.poll(() => page.evaluate(() => performance.getEntriesByType('resource').some((entry) => entry.name.endsWith('/media/hero-poster.webp')))).toBe(true)
    expect(fetched).toEqual([])

    await showcase.scrollIntoViewIfNeeded()
    await expect.poll(() => [...fetched].sort()).toEqual(['showcase-1-poster.webp', 'showcase-2-poster.webp'])
    for (const poster of await posters.all()) {
      await expect.poll(() => poster.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true)
      // Decorative: each clip is named by its caption.
      await expect(poster).toHaveAttribute('alt', '')
    }
    // Each video's own poster is transparent and it has no frame yet, so its poster image is what shows.
    for (const video of await showcase.locator('video').all()) {
      expect(await video.evaluate((element: HTMLVideoElement) => ({ poster: element.poster.startsWith('data:image/gif'), frame: element.readyState }))).toEqual({ poster: true, frame: 0 })
    }
    await context.close()
    await browser.close()
  })

  test('home: the hero video does not play for visitors who prefer reduced motion', async ({ browser }) => {
    const context = await browser.newContext({ reducedMotion: 'reduce' })
    const page = await context.newPage()
    await page.goto('/')
    const hero = page.locator('section[aria-labelledby="hero-heading"] video')
    await expect(hero).toHaveAttribute('poster', /hero-poster/)
    await expect(hero).not.toHaveAttribute('autoplay')
    await page.waitForTimeout(500)
    expect(await hero.evaluate((video: HTMLVideoElement) => video.paused)).toBe(true)
    await expect(page.getByRole('button', { name: 'Play background video' })).toBeVisible()
    await context.close()
  })

  test('home: the hero video plays muted and in a loop once the page is interactive, and can be paused', async ({ browser }) => {
    const context = await browser.newContext({ reducedMotion: 'no-preference' })
    const page = await context.newPage()
    await page.goto('/')
    const hero = page.locator('section[aria-labelledby="hero-heading"] video')
    await expect.poll(() => hero.evaluate((video: HTMLVideoElement) => !video.paused && video.muted && video.loop)).toBe(true)
    await page.getByRole('button', { name: 'Pause background video' }).click()
    expect(await hero.evaluate((video: HTMLVideoElement) => video.paused)).toBe(true)
    await expect(page.getByRole('button', { name: 'Play background video' })).toBeVisible()
    await context.close()
  })

  test('services: programs, additional services, hours, call to action and the 7-image gallery', async ({ page }) => {
    await page.goto('/services')
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1)
    const programs = section(page, 'Three Programs, One Caring Community')
    for (const title of ['Infant & Toddler Care', 'Preschool & Early Scholars', 'School-Age Program']) {
      await expect(programs.getByRole('heading', { name: title, level: 3 })).toBeVisible()
    }
    const additional = section(page, 'Additional Services')
    await expect(additional.getByRole('heading', { level: 3 })).toHaveCount(6)
    for (const title of ['Meal Program', 'Transportation', 'Evening Care', 'Cultural Enrichment', 'Parent Partnership', 'Financial Assistance']) {
      await expect(additional.getByRole('heading', { name: title, level: 3 })).toBeVisible()
    }
    const hours = section(page, 'Operating Hours & Schedule')
    await expect(hours.getByText('6:30 AM-6:00 PM')).toBeVisible()
    await expect(hours.getByText('6:00 PM-10:00 PM')).toBeVisible()

    const cta = section(page, 'Find the Right Program for Your Child')
    await expectLink(cta, 'Apply Now', '/apply')
    await expectLink(cta, 'Contact Us', '/contact')

    const gallery = section(page, 'Take a Look Inside')
    await expectGallery(gallery, 7, 'A bright classroom with small tables and building blocks')
    await expectLink(gallery, 'Schedule Your Visit', '/contact')
  })

  test('staff: qualifications, commitment, the 8-photo gallery, requirements and diversity', async ({ page }) => {
    await page.goto('/staff')
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1)
    await expect(section(page, 'Qualified, Caring Professionals').getByRole('listitem')).toHaveCount(6)
    await expect(section(page, 'Our Commitment to Your Family').getByRole('heading', { level: 3 })).toHaveCount(3)
    await expectGallery(section(page, 'The Friendly Faces You Will Meet'), 8, 'Portrait of a member of our teaching staff (1 of 8)')
    await expect(page.getByRole('heading', { name: 'Staff Requirements' })).toBeVisible()
    await expect(main(page).getByText('Minimum 2 years of experience')).toBeVisible()
    await expect(page.getByRole('heading', { name: 'A Team as Diverse as Our Families' })).toBeVisible()
    await expectLink(main(page), 'Schedule a Tour', '/contact')
    await expectLink(main(page), 'Apply Now', '/apply')
  })

  test('contact: info card, Quick Contact, location, six reasons, social links and call to action', async ({ page }) => {
    await page.goto('/contact')
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1)
    const info = section(page, 'Contact Information')
    await expect(info.getByText('1200 Harmony Lane, Raleigh, NC 27606')).toBeVisible()
    await expectLink(info, '(919) 555-0100', 'tel:9195550100')
    await expectLink(info, 'hello@multicultural-childcare.example', 'mailto:hello@multicultural-childcare.example')
    await expect(info.getByText('Monday - Friday')).toBeVisible()
    await expect(info.getByText('1st shift')).toBeVisible()
    await expect(info.getByText('6:30 AM-6:00 PM')).toBeVisible()
    await expect(info.getByText('2nd shift')).toBeVisible()
    await expect(info.getByText('6:00 PM-10:00 PM')).toBeVisible()

    await expect(section(page, 'Quick Contact').getByRole('button', { name: 'Send Message' })).toBeVisible()
    await expect(page.getByRole('img', { name: /Map of the streets around/ })).toBeVisible()

    const why = section(page, 'Why Choose Multicultural Child Care Centre?')
    for (const point of ['Multicultural Diversity', 'Extended Hours', 'Qualified Staff', 'Meal Program', 'Transportation', 'Vouchers Accepted']) {
      await expect(why.getByRole('heading', { name: point, level: 3 })).toBeVisible()
    }
    await expect(why.getByRole('link', { name: /Facebook/ })).toHaveAttribute('target', '_blank')
    await expect(why.getByRole('link', { name: /Instagram/ })).toHaveAttribute('target', '_blank')

    const cta = section(page, 'Ready to Get Started?')
    await expectLink(cta, 'Apply Now', '/apply')
    await expectLink(cta, 'Call Now', 'tel:9195550100')
  })

  test('any other path is the 404 page, with a 404 status', async ({ page }) => {
    const response = await page.goto('/no-such-page')
    expect(response?.status()).toBe(404)
    await expect(page.getByRole('heading', { level: 1, name: '404 Page Not Found' })).toBeVisible()
    await expect(page.getByText('Did you forget to add the page to the router?')).toBeVisible()
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible()
    await expect(page).toHaveTitle('404 Page Not Found · Multicultural Child Care Centre')
    // In Spanish, the title too.
    expect((await page.goto('/es/no-such-page'))?.status()).toBe(404)
    await expect(page.getByRole('heading', { level: 1, name: '404: página no encontrada' })).toBeVisible()
    await expect(page).toHaveTitle('404: página no encontrada · Multicultural Child Care Centre')
  })

  test('the 404 page is in the HTML itself: read with JavaScript off, in English and in Spanish, under a real page too', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ baseURL, javaScriptEnabled: false })
    const page = await context.newPage()
    const cases = [
      { path: '/no-such-page', lang: 'en', heading: '404 Page Not Found', text: 'Did you forget to add the page to the router?', nav: 'Main' },
      { path: '/parent-portal/no-such-page', lang: 'en', heading: '404 Page Not Found', text: 'Did you forget to add the page to the router?', nav: 'Main' },
      { path: '/es/no-such-page', lang: 'es', heading: '404: página no encontrada', text: 'No encontramos la página que busca: puede que haya cambiado de dirección o que ya no exista.', nav: 'Principal' },
    ]
    for (const { path, lang, heading, text, nav } of cases) {
      const response = await page.goto(path)
      expect(response?.status(), path).toBe(404)
      // The address stays what the visitor asked for.
      expect(new URL(page.url()).pathname, path).toBe(path)
      await expect(page.locator('html'), path).toHaveAttribute('lang', lang)
      expect(await page.title(), path).toBe(`${heading} · Multicultural Child Care Centre`)
      await expect(page.getByRole('heading', { level: 1, name: heading }), path).toBeVisible()
      await expect(page.getByText(text), path).toBeVisible()
      await expect(page.getByRole('navigation', { name: nav }), path).toBeVisible()
      await expect(page.getByRole('contentinfo'), path).toHaveCount(1)
      await expect(page.locator('meta[name="robots"]'), path).toHaveAttribute('content', /noindex/)
    }
    await context.close()
  })

  test('every public page has one h1, a main landmark and a description', async ({ page }) => {
    for (const path of ['/', '/services', '/staff', '/apply', '/contact']) {
      await page.goto(path)
      await expect(page.getByRole('heading', { level: 1 }), path).toHaveCount(1)
      await expect(page.getByRole('main'), path).toHaveCount(1)
      await expect(page.getByRole('contentinfo'), path).toHaveCount(1)
      await expect(page.locator('meta[name="description"]'), path).toHaveAttribute('content', /.{50,}/)
    }
  })

  test('a public page is served from the cache on later visits (no render or database query per visit)', async ({ request }) => {
    await request.get('/services')
    const again = await request.get('/services')
    expect(again.status()).toBe(200)
    expect(again.headers()['x-nextjs-cache']).toBe('HIT')
  })
})

async function expectGallery(gallery: Locator, count: number, firstAlt: string) {
  const images = gallery.getByRole('img')
  await expect(images).toHaveCount(count)
  await expect(images.first()).toHaveAttribute('alt', firstAlt)
  for (const image of await images.all()) {
    await image.scrollIntoViewIfNeeded()
    await expect(image).toHaveAttribute('alt', /\S/)
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true)
  }
}

test.describe('navigation', () => {
  test('the top navigation links to each page; Home is active on / only, the others by prefix', async ({ page }) => {
    await page.goto('/')
    const nav = page.getByRole('navigation', { name: 'Main' })
    await expect(page.getByRole('banner').getByText('Multicultural Child Care Centre')).toBeVisible()
    await expect(nav.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page')

    for (const [label, path] of [
      ['Services', '/services'],
      ['Our Staff', '/staff'],
      ['Contact', '/contact'],
    ]) {
      await nav.getByRole('link', { name: label, exact: true }).click()
      await expect(page).toHaveURL(path)
      await expect(nav.getByRole('link', { name: label, exact: true })).toHaveAttribute('aria-current', 'page')
      await expect(nav.getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current')
      await expect(nav.locator('[aria-current="page"]')).toHaveCount(1)
    }

    await page.getByRole('banner').getByRole('link', { name: 'Apply Now' }).click()
    await expect(page).toHaveURL('/apply')
    await expect(page.getByRole('heading', { level: 1, name: 'Apply for Enrollment' })).toBeVisible()
    await expect(nav.locator('[aria-current="page"]')).toHaveCount(0)

    // A path below a page keeps that page's link active (it is a 404 page, inside the navigation).
    await page.goto('/services/unknown')
    await expect(nav.getByRole('link', { name: 'Services', exact: true })).toHaveAttribute('aria-current', 'page')
    await expect(nav.getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current')
  })

  test('the footer has the quick links, address, phone, email and the founding blurb', async ({ page }) => {
    await page.goto('/')
    const footer = page.getByRole('contentinfo')
    await expectLink(footer, 'Our Services', '/services')
    await expectLink(footer, 'Our Staff', '/staff')
    await expectLink(footer, 'Apply for Enrollment', '/apply')
    await expectLink(footer, 'Contact Us', '/contact')
    await expect(footer.getByText('1200 Harmony Lane, Raleigh, NC 27606')).toBeVisible()
    await expectLink(footer, '(919) 555-0100', 'tel:9195550100')
    await expectLink(footer, 'hello@multicultural-childcare.example', 'mailto:hello@multicultural-childcare.example')
    await expect(footer.getByText(/Since 2016/)).toBeVisible()
  })

  test('on a phone the menu opens from the keyboard, closes with Escape and on navigation', async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width: 360, height: 740 } })
    const page = await context.newPage()
    await page.goto('/')
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360)
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden()

    const toggle = page.getByRole('button', { name: 'Open menu' })
    await expect(toggle).toHaveAttribute('aria-expanded', 'false')
    await toggle.focus()
    await page.keyboard.press('Enter')
    const menu = page.getByRole('navigation', { name: 'Mobile' })
    await expect(menu).toBeVisible()
    await expect(page.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true')
    await expect(menu.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page')

    await page.keyboard.press('Escape')
    await expect(menu).toBeHidden()
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeFocused()

    await page.getByRole('button', { name: 'Open menu' }).click()
    await menu.getByRole('link', { name: 'Our Staff' }).click()
    await expect(page).toHaveURL('/staff')
    await expect(menu).toBeHidden()
    await page.getByRole('button', { name: 'Open menu' }).click()
    await expect(menu.getByRole('link', { name: 'Our Staff' })).toHaveAttribute('aria-current', 'page')
    await expectLink(menu, 'Apply Now', '/apply')
    await context.close()
  })
})

const APPLICATION_MESSAGES = [
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
]

/** The contact form's three fields, filled as a family would. */
async function fillContact(page: Page) {
  await page.getByLabel('Name').fill('Lucía Romero')
  await page.getByLabel('Email').fill('lucia.romero@example.com')
  await page.getByLabel('Message').fill('We would love to visit next Tuesday afternoon.')
}

async function fillApplication(page: Page) {
  const form = main(page)
  await form.getByLabel('Your First Name').fill('Amina')
  await form.getByLabel('Your Last Name').fill('Diallo')
  await form.getByLabel('Email Address').fill('amina.diallo@example.com')
  await form.getByLabel('Phone Number').fill('(919) 555-0142')
  await form.getByLabel('Home Address').fill('45 Oak Street, Raleigh, NC 27601')
  await form.getByLabel('Child’s First Name').fill('Kofi')
  await form.getByLabel('Child’s Last Name').fill('Diallo')
  await form.getByLabel('Date of Birth').fill('2023-03-14')
  await form.getByLabel('Age Group').selectOption({ label: 'Toddler (1-3 years)' })
  await form.getByLabel('Desired Start Date').fill('2027-01-04')
  await form.getByLabel('Schedule Preference').selectOption({ label: 'First Shift (6:30 AM-6:00 PM)' })
  await form.getByRole('checkbox', { name: 'Meal Program' }).check()
  await form.getByRole('checkbox', { name: 'After School Care' }).check()
  await form.getByRole('checkbox', { name: /child-care voucher/ }).check()
  await form.getByLabel('Special Needs or Allergies').fill('Mild peanut allergy')
  await form.getByLabel('Questions or Comments').fill('Do you offer French conversation?')
}

test.describe('apply', () => {
  test('shows the four sections, every choice and the notes', async ({ page }) => {
    await page.goto('/apply')
    for (const title of ['Parent/Guardian Information', 'Child Information', 'Care Needs', 'Additional Information']) {
      await expect(page.getByRole('heading', { name: title, level: 2 })).toBeVisible()
    }
    const ageGroups = page.getByLabel('Age Group').locator('option')
    await expect(ageGroups).toHaveText(['Select an age group', 'Infant (6 weeks-12 months)', 'Toddler (1-3 years)', 'Preschool (3-5 years)', 'School Age (6-12 years)'])
    const schedules = page.getByLabel('Schedule Preference').locator('option')
    await expect(schedules).toHaveText(['Select a schedule', 'First Shift (6:30 AM-6:00 PM)', 'Second Shift (6:00 PM-10:00 PM)', 'Both Shifts', 'Before/After School'])
    for (const service of ['Meal Program', 'Transportation', 'Before School Care', 'After School Care']) {
      await expect(page.getByRole('checkbox', { name: service })).not.toBeChecked()
    }
    await expect(page.getByText(/Pricing/).first()).toBeVisible()
    await expect(page.getByText(/within 24 hours/).first()).toBeVisible()
    await expect(page.getByText('By submitting this application, you agree to be contacted by our centre about enrollment.')).toBeVisible()
  })

  test('an empty application shows every required-field message, linked to its field, and sends nothing', async ({ page }) => {
    let sent = 0
    page.on('request', (request) => request.url().includes('/api/applications') && sent++)
    await page.goto('/apply')
    await page.getByRole('button', { name: 'Submit Application' }).click()
    for (const message of APPLICATION_MESSAGES) await expect(page.getByText(message, { exact: true })).toBeVisible()

    const firstName = page.getByLabel('Your First Name')
    await expect(firstName).toBeFocused()
    await expect(firstName).toHaveAttribute('aria-invalid', 'true')
    await expect(firstName).toHaveAccessibleDescription('Parent first name is required')
    await expect(page.getByLabel('Age Group')).toHaveAccessibleDescription('Please select an age group')
    expect(sent).toBe(0)
  })

  test('an invalid email and a short phone number get their own messages', async ({ page }) => {
    await page.goto('/apply')
    await fillApplication(page)
    await page.getByLabel('Email Address').fill('not-an-email')
    await page.getByLabel('Phone Number').fill('555-0142')
    await page.getByRole('button', { name: 'Submit Application' }).click()
    await expect(page.getByText('Please enter a valid email address')).toBeVisible()
    await expect(page.getByText('Please enter a valid phone number')).toBeVisible()
    await expect(page.getByText('Parent first name is required')).toHaveCount(0)
  })

  test('a complete application is sent, shows "Submitting Application..." while pending, then the success toast and an empty form', async ({ page }) => {
    await page.goto('/apply')
    await fillApplication(page)
    const release = await holdRequests(page, '**/api/applications')
    const responsePromise = page.waitForResponse('**/api/applications')
    await page.getByRole('button', { name: 'Submit Application' }).click()

    const pending = page.getByRole('button', { name: 'Submitting Application...' })
    await expect(pending).toBeVisible()
    await expect(pending).toBeDisabled()
    release()

    const response = await responsePromise
    expect(response.status()).toBe(201)
    expect(response.request().postDataJSON()).toMatchObject({
      parentFirstName: 'Amina',
      email: 'amina.diallo@example.com',
      childAgeGroup: 'toddler',
      schedulePreference: 'first-shift',
      servicesNeeded: ['meals', 'after-school'],
      voucherInterested: true,
      specialNeeds: 'Mild peanut allergy',
    })
    const toast = toasts(page).filter({ hasText: 'Application Submitted Successfully!' })
    await expect(toast).toBeVisible()
    await expect(toast).toContainText('Thank you for your application! We will contact you within 24 hours to schedule a tour and discuss enrollment details.')

    await expect(page.getByRole('button', { name: 'Submit Application' })).toBeEnabled()
    await expect(page.getByLabel('Your First Name')).toHaveValue('')
    await expect(page.getByLabel('Age Group')).toHaveValue('')
    await expect(page.getByRole('checkbox', { name: 'Meal Program' })).not.toBeChecked()
    await expect(page.getByRole('checkbox', { name: /child-care voucher/ })).not.toBeChecked()
  })

  test('a failed submission shows the failure toast (one toast at a time, F8 reaches it) and keeps the answers', async ({ page }) => {
    await page.goto('/apply')
    await fillApplication(page)
    await page.route('**/api/applications', (route) => route.fulfill({ status: 500, body: 'Internal Server Error' }))
    await page.getByRole('button', { name: 'Submit Application' }).click()
    const toast = toasts(page).filter({ hasText: 'Submission Failed' })
    await expect(toast).toBeVisible()
    await expect(toast).toContainText('There was an error submitting your application. Please try again.')
    await expect(page.getByLabel('Your First Name')).toHaveValue('Amina')

    await page.getByRole('button', { name: 'Submit Application' }).click()
    await expect(toasts(page).filter({ hasText: 'Submission Failed' })).toHaveCount(1)

    await page.keyboard.press('F8')
    await expect(page.getByRole('region', { name: 'Notifications (F8)' })).toBeAttached()
    await expect(page.locator('[data-slot="toast-viewport"]')).toBeFocused()
  })
})

test.describe('contact', () => {
  test('an empty message shows the three messages and sends nothing', async ({ page }) => {
    let sent = 0
    page.on('request', (request) => request.url().includes('/api/contact') && sent++)
    await page.goto('/contact')
    await page.getByRole('button', { name: 'Send Message' }).click()
    await expect(page.getByText('Name is required')).toBeVisible()
    await expect(page.getByText('Please enter a valid email address')).toBeVisible()
    await expect(page.getByText('Message must be at least 10 characters')).toBeVisible()
    await expect(page.getByLabel('Name')).toHaveAccessibleDescription('Name is required')
    expect(sent).toBe(0)

    await page.getByLabel('Message').fill('Too short')
    await expect(page.getByText('Message must be at least 10 characters')).toBeVisible()
    await page.getByLabel('Message').fill('Long enough now')
    await expect(page.getByText('Message must be at least 10 characters')).toHaveCount(0)
  })

  test('a message is sent, shows "Sending..." while pending, then the success toast and an empty form', async ({ page }) => {
    await page.goto('/contact')
    await fillContact(page)
    const release = await holdRequests(page, '**/api/contact')
    const responsePromise = page.waitForResponse('**/api/contact')
    await page.getByRole('button', { name: 'Send Message' }).click()

    const pending = page.getByRole('button', { name: 'Sending...' })
    await expect(pending).toBeVisible()
    await expect(pending).toBeDisabled()
    release()

    expect((await responsePromise).status()).toBe(201)
    const toast = toasts(page).filter({ hasText: 'Message Sent Successfully!' })
    await expect(toast).toBeVisible()
    await expect(toast).toContainText('Thank you for contacting us! We will get back to you soon.')
    await expect(page.getByLabel('Name')).toHaveValue('')
    await expect(page.getByLabel('Message')).toHaveValue('')
  })

  test('a failed message shows the failure toast', async ({ page }) => {
    await page.goto('/contact')
    await fillContact(page)
    await page.route('**/api/contact', (route) => route.fulfill({ status: 429, contentType: 'application/json', body: '{"message":"Too many requests."}' }))
    await page.getByRole('button', { name: 'Send Message' }).click()
    const toast = toasts(page).filter({ hasText: 'Message Failed to Send' })
    await expect(toast).toBeVisible()
    await expect(toast).toContainText('There was an error sending your message. Please try again.')
    await expect(page.getByLabel('Name')).toHaveValue('Lucía Romero')
  })
})

test.describe('search engines', () => {
  test('the home page has Open Graph data and the centre as a ChildCare JSON-LD record', async ({ page, baseURL }) => {
    await page.goto('/')
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', /\/media\/og-image\.jpg$/)
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', /Multicultural Child Care Centre/)
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`^${baseURL}/?$`))
    const record = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}')
    expect(record).toMatchObject({
      '@type': 'ChildCare',
      name: 'Multicultural Child Care Centre',
      telephone: '(919) 555-0100',
      address: { addressLocality: 'Raleigh', addressRegion: 'NC', postalCode: '27606' },
      openingHoursSpecification: [{ dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'], opens: '06:30', closes: '22:00' }],
    })
  })

  test('robots.txt and sitemap.xml list the public pages only', async ({ request, baseURL }) => {
    const robots = await (await request.get('/robots.txt')).text()
    expect(robots).toContain(`Sitemap: ${baseURL}/sitemap.xml`)
    expect(robots).toContain('Disallow: /cms')
    expect(robots).toContain('Disallow: /admin')
    const sitemap = await (await request.get('/sitemap.xml')).text()
    for (const path of ['/', '/services', '/staff', '/apply', '/contact']) expect(sitemap).toContain(`<loc>${baseURL}${path}</loc>`)
    expect(sitemap).not.toContain('/admin')
  })
})

test.describe('what a page loads', () => {
  /** The JavaScript a page fetched, by body: zod and radix's toast keep these names through minification. */
  function recordScripts(page: Page) {
    const bodies: Promise<string>[] = []
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') bodies.push(response.text().catch(() => ''))
    })
    return async (name: string) => (await Promise.all(bodies)).some((body) => body.includes(name))
  }
  const ZOD = '$ZodObject'
  const TOASTS = 'ToastViewport'

  /** Opens `path` and lets it settle: by then neither zod nor the toasts may have been fetched. */
  async function openWithoutZodOrToasts(page: Page, path: string) {
    const loaded = recordScripts(page)
    await page.goto(path)
    await page.waitForLoadState('networkidle')
    expect(await loaded(ZOD)).toBe(false)
    expect(await loaded(TOASTS)).toBe(false)
    return loaded
  }

  test('a form page loads zod and the toasts only once the visitor reaches the form, and validation still works', async ({ page }) => {
    const loaded = await openWithoutZodOrToasts(page, '/contact')
    await page.getByLabel('Name').focus()
    await expect.poll(() => loaded(ZOD)).toBe(true)
    await expect.poll(() => loaded(TOASTS)).toBe(true)
    await page.getByRole('button', { name: 'Send Message' }).click()
    await expect(page.getByText('Name is required')).toBeVisible()
  })

  /** The public forms' own state (src/components/site/usePublicForm.ts): a method name minification keeps. */
  const FORM = 'boxRefFor'

  test('a form page does not load its form’s code until the visitor reaches it; what was typed and chosen before it ran is sent, and a submit made before it ran is held, not lost', async ({ page }) => {
    const loaded = recordScripts(page)
    await page.goto('/apply')
    await page.waitForLoadState('networkidle')
    expect(await loaded(FORM)).toBe(false)

    // From here on, every script the page asks for waits: the visitor works in the server's form.
    const release = await holdRequests(page, '**/_next/static/chunks/**')
    let sent = 0
    page.on('request', (request) => request.url().includes('/api/applications') && sent++)
    await fillApplication(page)
    const responsePromise = page.waitForResponse('**/api/applications')
    await page.getByRole('button', { name: 'Submit Application' }).click()
    await expect(page).toHaveURL('/apply') // not the browser's own submit, which puts the answers in the address
    expect(sent).toBe(0)
    await expect(page.getByRole('checkbox', { name: 'Meal Program' })).toBeChecked()
    release()

    const response = await responsePromise
    expect(response.status()).toBe(201)
    expect(response.request().postDataJSON()).toMatchObject({
      parentFirstName: 'Amina',
      childAgeGroup: 'toddler',
      servicesNeeded: ['meals', 'after-school'],
      voucherInterested: true,
      questions: 'Do you offer French conversation?',
    })
    expect(await loaded(FORM)).toBe(true)
    await expect(toasts(page).filter({ hasText: 'Application Submitted Successfully!' })).toBeVisible()
    await expect(page.getByLabel('Your First Name')).toHaveValue('')
    await expect(page.getByRole('checkbox', { name: 'After School Care' })).not.toBeChecked()
    await expect(page).toHaveURL('/apply')
  })

  test('a submit held before the form’s code ran is sent once, its button disabled while it is pending', async ({ page }) => {
    await page.goto('/contact')
    await page.waitForLoadState('networkidle')
    const releaseCode = await holdRequests(page, '**/_next/static/chunks/**')
    let sent = 0
    page.on('request', (request) => request.url().includes('/api/contact') && request.method() === 'POST' && sent++)
    await fillContact(page)
    const releaseSend = await holdRequests(page, '**/api/contact')
    const responsePromise = page.waitForResponse('**/api/contact')
    // Held: the form's code has not run yet.
    await page.getByRole('button', { name: 'Send Message' }).click()
    releaseCode()

    // The form runs and sends the held submit at once: pending, and its button cannot send it again.
    const pending = page.getByRole('button', { name: 'Sending...' })
    await expect(pending).toBeVisible()
    await expect(pending).toBeDisabled()
    await pending.click({ force: true })
    releaseSend()
    expect((await responsePromise).status()).toBe(201)
    await expect(toasts(page).filter({ hasText: 'Message Sent Successfully!' })).toBeVisible()
    expect(sent).toBe(1)
  })

  test('while the form’s code arrives and runs, its submit button is never disabled: a click then is held or taken, never lost', async ({ page }) => {
    await page.addInitScript(() => {
      const seen: string[] = []
      Object.assign(window, { submitStates: seen })
      new MutationObserver((records) => {
        for (const record of records) if ((record.target as HTMLButtonElement).type === 'submit') seen.push((record.target as HTMLButtonElement).disabled ? 'disabled' : 'enabled')
      }).observe(document, { subtree: true, attributes: true, attributeFilter: ['disabled'] })
    })
    const loaded = recordScripts(page)
    await page.goto('/contact')
    await page.waitForLoadState('networkidle')
    // Reaching the form (a field focused) fetches its code and runs it: React then holds the form's nodes.
    const email = page.getByLabel('Email')
    await email.focus()
    await expect.poll(() => loaded(FORM)).toBe(true)
    await expect.poll(() => main(page).locator('form').evaluate((form) => Object.keys(form).some((key) => key.startsWith('__reactFiber')))).toBe(true)
    // The server drew the button disabled and the island enabled it; nothing disabled it again on the way,
    // so a click at any moment was held or taken (a click on a disabled button is lost). Then it sends.
    expect(await page.evaluate(() => (window as unknown as { submitStates: string[] }).submitStates)).toEqual(['enabled'])
    await page.getByRole('button', { name: 'Send Message' }).click()
    await expect(page.locator('[aria-invalid="true"]').first()).toBeVisible()
  })

  test('the form’s code takes over the server’s form where it stands (focus and typing kept, no mismatch reported), and the form then checks as they go', async ({ page }) => {
    const errors: string[] = []
    page.on('console', (message) => message.type() === 'error' && errors.push(message.text()))
    page.on('pageerror', (error) => errors.push(error.message))
    const loaded = recordScripts(page)
    await page.goto('/contact')
    await page.waitForLoadState('networkidle')
    const release = await holdRequests(page, '**/_next/static/chunks/**')
    const name = page.getByLabel('Name')
    await name.click()
    await page.keyboard.type('Lucía')
    release()
    await expect.poll(() => loaded(FORM)).toBe(true)
    await page.keyboard.type(' Romero')
    await expect(name).toBeFocused()
    await expect(name).toHaveValue('Lucía Romero')
    await page.getByRole('button', { name: 'Send Message' }).click()
    await expect(page.getByText('Please enter a valid email address')).toBeVisible()
    await expect(page.getByLabel('Email')).toBeFocused()
    await expect(name).toHaveValue('Lucía Romero')
    expect(errors).toEqual([]) // React reports a hydration that did not match the server's form here
  })

  test('when the form’s code cannot be fetched, a submit sends nothing, says so and keeps the answers; once it can, sending again works', async ({ page }) => {
    let sent = 0
    page.on('request', (request) => request.url().includes('/api/contact') && sent++)
    await page.goto('/contact')
    await page.waitForLoadState('networkidle')
    // A dropped connection: every script the page asks for from here on fails.
    await page.route('**/_next/static/chunks/**', (route) => route.abort('internetdisconnected'))
    await fillContact(page)
    await page.getByRole('button', { name: 'Send Message' }).click()
    const alert = page.getByRole('alert').filter({ hasText: 'The form could not be loaded, so nothing was sent.' })
    await expect(alert).toBeVisible()
    await expect(alert).toContainText('Check your connection and send it again: what you entered is kept.')
    expect(sent).toBe(0)
    await expect(page).toHaveURL('/contact')
    await expect(page.getByLabel('Name')).toHaveValue('Lucía Romero')

    await page.unroute('**/_next/static/chunks/**')
    const response = page.waitForResponse('**/api/contact')
    await page.getByRole('button', { name: 'Send Message' }).click()
    expect((await response).status()).toBe(201)
    await expect(alert).toHaveCount(0)
    await expect(toasts(page).filter({ hasText: 'Message Sent Successfully!' })).toBeVisible()
  })

  test('reached by a link from another page (no reload), the contact form is drawn at once and checks', async ({ page }) => {
    await page.goto('/')
    await page.evaluate(() => Object.assign(window, { samePage: true }))
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Contact', exact: true }).click()
    await expect(page).toHaveURL('/contact')
    await page.getByRole('button', { name: 'Send Message' }).click()
    await expect(page.getByText('Name is required')).toBeVisible()
    await expect(page.getByLabel('Name')).toBeFocused()
    expect(await page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage)).toBe(true)
  })

  test('reached by a link while the connection is down, the contact page says the form could not be loaded instead of breaking', async ({ page }) => {
    await page.goto('/')
    await page.waitForLoadState('networkidle')
    await page.route('**/_next/static/chunks/**', (route) => route.abort('internetdisconnected'))
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Contact', exact: true }).click()
    await expect(page).toHaveURL('/contact')
    await expect(page.getByRole('alert').filter({ hasText: 'The form could not be loaded. Check your connection and reload the page.' })).toBeVisible()
    await expect(page.getByRole('heading', { level: 2, name: 'Contact Information' })).toBeVisible()
  })

  test('the icons repeat no drawing attributes in the page: their class draws them (2px round strokes in the text’s colour, no fill; a ticked box 3px)', async ({ page, request }) => {
    const html = await (await request.get('/')).text()
    for (const attribute of ['stroke-linecap=', 'stroke-width=', 'strokeLinecap', 'strokeWidth']) expect(html, attribute).not.toContain(attribute)

    await page.goto('/contact')
    const phone = section(page, 'Contact Information').locator('svg.icon').nth(1)
    const drawn = (icon: Locator) =>
      icon.evaluate((svg) => {
        const style = getComputedStyle(svg)
        const { width, height } = svg.getBoundingClientRect()
        return { fill: style.fill, stroke: style.stroke, strokeWidth: style.strokeWidth, cap: style.strokeLinecap, join: style.strokeLinejoin, color: style.color, width, height }
      })
    const line = await drawn(phone)
    expect(line).toMatchObject({ fill: 'none', strokeWidth: '2px', cap: 'round', join: 'round', stroke: line.color })
    expect(line.width).toBeGreaterThan(0)
    expect(line.height).toBe(line.width)

    await page.goto('/apply')
    const box = page.getByRole('checkbox', { name: 'Meal Program' })
    await box.check()
    expect(await drawn(box.locator('xpath=following-sibling::*[local-name()="svg"]'))).toMatchObject({ fill: 'none', strokeWidth: '3px' })
  })

  test('the pages without a form load neither', async ({ page }) => {
    for (const path of ['/', '/services', '/staff']) await openWithoutZodOrToasts(page, path)
  })

  test('checking a form breaks no rule of the Content-Security-Policy (no eval probe)', async ({ page }) => {
    await page.addInitScript(() => {
      const seen: string[] = []
      Object.assign(window, { cspViolations: seen })
      document.addEventListener('securitypolicyviolation', (event) => seen.push(`${event.violatedDirective} ${event.blockedURI}`))
    })
    for (const [path, button] of [
      ['/apply', 'Submit Application'],
      ['/contact', 'Send Message'],
    ] as const) {
      await page.goto(path)
      await page.getByRole('button', { name: button }).click()
      await expect(page.locator('[aria-invalid="true"]').first()).toBeVisible()
      expect(await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations)).toEqual([])
    }
  })
})
