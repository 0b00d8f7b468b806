import { type APIRequestContext, type Locator, type Page, expect, test } from '@playwright/test'
import pg from 'pg'
import sharp from 'sharp'

import { ACCOUNTS, signIn } from './helpers/accounts'
import { expectNoAxeViolations } from './helpers/axe'
import { apiPost, siteOrigin, toasts } from './helpers/staff'

/**
 * The centre's day in Chromium: a teacher's attendance screen and ratio board, a parent's
 * pickups, times and incident reports. Each test adds its own family and child to the teacher's room
 * (through /api/cms as the admin), so runs do not depend on one another or change the demo families.
 */

const ROOM = 'Rainbow Room'

async function adminRequest(page: Page): Promise<APIRequestContext> {
  const context = await page.context().browser()!.newContext({ baseURL: siteOrigin() })
  const response = await context.request.post('/api/login', { data: ACCOUNTS.admin, headers: { Origin: siteOrigin() } })
  expect(response.status()).toBe(200)
  return context.request
}

/**
 * A new family (its own parent account, so the demo families stay as the other specs expect them) with
 * one child in the Rainbow Room and, unless `withPickup` is false, one authorized pickup.
 */
async function newChildInRoom(page: Page, { withPickup = true } = {}) {
  const admin = await adminRequest(page)
  const headers = { Origin: siteOrigin() }
  const rooms = await (await admin.get(`/api/cms/classrooms?where[name][equals]=${encodeURIComponent(ROOM)}&depth=0`, { headers })).json()
  const tag = Date.now().toString(36)
  const parent = { username: `e2e.family.${tag}`, password: 'family-e2e-123' }
  const account = await admin.post('/api/cms/users', { headers, data: { ...parent, firstName: 'Rosa', lastName: `Family ${tag}`, role: 'parent' } })
  expect(account.status(), await account.text()).toBe(201)
  const firstName = `Kit${tag}`
  const created = await admin.post('/api/cms/children', {
    headers,
    data: { firstName, lastName: 'Test', dateOfBirth: '2022-06-01', enrollmentDate: '2026-01-05', parent: (await account.json()).doc.id, classroom: rooms.docs[0].id },
  })
  expect(created.status(), await created.text()).toBe(201)
  const child = (await created.json()).doc as { id: string }
  if (withPickup) {
    const pickup = await admin.post('/api/cms/authorized-pickups', { headers, data: { child: child.id, name: `Abuela ${firstName}`, relation: 'Grandmother', phone: '(919) 555-0177' } })
    expect(pickup.status(), await pickup.text()).toBe(201)
  }
  return { id: child.id, firstName, pickupName: `Abuela ${firstName}`, parent }
}

const roomCard = (page: Page) => page.getByRole('listitem', { name: ROOM })

