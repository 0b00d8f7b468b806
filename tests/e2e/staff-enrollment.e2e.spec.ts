import { expect, type Locator, type Page, test } from '@playwright/test'

import { ACCOUNTS, signIn } from './helpers/accounts'
import { expectNoAxeViolations } from './helpers/axe'
import { apiPost, openTab, unique } from './helpers/staff'

/**
 * /admin-dashboard, tab "Enrollment" (SPEC §12 "Enrollment pipeline"): an application from /apply is
 * moved with its card's buttons, Received → Tour scheduled → Place offered → Enrolled, the last one
 * after a confirmation that creates the family account and the child; each card offers only the moves
 * its status allows, and its "History" lists every dated change.
 *
 * Each test sends its own application (as the public does, with a unique email and child name), so it
 * does not depend on the seed's applications or on what another run did to them.
 */

/** "Nov 25, 2026, 3:20 PM" (en-US medium date, short time; ICU may put a narrow space before PM). */
const DATED = String.raw`[A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d{2}\s[AP]M`
const ADMIN_NAME = 'Centre Director'

type Application = { childName: string; parentName: string; email: string }

/** Sends an application through POST /api/applications without a session, as a visitor's /apply form does. */
async function applyAsThePublic(page: Page, stamp = unique('')): Promise<Application> {
  const childLastName = `Pipeline${stamp}`
  const email = `enroll.${stamp}@example.com`
  const sent = await apiPost(page, '/api/applications', {
    parentFirstName: 'Lena',
    parentLastName: childLastName,
    email,
    phone: '(919) 555-0142',
    address: '8 Maple Lane, Raleigh, NC',
    childFirstName: 'Noa',
    childLastName,
    childDateOfBirth: '2023-06-14',
    childAgeGroup: 'toddler',
    desiredStartDate: '2026-09-01',
    schedulePreference: 'first-shift',
    specialNeeds: 'Allergic to peanuts.',
  })
  expect(sent.status(), await sent.text()).toBe(201)
  return { childName: `Noa ${childLastName}`, parentName: `Lena ${childLastName}`, email }
}

async function openEnrollment(page: Page, signedIn = false) {
  if (!signedIn) await signIn(page, ACCOUNTS.admin)
  await page.goto('/admin-dashboard')
  const panel = await openTab(page, 'Enrollment')
  await expect(panel.getByText(/^Loading/)).toHaveCount(0)
  return panel
}

/** A board column: the region headed "Received (12)". */
const column = (panel: Locator, label: string) => panel.getByRole('region', { name: new RegExp(`^${label} \\(\\d+\\)$`) })
/** The application's card (its history's rows never carry the child's name). */
const cardIn = (scope: Locator, childName: string) => scope.getByRole('listitem').filter({ hasText: childName })
/** The card's move buttons, in the group named after the child. */
const moves = (scope: Locator, childName: string) => scope.getByRole('group', { name: `Move the application for ${childName}` }).getByRole('button')

/** Expects the card in `label`'s column only, among the four main columns. */
async function expectInColumn(panel: Locator, childName: string, label: string) {
  for (const other of ['Received', 'Tour scheduled', 'Place offered', 'Enrolled']) {
    await expect(cardIn(column(panel, other), childName)).toHaveCount(other === label ? 1 : 0)
  }
}