test('a teacher signs in to the attendance screen of their room, which has no axe violations', async ({ page }) => {
  await page.goto('/login')
  // The button is enabled once React runs the form (typing before that would be reset).
  await expect(page.getByRole('button', { name: 'Sign In' })).toBeEnabled()
  await page.getByLabel('Username').fill(ACCOUNTS.ana.username)
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(ACCOUNTS.ana.password)
  await page.getByRole('button', { name: 'Sign In' }).click()
  await expect(page).toHaveURL(/\/staff\/attendance$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Attendance' })).toBeVisible()
  await expect(page.getByLabel('Classroom')).toHaveValue(/.+/)
  await expect(page.getByRole('list', { name: `Children of ${ROOM}` })).toBeVisible()
  await expectNoAxeViolations(page)
})

test('a check-in on the attendance screen changes the ratio board open on another page, without a reload', async ({ page }) => {
  const child = await newChildInRoom(page)
  await signIn(page, ACCOUNTS.ana)
  const board = await page.context().newPage()
  await board.goto('/staff/ratios')
  await expect(board.getByRole('status').filter({ hasText: 'Live' })).toBeVisible()
  const before = Number(await roomCard(board).getByTestId('children-present').textContent())
  await expectNoAxeViolations(board)

  await page.goto('/staff/attendance')
  const card = page.getByRole('listitem', { name: `${child.firstName} Test` })
  await card.getByRole('button', { name: `Check in ${child.firstName}` }).click()
  await expect(toasts(page).filter({ hasText: `${child.firstName} checked in` })).toBeVisible()
  const checkedInAt = Date.now()
  await expect(roomCard(board).getByTestId('children-present')).toHaveText(String(before + 1), { timeout: 2_000 })
  expect(Date.now() - checkedInAt).toBeLessThan(2_000)
  await expect(card).toHaveAttribute('data-status', 'present')
})

test('the board shows a room where no one present holds current CPR and first aid, in words, and clears it live when their cards are recorded', async ({ page }) => {
  // A room and a teacher of their own (no card yet), so the demo's rooms and teachers stay as the other specs expect them.
  const admin = await adminRequest(page)
  const headers = { Origin: siteOrigin() }
  const tag = Date.now().toString(36)
  const roomName = `CPR Room ${tag}`
  const room = await admin.post('/api/cms/classrooms', { headers, data: { name: roomName, ageFromMonths: 60, ageToMonths: 156, capacity: 10 } })
  expect(room.status(), await room.text()).toBe(201)
  const teacher = { username: `e2e.teacher.${tag}`, password: 'teacher-e2e-123' }
  const account = await admin.post('/api/cms/users', { headers, data: { ...teacher, firstName: 'Robin', lastName: `Teacher ${tag}`, role: 'teacher', classrooms: [(await room.json()).doc.id] } })
  expect(account.status(), await account.text()).toBe(201)
  await signIn(page, teacher)
  expect((await apiPost(page, '/api/attendance/staff/check-in', { classroomId: (await room.json()).doc.id })).status()).toBe(201)
  try {
    await page.goto('/staff/ratios')
    await expect(page.getByRole('status').filter({ hasText: 'Live' })).toBeVisible()
    const card = page.getByRole('listitem', { name: roomName })
    await expect(card).toHaveAttribute('data-missing-cpr-first-aid', 'true')
    await expect(card.getByTestId('missing-cpr-first-aid')).toHaveText('No one present holds current CPR and first aid')
    await expect(page.getByRole('alert').filter({ hasText: 'No one present holds current CPR and first aid in:' })).toContainText(roomName)
    await expectNoAxeViolations(page)

    const today = centreDay(new Date())
    // Two years on, as a calendar day: 29 February 2028 gives 1 March 2030 (no 29 February that year).
    const [year, month, day] = today.split('-').map(Number) as [number, number, number]
    const inTwoYears = new Date(Date.UTC(year + 2, month - 1, day)).toISOString().slice(0, 10)
    for (const kind of ['cpr', 'first-aid']) {
      const card = await admin.post('/api/admin/credentials', { headers, data: { staffId: (await account.json()).doc.id, kind, issuedOn: today, expiresOn: inTwoYears } })
      expect(card.status(), await card.text()).toBe(201)
    }
    const recordedAt = Date.now()
    await expect(card.getByTestId('missing-cpr-first-aid')).toHaveCount(0, { timeout: 2_000 })
    expect(Date.now() - recordedAt).toBeLessThan(2_000)
    await expect(card).toHaveAttribute('data-missing-cpr-first-aid', 'false')
    await expect(page.getByRole('alert').filter({ hasText: 'No one present holds current CPR and first aid in:' })).toHaveCount(0)
  } finally {
    await apiPost(page, '/api/attendance/staff/check-out', {})
  }
})

test('check-out asks who collects the child, from the child’s list; a teacher cannot choose anyone else', async ({ page }) => {
  const child = await newChildInRoom(page)
  await signIn(page, ACCOUNTS.ana)
  await page.goto('/staff/attendance')
  const card = page.getByRole('listitem', { name: `${child.firstName} Test` })
  await card.getByRole('button', { name: `Check in ${child.firstName}` }).click()
  await card.getByRole('button', { name: `Check out ${child.firstName}` }).click()
  const dialog = page.getByRole('dialog', { name: `Check out ${child.firstName}` })
  await expect(dialog.getByText('Only an admin may override, with a reason.')).toBeVisible()
  await expect(dialog.getByRole('radio', { name: /admin override/ })).toHaveCount(0)
  await dialog.getByRole('button', { name: 'Check out' }).click()
  await expect(dialog.getByRole('alert')).toHaveText('Choose who is collecting the child')
  await expectNoAxeViolations(page)
  await dialog.getByRole('radio', { name: new RegExp(child.pickupName) }).check()
  await dialog.getByRole('button', { name: 'Check out' }).click()
  await expect(dialog).toBeHidden()
  await expect(card).toHaveAttribute('data-status', 'gone-home')
  await expect(card).toContainText(`with ${child.pickupName}`)
})

test('a parent is turned away from the staff screens to /login', async ({ page }) => {
  await signIn(page, ACCOUNTS.maria)
  await page.goto('/staff/ratios')
  await expect(page).toHaveURL(/\/login\?next=%2Fstaff%2Fratios/)
})

/** A second browser signed in as the Rainbow Room's teacher. */
async function teacherPage(page: Page) {
  const context = await page.context().browser()!.newContext({ baseURL: siteOrigin() })
  const teacher = await context.newPage()
  await signIn(teacher, ACCOUNTS.ana)
  return teacher
}

test('a parent adds a pickup person in the portal, the teacher checks the child out to that person, the parent sees the time', async ({ page }) => {
  const child = await newChildInRoom(page, { withPickup: false })
  await signIn(page, child.parent)
  await page.goto('/parent-dashboard')
  const day = page.getByRole('article', { name: `${child.firstName} Test` })
  await expect(day.getByText(`No one yet. The centre releases ${child.firstName} only to people you list here.`)).toBeVisible()
  const form = day.getByRole('form', { name: `Add a person who may collect ${child.firstName}` })
  await form.getByRole('button', { name: 'Add person' }).click()
  await expect(form.getByRole('alert')).toHaveText('Name is required')
  const person = `Tío Marco ${child.firstName}`
  await form.getByLabel('Full name').fill(person)
  await form.getByLabel('Relationship').fill('Uncle')
  await form.getByLabel('Phone').fill('(919) 555-0166')
  await form.getByRole('button', { name: 'Add person' }).click()
  await expect(day.getByRole('list', { name: `People who may collect ${child.firstName}` })).toContainText(person)
  await expect(day.getByTestId('today-status')).toHaveText('Not checked in today.')
  await expectNoAxeViolations(page)

  const teacher = await teacherPage(page)
  await teacher.goto('/staff/attendance')
  const card = teacher.getByRole('listitem', { name: `${child.firstName} Test` })
  await card.getByRole('button', { name: `Check in ${child.firstName}` }).click()
  await card.getByRole('button', { name: `Check out ${child.firstName}` }).click()
  const dialog = teacher.getByRole('dialog', { name: `Check out ${child.firstName}` })
  await dialog.getByRole('radio', { name: new RegExp(person) }).check()
  await dialog.getByRole('button', { name: 'Check out' }).click()
  await expect(card).toHaveAttribute('data-status', 'gone-home')

  await page.reload()
  await expect(day.getByTestId('today-status')).toHaveText(new RegExp(`^Checked in at .+, checked out at .+ with ${person}\\.$`))
  await teacher.context().close()
})

/** Whether an <img> has loaded its file (the session's cookie decides whether it is served). */
const loaded = (image: Locator) => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth > 0)

test('a parent adds a photo of a pickup person in the portal, and the teacher sees it beside the name at check-out', async ({ page }) => {
  const child = await newChildInRoom(page)
  const person = child.pickupName
  await signIn(page, child.parent)
  await page.goto('/parent-dashboard')
  const day = page.getByRole('article', { name: `${child.firstName} Test` })
  const row = day.getByRole('list', { name: `People who may collect ${child.firstName}` }).getByRole('listitem').filter({ hasText: person })
  await expect(row.getByRole('img', { name: `No photo of ${person}` })).toBeVisible()
  // Not a photo: refused in the page, before anything is sent.
  await row.getByLabel(`Add photo of ${person}`).setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not a photo') })
  await expect(row.getByRole('alert')).toHaveText('The photo must be a JPEG, PNG or WebP image.')
  const face = await sharp({ create: { width: 120, height: 120, channels: 3, background: '#e9c46a' } }).png().toBuffer()
  await row.getByLabel(`Add photo of ${person}`).setInputFiles({ name: 'abuela.png', mimeType: 'image/png', buffer: face })
  await expect(toasts(page).filter({ hasText: `Photo of ${person} saved` })).toBeVisible()
  const photo = row.getByRole('img', { name: `Photo of ${person}` })
  await expect(photo).toBeVisible()
  await expect.poll(() => loaded(photo)).toBe(true)
  await expect(row.getByRole('alert')).toHaveCount(0)
  await expect(row.getByLabel(`Change photo of ${person}`)).toBeAttached()
  await expectNoAxeViolations(page)

  const teacher = await teacherPage(page)
  await teacher.goto('/staff/attendance')
  const card = teacher.getByRole('listitem', { name: `${child.firstName} Test` })
  await card.getByRole('button', { name: `Check in ${child.firstName}` }).click()
  await card.getByRole('button', { name: `Check out ${child.firstName}` }).click()
  const dialog = teacher.getByRole('dialog', { name: `Check out ${child.firstName}` })
  const seen = dialog.getByRole('img', { name: `Photo of ${person}` })
  await expect(seen).toBeVisible()
  await expect.poll(() => loaded(seen)).toBe(true)
  expect((await seen.boundingBox())!.width).toBeGreaterThanOrEqual(64)
  await expectNoAxeViolations(teacher)
  await dialog.getByRole('radio', { name: new RegExp(person) }).check()
  await dialog.getByRole('button', { name: 'Check out' }).click()
  await expect(card).toHaveAttribute('data-status', 'gone-home')

  // The parent removes the photo: initials again, in the portal and in the next check-out.
  await row.getByRole('button', { name: `Remove photo of ${person}` }).click()
  await expect(row.getByRole('img', { name: `No photo of ${person}` })).toBeVisible()
  await card.getByRole('button', { name: `Check in ${child.firstName}` }).click()
  await card.getByRole('button', { name: `Check out ${child.firstName}` }).click()
  await expect(dialog.getByRole('img', { name: `No photo of ${person}` })).toBeVisible()
  await teacher.context().close()
})