test.describe('/admin-dashboard enrollment pipeline', () => {
  test('a new application offers only its allowed moves: no Enroll before a place is offered', async ({ page }) => {
    const application = await applyAsThePublic(page)
    const panel = await openEnrollment(page)
    await expectInColumn(panel, application.childName, 'Received')
    const card = cardIn(column(panel, 'Received'), application.childName)
    await expect(card).toContainText(application.parentName)
    await expect(card).toContainText('Toddler')
    await expect(moves(card, application.childName)).toHaveText(['Schedule tour', 'Offer a place', 'Waitlist', 'Decline'])
    await expect(card.getByRole('button', { name: 'Enroll' })).toHaveCount(0)
    await expect(card.getByRole('button', { name: 'Reopen' })).toHaveCount(0)
  })

  test('an admin takes an application from Received to Enrolled with the card’s buttons; History lists each dated change', async ({ page }) => {
    const { childName, email } = await applyAsThePublic(page)
    const panel = await openEnrollment(page)
    // The tab's outcome line (a card's own "Saving..." is a status too, while its move is saved).
    const status = panel.getByRole('status').filter({ hasNotText: /^(Saving|Loading)/ })

    await cardIn(column(panel, 'Received'), childName).getByRole('button', { name: 'Schedule tour' }).click()
    await expect(status).toHaveText('Moved to Tour scheduled.')
    await expectInColumn(panel, childName, 'Tour scheduled')
    let card = cardIn(column(panel, 'Tour scheduled'), childName)
    await expect(moves(card, childName)).toHaveText(['Offer a place', 'Waitlist', 'Decline'])
    // The keyboard focus follows the card to its new column (its name), never falls back to the page.
    await expect(card.getByText(childName, { exact: true })).toBeFocused()

    await card.getByRole('button', { name: 'Offer a place' }).click()
    await expect(status).toHaveText('Moved to Place offered.')
    await expectInColumn(panel, childName, 'Place offered')
    card = cardIn(column(panel, 'Place offered'), childName)
    await expect(moves(card, childName)).toHaveText(['Enroll', 'Waitlist', 'Decline'])

    // "Enroll" asks first; cancelling changes nothing.
    await card.getByRole('button', { name: 'Enroll' }).click()
    let dialog = page.getByRole('dialog', { name: `Enroll ${childName}?` })
    await expect(dialog).toContainText(email)
    await dialog.getByRole('button', { name: 'Cancel' }).click()
    await expect(dialog).toBeHidden()
    await expectInColumn(panel, childName, 'Place offered')

    await card.getByRole('button', { name: 'Enroll' }).click()
    dialog = page.getByRole('dialog', { name: `Enroll ${childName}?` })
    await expect(dialog).toBeVisible()
    await expectNoAxeViolations(page)
    await dialog.getByRole('button', { name: 'Enroll' }).click()
    await expect(dialog).toBeHidden()
    // A new family account, with its invitation, or (no mail on this server) with a note to set the password in /cms.
    const escaped = email.replace(/[.+]/g, '\\$&')
    await expect(status).toHaveText(
      new RegExp(
        String.raw`^Family account created \((invitation sent to ${escaped}|no invitation: email is not set up on this server, so set the family's password in /cms)\)\. ${childName} is enrolled\.$`,
      ),
    )
    await expectInColumn(panel, childName, 'Enrolled')
    card = cardIn(column(panel, 'Enrolled'), childName)
    // Enrolled is final: no move is offered.
    await expect(card.getByRole('button')).toHaveCount(0)

    await card.getByText('History (4)', { exact: true }).click()
    await expect(card.getByRole('listitem')).toHaveText([
      new RegExp(`^Received · ${DATED} · from the website$`),
      new RegExp(`^Received → Tour scheduled · ${DATED} · ${ADMIN_NAME}$`),
      new RegExp(`^Tour scheduled → Place offered · ${DATED} · ${ADMIN_NAME}$`),
      new RegExp(`^Place offered → Enrolled · ${DATED} · ${ADMIN_NAME}$`),
    ])

    // Saved: a fresh load shows the card in Enrolled with the same history.
    await page.reload()
    const reloaded = await openTab(page, 'Enrollment')
    await expectInColumn(reloaded, childName, 'Enrolled')
    await expect(cardIn(column(reloaded, 'Enrolled'), childName).getByText('History (4)', { exact: true })).toBeVisible()
  })

  test('Enroll with the email of an existing parent account adds the child to that family', async ({ page }) => {
    const stamp = unique('')
    const { childName, email } = await applyAsThePublic(page, stamp)
    const parent = { username: `enroll.parent.${stamp}`, password: 'family-pass-1' }
    await signIn(page, ACCOUNTS.admin)
    const created = await apiPost(page, '/api/admin/users', { ...parent, firstName: 'Lena', lastName: `Pipeline${stamp}`, email, role: 'parent' })
    expect(created.status(), await created.text()).toBe(201)

    const panel = await openEnrollment(page, true)
    const status = panel.getByRole('status').filter({ hasNotText: /^(Saving|Loading)/ })
    // Received → Place offered is an allowed move: no tour needed.
    await cardIn(column(panel, 'Received'), childName).getByRole('button', { name: 'Offer a place' }).click()
    await expect(status).toHaveText('Moved to Place offered.')
    await expectInColumn(panel, childName, 'Place offered')
    await cardIn(column(panel, 'Place offered'), childName).getByRole('button', { name: 'Enroll' }).click()
    await page.getByRole('dialog', { name: `Enroll ${childName}?` }).getByRole('button', { name: 'Enroll' }).click()
    await expect(status).toHaveText(`${childName} is enrolled in the existing family account of ${email}.`)
    await expectInColumn(panel, childName, 'Enrolled')

    // The family sees the child on its own dashboard.
    await page.context().clearCookies()
    await signIn(page, parent)
    await page.goto('/parent-dashboard')
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome, Lena' })).toBeVisible()
    await expect(page.getByRole('region', { name: childName })).toBeVisible()
  })

  test('an application sent from /apply in the same tab is on the board when the admin comes back to it, without a reload', async ({ page }) => {
    const panel = await openEnrollment(page)
    await expect(column(panel, 'Received')).toBeVisible()
    // A mark on the page's window: still there at the end, so the board's cache was never reloaded.
    await page.evaluate(() => Object.assign(window, { sameTabMark: true }))

    // A navigation within the tab, as a link there would make (the dashboard has none to the site; the
    // browser's back and forward buttons are the other way): Next's own router, which the page exposes.
    await page.evaluate(() => (window as unknown as { next: { router: { push: (href: string) => void } } }).next.router.push('/apply'))
    await expect(page).toHaveURL(/\/apply$/)
    const stamp = unique('')
    const form = page.locator('main')
    await form.getByLabel('Your First Name').fill('Rosa')
    await form.getByLabel('Your Last Name').fill(`SameTab${stamp}`)
    await form.getByLabel('Email Address').fill(`same.tab.${stamp}@example.com`)
    await form.getByLabel('Phone Number').fill('(919) 555-0177')
    await form.getByLabel('Home Address').fill('3 Elm Street, Durham, NC 27701')
    await form.getByLabel('Child’s First Name').fill('Iker')
    await form.getByLabel('Child’s Last Name').fill(`SameTab${stamp}`)
    await form.getByLabel('Date of Birth').fill('2023-05-02')
    await form.getByLabel('Age Group').selectOption({ label: 'Toddler (1-3 years)' })
    await form.getByLabel('Desired Start Date').fill('2027-03-01')
    await form.getByLabel('Schedule Preference').selectOption({ label: 'First Shift (6:30 AM-6:00 PM)' })
    await form.getByRole('button', { name: 'Submit Application' }).click()
    await expect(page.locator('[data-slot="toast"]').filter({ hasText: 'Application Submitted Successfully!' })).toBeVisible()

    await page.goBack()
    await expect(page).toHaveURL(/\/admin-dashboard$/)
    const board = await openTab(page, 'Enrollment')
    await expectInColumn(board, `Iker SameTab${stamp}`, 'Received')
    expect(await page.evaluate(() => (window as unknown as { sameTabMark?: boolean }).sameTabMark)).toBe(true)
  })
})