test('a teacher files an incident report, the parent acknowledges it with a typed signature, and the report is then locked', async ({ page }) => {
  const child = await newChildInRoom(page)
  const teacher = await teacherPage(page)
  await teacher.goto('/staff/attendance')
  await teacher.getByRole('button', { name: `Report an incident for ${child.firstName}` }).click()
  const form = teacher.getByRole('dialog', { name: `Incident report: ${child.firstName}` })
  await form.getByRole('button', { name: 'File the report' }).click()
  await expect(form.getByText('Where it happened is required')).toBeVisible()
  await expect(form.getByText('Describe what happened')).toBeVisible()
  await expect(form.getByText('Sign the report with your full name')).toBeVisible()
  await expectNoAxeViolations(teacher)
  await form.getByLabel('Where').fill('Playground')
  await form.getByLabel('What happened').fill(`${child.firstName} bumped a knee on the slide.`)
  await form.getByLabel('First aid given').fill('Ice pack')
  await form.getByLabel('Who saw it').fill('Ana Lopez')
  await form.getByLabel('Your signature (full name)').fill('Ana Lopez')
  await form.getByRole('button', { name: 'File the report' }).click()
  await expect(form).toBeHidden()
  await expect(toasts(teacher).filter({ hasText: 'Incident report filed' })).toBeVisible()
  const listed = await teacher.request.get(`/api/incidents?childId=${child.id}`, { headers: { Origin: siteOrigin() } })
  const [report] = (await listed.json()) as { id: string; staffSignature: string }[]
  expect(report).toMatchObject({ staffSignature: 'Ana Lopez' })

  await signIn(page, child.parent)
  await page.goto('/parent-dashboard')
  const day = page.getByRole('article', { name: `${child.firstName} Test` })
  const incident = day.getByRole('group', { name: /^Incident on / })
  await expect(incident).toContainText(`${child.firstName} bumped a knee on the slide.`)
  await incident.getByRole('button', { name: 'Acknowledge' }).click()
  await expect(incident.getByRole('alert')).toHaveText('Type your full name to acknowledge the report')
  await expectNoAxeViolations(page)
  await incident.getByLabel('Type your full name to acknowledge this report').fill('Rosa Family')
  await incident.getByRole('button', { name: 'Acknowledge' }).click()
  await expect(incident).toContainText('Acknowledged by Rosa Family on')
  await expect(incident).toHaveAttribute('data-locked', 'true')

  // Locked: the teacher's change is refused and nothing changes; an addendum is appended.
  const changed = await teacher.request.patch(`/api/cms/incidents/${report.id}`, { headers: { Origin: siteOrigin() }, data: { description: 'Rewritten' } })
  expect(changed.status()).toBe(409)
  const addendum = await teacher.request.post(`/api/incidents/${report.id}/addenda`, { headers: { Origin: siteOrigin() }, data: { text: 'No swelling at pick-up.' } })
  expect(addendum.status()).toBe(201)

  await page.goto(`/incidents/${report.id}`)
  await expect(page.getByRole('heading', { level: 1, name: 'Incident Report' })).toBeVisible()
  await expect(page.getByText('Rosa Family', { exact: true })).toBeVisible()
  await expect(page.getByText('Ana Lopez', { exact: true }).first()).toBeVisible()
  await expect(page.getByText(`${child.firstName} bumped a knee on the slide.`)).toBeVisible()
  await expect(page.getByText('No swelling at pick-up.')).toBeVisible()
  await expectNoAxeViolations(page)
  await teacher.context().close()
})

const DAY_MS = 24 * 60 * 60 * 1000
/** `YYYY-MM-DD` of an instant in the centre's time zone (the server's CENTRE_TIME_ZONE default). */
const centreDay = (at: Date) => new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York', year: 'numeric', month: '2-digit', day: '2-digit' }).format(at)
/** `YYYY-MM-DDTHH:MM` of an instant in this machine's zone, as a datetime-local input takes it (the browser runs here too). */
const localInput = (at: Date) => new Date(at.getTime() - at.getTimezoneOffset() * 60_000).toISOString().slice(0, 16)

/**
 * The child was checked in yesterday and never checked out. No request can backdate a stay, so it is
 * written as the seed writes past days: straight into the e2e database.
 */
async function leftOpenYesterday(childId: string): Promise<Date> {
  const checkedInAt = new Date(Date.now() - DAY_MS)
  const db = new pg.Client({ connectionString: process.env.E2E_DATABASE_URL })
  await db.connect()
  try {
    await db.query(
      `insert into attendance (child_id, family_id, classroom_id, date, child_birth_date, checked_in_at)
       select id, parent_id, classroom_id, $2, date_of_birth, $3 from children where id = $1`,
      [childId, centreDay(checkedInAt), checkedInAt.toISOString()],
    )
  } finally {
    await db.end()
  }
  return checkedInAt
}

test('a check-out forgotten overnight shows on the roster and the board; an admin records when the child left, with a reason, and the child is checked in again', async ({ page }) => {
  expect(process.env.E2E_DATABASE_URL, 'E2E_DATABASE_URL (npm test sets it)').toBeTruthy()
  const child = await newChildInRoom(page)
  const checkedInAt = await leftOpenYesterday(child.id)

  // The room's teacher: neither "not arrived" nor present, and no check-in; the board counts it apart.
  const teacher = await teacherPage(page)
  await teacher.goto('/staff/attendance')
  const teacherCard = teacher.getByRole('listitem', { name: `${child.firstName} Test` })
  await expect(teacherCard).toHaveAttribute('data-status', 'forgotten-checkout')
  await expect(teacherCard).toContainText('Not checked out since')
  await expect(teacherCard).toContainText(`An admin records when ${child.firstName} left`)
  await expect(teacherCard.getByRole('button', { name: `Check in ${child.firstName}` })).toHaveCount(0)
  await teacher.goto('/staff/ratios')
  await expect(roomCard(teacher).getByTestId('forgotten-check-outs')).toContainText('forgotten on an earlier day (not counted)')

  // The admin closes it from the roster, by keyboard: a time and a reason, refused until both are right.
  await signIn(page, ACCOUNTS.admin)
  await page.goto('/staff/attendance')
  await page.getByLabel('Classroom').selectOption({ label: ROOM })
  const card = page.getByRole('listitem', { name: `${child.firstName} Test` })
  await expect(card).toHaveAttribute('data-status', 'forgotten-checkout')
  await card.getByRole('button', { name: `Record when ${child.firstName} left` }).focus()
  await page.keyboard.press('Enter')
  const dialog = page.getByRole('dialog', { name: `Close ${child.firstName}’s forgotten check-out` })
  await expect(dialog).toBeVisible()
  await dialog.getByRole('button', { name: 'Close the stay' }).click()
  // Each field's message is its accessible description: a screen reader reads it with the field.
  await expect(dialog.getByLabel(`When ${child.firstName} left`)).toHaveAccessibleDescription('Enter the date and time the child left')
  await expect(dialog.getByLabel(`When ${child.firstName} left`)).toHaveAttribute('aria-invalid', 'true')
  await expectNoAxeViolations(page)

  const leftAt = new Date(checkedInAt.getTime() + 8 * 60 * 60 * 1000)
  await dialog.getByLabel(`When ${child.firstName} left`).fill(localInput(leftAt))
  await dialog.getByLabel('Reason (at least 10 characters)').fill('Short')
  await dialog.getByRole('button', { name: 'Close the stay' }).click()
  await expect(dialog.getByLabel('Reason (at least 10 characters)')).toHaveAccessibleDescription('Give a reason (at least 10 characters)')
  await expect(dialog.getByLabel(`When ${child.firstName} left`)).not.toHaveAttribute('aria-invalid', 'true')
  const reason = 'Her father collected her at 5; the tablet was offline.'
  await dialog.getByLabel('Reason (at least 10 characters)').fill(reason)
  await dialog.getByRole('button', { name: 'Close the stay' }).click()
  await expect(dialog).toBeHidden()
  await expect(toasts(page).filter({ hasText: `${child.firstName}’s stay is closed` })).toBeVisible()
  await expect(card).toHaveAttribute('data-status', 'not-arrived')

  // The reason is kept on the stay; today the child is checked in as usual.
  const db = new pg.Client({ connectionString: process.env.E2E_DATABASE_URL })
  await db.connect()
  try {
    const { rows } = await db.query('select forgotten_reason, checked_out_at from attendance where child_id = $1', [child.id])
    expect(rows).toEqual([{ forgotten_reason: reason, checked_out_at: expect.any(Date) }])
    expect(Math.abs((rows[0].checked_out_at as Date).getTime() - leftAt.getTime())).toBeLessThan(60_000)
  } finally {
    await db.end()
  }
  await card.getByRole('button', { name: `Check in ${child.firstName}` }).click()
  await expect(card).toHaveAttribute('data-status', 'present')
})
