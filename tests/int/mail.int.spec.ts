/**
 * Mail against a real SMTP server: smtp-server from npm, started here on a free port, asking
 * for the user and password of SMTP_URL. The app is configured with SMTP_URL, EMAIL_FROM and
 * CENTRE_NOTIFY_EMAIL before its Payload config is first imported (the config is built once per process;
 * each test file runs in a process of its own). The tests run the job queue themselves, as the server's
 * minute runner or `npm run worker` would (PAYLOAD_DISABLE_JOBS is set for the test process).
 *
 * - "forgot your password": the same answer for a known and an unknown name; the mail reaches the
 *   account's address from EMAIL_FROM, in HTML and plain text, with a working link to this site; the link
 *   sets the password, signs in and ends every other session; used twice or expired it is refused;
 * - the CMS's own forgot-password sends the same mail;
 * - invitations: a parent created without a password gets a seven-day "set your password" link; resend
 *   makes the old link stop working;
 * - notices through the queue: a new application or contact message to the centre's address (the site
 *   setting, else CENTRE_NOTIFY_EMAIL), a new status to the applicant unless their account turned it off;
 * - the mail server down: the job is tried again later and the mail arrives once.
 */
import { _internal_jobSystemGlobals, _internal_resetJobSystemGlobals, type Payload, type TypedUser } from 'payload'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'

import type { MailServer, ReceivedMail } from '../../scripts/lib/mailServer'
import { CLIENT_ADDRESS_HEADER } from '@/lib/clientAddress'
import { seedPasswords } from '@/seed/demoData'
import { validApplication } from './helpers/fixtures'
import { awaitRoomInThisMinute } from './helpers/http'
import { FROM, NOTIFY, resetLinkIn as linkIn, startMailSuite, tokenOf, unique } from './helpers/mailSuite'

const passwords = seedPasswords()

let mail: MailServer
// Imported once SMTP_URL is set (./helpers/mailSuite.ts): the app's config reads it on first import.
let helpers: {
  api: typeof import('./helpers/api')
  rest: typeof import('./helpers/rest')
  payload: typeof import('./helpers/payload')
  jobs: typeof import('@/jobs')
  links: typeof import('@/features/accounts/passwordLinks')
  forgot: typeof import('@/features/accounts/forgotPassword')
  accounts: typeof import('@/features/accounts/service')
  serverURL: string
}
let payload: Payload
let admin: TypedUser
let adminCookie: string
let deliver: () => Promise<void>

const resetLinkIn = (received: ReceivedMail) => linkIn(received)!

async function newParent(options: { password?: string; email?: string | null } = {}) {
  const name = `mail.parent.${unique()}`
  const email = options.email === null ? '' : (options.email ?? `${name}@families.test`)
  const result = await helpers.api.api<{ user: { id: string; invitationPending: boolean }; message: string }>('POST', '/api/admin/parents', {
    cookie: adminCookie,
    body: { username: name, password: options.password ?? 'first-password-1', firstName: 'Lucía', lastName: 'Mendoza', email },
  })
  return { ...result, username: name, email }
}

const reset = (token: string, password: string) =>
  helpers.api.api<{ success?: boolean; message: string; redirectTo?: string; errors?: { field: string; message: string }[] }>('POST', '/api/password/reset', {
    body: { token, password },
  })
const forgot = (login: string) => helpers.api.api<{ success?: boolean; message: string }>('POST', '/api/password/forgot', { body: { login } })

beforeAll(async () => {
  const suite = await startMailSuite()
  ;({ mail, payload, admin, adminCookie, deliver } = suite)
  helpers = {
    api: suite.api,
    rest: await import('./helpers/rest'),
    payload: suite.payloadHelpers,
    jobs: suite.jobs,
    links: await import('@/features/accounts/passwordLinks'),
    forgot: await import('@/features/accounts/forgotPassword'),
    accounts: await import('@/features/accounts/service'),
    serverURL: suite.serverURL,
  }
})

afterEach(() => _internal_resetJobSystemGlobals())

afterAll(async () => {
  await mail?.stop()
})

describe('forgot your password', () => {
  it('mails a working one-hour link from EMAIL_FROM to the account’s address, in HTML and text; the same answer for an unknown name', async () => {
    const parent = await newParent()
    const known = await forgot(parent.username)
    const unknown = await forgot(`nobody.${unique()}`)
    expect(known.status).toBe(200)
    expect(unknown.status).toBe(200)
    expect(unknown.body).toEqual(known.body)
    expect(known.body.message).toBe(helpers.forgot.RESET_MAIL_ANSWER)

    await deliver()
    const received = await mail.waitFor((candidate) => candidate.to.includes(parent.email))
    expect(received.subject).toBe('Reset your password')
    expect(received.from).toBe(FROM)
    expect(received.parsed.from?.value[0]?.name).toBe('Multicultural Centre Office')
    // Both parts, the link in each, and nothing that points anywhere but this site.
    const link = resetLinkIn(received)
    expect(link.startsWith(`${helpers.serverURL}/reset-password?token=`)).toBe(true)
    expect(received.html).toContain(`href="${link.replace(/&/g, '&amp;')}"`)
    expect(received.html).toContain('name="viewport"')
    for (const href of received.html.matchAll(/href="([^"]+)"/g)) expect(href[1]!.startsWith(helpers.serverURL)).toBe(true)
    for (const found of received.links) expect(found.startsWith(helpers.serverURL)).toBe(true)
    expect(received.text).toContain(parent.username)
    expect(received.text).toContain('1 hour')
    // Signed with the centre's name.
    expect(received.text).toMatch(/Multicultural/)
    // Only the account's own mail: the unknown name sent nothing.
    expect(mail.received.filter((candidate) => candidate.subject === 'Reset your password' && candidate.to.includes(parent.email))).toHaveLength(1)

    // The link's token, not its hash, is what works; the database keeps only the hash.
    const stored = await payload.db.findOne<{ id: string; resetPasswordToken?: string }>({ collection: 'users', where: { username: { equals: parent.username } } })
    expect(stored?.resetPasswordToken).toBe(helpers.links.hashLinkToken(tokenOf(link)))
    expect(stored?.resetPasswordToken).not.toBe(tokenOf(link))
  })

  it('the link sets the password, signs in, and ends every other session; used a second time it is refused', async () => {
    const parent = await newParent()
    const elsewhere = await helpers.api.apiLogin(parent.username, 'first-password-1')
    expect((await helpers.api.api('GET', '/api/auth/user', { cookie: elsewhere })).status).toBe(200)

    await forgot(parent.username)
    await deliver()
    const link = resetLinkIn(await mail.waitFor((candidate) => candidate.to.includes(parent.email)))

    const done = await reset(tokenOf(link), 'chosen-password-2')
    expect(done.status, done.text).toBe(200)
    expect(done.body.redirectTo).toBe('/parent-dashboard')
    const cookie = /payload-token=([^;]+)/.exec(done.headers.get('set-cookie') ?? '')?.[1]
    expect(cookie).toBeTruthy()
    // Signed in by the link...
    const me = await helpers.api.api<{ username: string }>('GET', '/api/auth/user', { cookie: `payload-token=${cookie}` })
    expect(me.status).toBe(200)
    expect(me.body.username).toBe(parent.username)
    // ...the session of the other device is over...
    expect((await helpers.api.api('GET', '/api/auth/user', { cookie: elsewhere })).status).toBe(401)
    // ...the new password works and the old one does not.
    await expect(helpers.api.apiLogin(parent.username, 'first-password-1')).rejects.toThrow(/401/)
    await helpers.api.apiLogin(parent.username, 'chosen-password-2')

    const again = await reset(tokenOf(link), 'another-password-3')
    expect(again.status).toBe(400)
    expect(again.body.message).toBe(helpers.links.PASSWORD_LINK_INVALID)
    // On the link's own field, so a screen tells it from a refused password.
    expect(again.body.errors).toEqual([{ field: 'token', message: helpers.links.PASSWORD_LINK_INVALID }])
    await helpers.api.apiLogin(parent.username, 'chosen-password-2')
  })

  it('an expired link is refused with the same clear message, and changes nothing', async () => {
    const parent = await newParent()
    const path = await helpers.links.issuePasswordLink(payload, parent.body.user.id, 'reset')
    const token = new URLSearchParams(path.split('?')[1]).get('token')!
    // An hour and a second later.
    await payload.db.updateOne({ collection: 'users', id: parent.body.user.id, data: { resetPasswordExpiration: new Date(Date.now() - 1000).toISOString() } })
    const refused = await reset(token, 'too-late-password')
    expect(refused.status).toBe(400)
    expect(refused.body.message).toBe('This link has expired or has already been used. Please ask for a new one.')
    await helpers.api.apiLogin(parent.username, 'first-password-1')
  })

  it('a password against the rules is refused on its field, and the link still works after', async () => {
    const parent = await newParent()
    const path = await helpers.links.issuePasswordLink(payload, parent.body.user.id, 'reset')
    const token = new URLSearchParams(path.split('?')[1]).get('token')!
    const short = await reset(token, '12345')
    expect(short.status).toBe(400)
    expect(short.body.errors).toEqual([{ field: 'password', message: 'Password must be at least 6 characters' }])
    expect((await reset(token, 'long-enough-now')).status).toBe(200)
  })

  it('a link is made by the hour: a second request within a minute mails nothing more, and each new link ends the one before', async () => {
    const parent = await newParent()
    await forgot(parent.username)
    await forgot(parent.email)
    await deliver()
    await mail.waitFor((candidate) => candidate.to.includes(parent.email))
    expect(mail.to(parent.email)).toHaveLength(1)

    const first = await helpers.links.issuePasswordLink(payload, parent.body.user.id, 'reset')
    await helpers.links.issuePasswordLink(payload, parent.body.user.id, 'reset')
    const stale = await reset(new URLSearchParams(first.split('?')[1]).get('token')!, 'never-set-password')
    expect(stale.status).toBe(400)
  })

  it('an email address works as the login too, and answers at the same pace as an unknown one', async () => {
    const parent = await newParent()
    const started = Date.now()
    expect((await forgot(parent.email.toUpperCase())).status).toBe(200)
    expect(Date.now() - started).toBeGreaterThanOrEqual(helpers.forgot.FORGOT_PASSWORD_ANSWER_MS - 5)
    const startedUnknown = Date.now()
    await forgot(`nobody.${unique()}@families.test`)
    expect(Date.now() - startedUnknown).toBeGreaterThanOrEqual(helpers.forgot.FORGOT_PASSWORD_ANSWER_MS - 5)
    await deliver()
    const received = await mail.waitFor((candidate) => candidate.to.includes(parent.email))
    expect(received.subject).toBe('Reset your password')
  })

  it('the CMS’s own "forgot password" sends the same mail, and the CMS’s reset takes its link', async () => {
    const parent = await newParent()
    const answer = await helpers.rest.rest('POST', '/users/forgot-password', { body: { email: parent.email } })
    expect(answer.status).toBe(200)
    await deliver()
    const link = resetLinkIn(await mail.waitFor((candidate) => candidate.to.includes(parent.email)))
    expect(link.startsWith(`${helpers.serverURL}/reset-password?token=`)).toBe(true)
    const done = await helpers.rest.rest('POST', '/users/reset-password', { body: { token: tokenOf(link), password: 'through-the-cms-1' } })
    expect(done.status, done.text).toBe(200)
    await helpers.api.apiLogin(parent.username, 'through-the-cms-1')
  })

  it('the gate’s account and integrations never receive a link', async () => {
    const email = `robot.${unique()}@families.test`
    await payload.create({
      collection: 'users',
      data: { username: `robot.${unique()}`, password: 'integration-pw-1', role: 'integration', email },
      user: admin,
      overrideAccess: false,
    })
    await forgot(email)
    await deliver()
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect(mail.to(email)).toEqual([])
  })
})

  it('a backlog of notices never holds a link back: the link’s own run sends it alone, and every run serves links first', async () => {
    const backlog = `backlog.${unique()}@centre.test`
    for (let index = 0; index < 15; index++) {
      await helpers.jobs.queueNotice(payload, { to: backlog, subject: `Older notice ${index}`, text: 'Queued before the link.' })
    }
    const first = await newParent()
    await forgot(first.username)
    // What deliverSoon runs right after the answer: the links queue only.
    await helpers.jobs.runLinkJobs(payload)
    expect((await mail.waitFor((candidate) => candidate.to.includes(first.email))).subject).toBe('Reset your password')
    expect(mail.to(backlog)).toEqual([])

    // A runner (the minute's autoRun, npm run worker) with room for one job takes the link, not the older notices.
    const second = await newParent()
    await forgot(second.username)
    const { jobStatus } = await helpers.jobs.runQueuedJobs(payload, 1)
    expect(Object.keys(jobStatus)).toHaveLength(1)
    await mail.waitFor((candidate) => candidate.to.includes(second.email))
    expect(mail.to(backlog)).toEqual([])

    await deliver()
    await mail.waitFor(() => mail.to(backlog).length === 15)
    expect(mail.to(backlog)).toHaveLength(15)
  })

describe('rate limits on the password links (the login bucket, per client address)', () => {
  const from = (address: string) => ({ [CLIENT_ADDRESS_HEADER]: address })
  afterEach(() => {
    process.env.RATE_LIMIT_LOGIN = '0'
  })

  it('POST /api/password/forgot over the limit → 429 with Retry-After, and no link is made or mailed', async () => {
    const first = await newParent()
    const second = await newParent()
    await awaitRoomInThisMinute()
    process.env.RATE_LIMIT_LOGIN = '2'
    const address = '203.0.113.71'
    for (const login of [first.username, `nobody.${unique()}`]) {
      expect((await helpers.api.api('POST', '/api/password/forgot', { body: { login }, headers: from(address) })).status).toBe(200)
    }
    const refused = await helpers.api.api<{ message: string }>('POST', '/api/password/forgot', { body: { login: second.username }, headers: from(address) })
    expect(refused.status).toBe(429)
    expect(refused.body.message).toMatch(/^Too many requests\. Please try again in \d+ seconds\.$/)
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThanOrEqual(1)
    expect(Number(refused.headers.get('retry-after'))).toBeLessThanOrEqual(60)
    await deliver()
    await mail.waitFor((candidate) => candidate.to.includes(first.email))
    // The refused request made no link and sent nothing.
    const stored = await payload.db.findOne<{ id: string; resetPasswordToken?: string | null }>({ collection: 'users', where: { username: { equals: second.username } } })
    expect(stored?.resetPasswordToken ?? null).toBeNull()
    expect(mail.to(second.email)).toHaveLength(0)
    // Another address is not held back.
    expect((await helpers.api.api('POST', '/api/password/forgot', { body: { login: second.username }, headers: from('203.0.113.73') })).status).toBe(200)
  })

  it('POST /api/password/reset over the limit → 429 even with a valid link; the password is unchanged and the link still works after', async () => {
    const parent = await newParent()
    const link = await helpers.links.issuePasswordLink(payload, parent.body.user.id, 'reset')
    const token = new URLSearchParams(link.split('?')[1]).get('token')!
    await awaitRoomInThisMinute()
    process.env.RATE_LIMIT_LOGIN = '2'
    const address = '203.0.113.72'
    for (let attempt = 0; attempt < 2; attempt++) {
      const guess = await helpers.api.api('POST', '/api/password/reset', { body: { token: `guess-${attempt}-${unique()}`, password: 'guessed-password-1' }, headers: from(address) })
      expect(guess.status).toBe(400)
    }
    const refused = await helpers.api.api('POST', '/api/password/reset', { body: { token, password: 'never-set-password-1' }, headers: from(address) })
    expect(refused.status).toBe(429)
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThanOrEqual(1)
    expect(refused.headers.get('set-cookie') ?? '').not.toContain('payload-token=')
    process.env.RATE_LIMIT_LOGIN = '0'
    await expect(helpers.api.apiLogin(parent.username, 'never-set-password-1')).rejects.toThrow(/401/)
    await helpers.api.apiLogin(parent.username, 'first-password-1')
    expect((await reset(token, 'chosen-password-3')).status).toBe(200)
    await helpers.api.apiLogin(parent.username, 'chosen-password-3')
  })
})

describe('invitations', () => {
  it('a parent created without a password is mailed a seven-day "set your password" link; the link signs them in', async () => {
    const parent = await newParent({ password: '' })
    expect(parent.status, parent.text).toBe(201)
    expect(parent.body.user.invitationPending).toBe(true)
    expect(parent.body.message).toMatch(/invitation/i)

    await deliver()
    const received = await mail.waitFor((candidate) => candidate.to.includes(parent.email))
    expect(received.subject).toMatch(/parent portal account/)
    expect(received.text).toContain(parent.username)
    expect(received.text).toContain('7 days')
    const link = resetLinkIn(received)
    expect(link).toContain('&invitation=1')
    const stored = await payload.db.findOne<{ id: string; resetPasswordExpiration: string }>({ collection: 'users', where: { id: { equals: parent.body.user.id } } })
    const lifetime = Date.parse(stored!.resetPasswordExpiration) - Date.now()
    expect(lifetime).toBeGreaterThan(6.9 * 86_400_000)
    expect(lifetime).toBeLessThanOrEqual(7 * 86_400_000)

    // The staff list says the invitation is pending, until the parent has chosen a password.
    const pending = await helpers.api.api<{ id: string; invitationPending: boolean }[]>('GET', '/api/admin/parents?limit=1000', { cookie: adminCookie })
    expect(pending.body.find((row) => row.id === parent.body.user.id)?.invitationPending).toBe(true)

    const done = await reset(tokenOf(link), 'my-own-password-1')
    expect(done.status, done.text).toBe(200)
    await helpers.api.apiLogin(parent.username, 'my-own-password-1')
    const after = await helpers.api.api<{ id: string; invitationPending: boolean }[]>('GET', '/api/admin/parents?limit=1000', { cookie: adminCookie })
    expect(after.body.find((row) => row.id === parent.body.user.id)?.invitationPending).toBe(false)
    // Nobody to invite any more.
    const resend = await helpers.api.api<{ message: string }>('POST', `/api/admin/parents/${parent.body.user.id}/invitation`, { cookie: adminCookie })
    expect(resend.status).toBe(409)
  })

  it('resend: a new mail whose link works, while the first one no longer does', async () => {
    const parent = await newParent({ password: '' })
    await deliver()
    const first = resetLinkIn(await mail.waitFor((candidate) => candidate.to.includes(parent.email)))
    const resend = await helpers.api.api<{ message: string }>('POST', `/api/admin/parents/${parent.body.user.id}/invitation`, { cookie: adminCookie })
    expect(resend.status, resend.text).toBe(200)
    await deliver()
    const second = resetLinkIn(await mail.waitFor((candidate) => candidate.to.includes(parent.email) && resetLinkIn(candidate) !== first))
    expect(mail.to(parent.email)).toHaveLength(2)
    expect((await reset(tokenOf(first), 'from-the-old-link')).status).toBe(400)
    expect((await reset(tokenOf(second), 'from-the-new-link')).status).toBe(200)
  })

  it('without a password and without an email nothing is created, and the form says what to do', async () => {
    const before = await helpers.payload.countAll('users')
    const refused = await newParent({ password: '', email: null })
    expect(refused.status).toBe(400)
    expect((refused.body as unknown as { errors: { field: string; message: string }[] }).errors).toEqual([
      { field: 'password', message: 'Set a password (at least 6 characters), or leave it empty and enter an email to invite the parent' },
    ])
    expect(await helpers.payload.countAll('users')).toBe(before)
  })

  it('only admins resend, and only to a parent', async () => {
    const parent = await newParent({ password: '' })
    const parentCookie = await helpers.api.apiLogin(helpers.payload.USERNAMES.parentA, passwords.parent)
    expect((await helpers.api.api('POST', `/api/admin/parents/${parent.body.user.id}/invitation`, { cookie: parentCookie })).status).toBe(403)
    expect((await helpers.api.api('POST', `/api/admin/parents/${parent.body.user.id}/invitation`)).status).toBe(401)
    const editor = (await helpers.payload.loadActors()).editor!
    expect((await helpers.api.api('POST', `/api/admin/parents/${editor.id}/invitation`, { cookie: adminCookie })).status).toBe(400)
    expect((await helpers.api.api('POST', `/api/admin/parents/not-an-id/invitation`, { cookie: adminCookie })).status).toBe(404)
  })
})

describe('notices through the queue', () => {
  const application = (email: string) => validApplication({ email, childFirstName: `Leo${unique()}` })

  it('a new application and a new contact message reach CENTRE_NOTIFY_EMAIL, answerable to the sender; nothing is sent inside the request', async () => {
    const before = mail.received.length
    const sent = await helpers.api.api<{ id: string; childFirstName: string }>('POST', '/api/applications', { body: application(`ana.${unique()}@families.test`) })
    expect(sent.status).toBe(201)
    const contact = await helpers.api.api('POST', '/api/contact', { body: { name: 'Kwame Mensah', email: `kwame.${unique()}@families.test`, message: 'May we visit on Thursday morning?' } })
    expect(contact.status).toBe(201)
    // Queued, not sent: the request did not wait for the mail server.
    await new Promise((resolve) => setTimeout(resolve, 200))
    expect(mail.received.length).toBe(before)

    await deliver()
    const newApplication = await mail.waitFor((candidate) => candidate.to.includes(NOTIFY) && candidate.subject.includes(sent.body.childFirstName))
    expect(newApplication.subject).toBe(`New application: ${sent.body.childFirstName} Silva`)
    expect(newApplication.replyTo).toMatch(/^ana\./)
    expect(newApplication.text).toContain('Toddler')
    expect(resetLinkIn(newApplication)).toBeUndefined()
    expect(newApplication.links).toContain(`${helpers.serverURL}/admin-dashboard`)
    const message = await mail.waitFor((candidate) => candidate.to.includes(NOTIFY) && candidate.subject === 'New message from Kwame Mensah')
    expect(message.text).toContain('May we visit on Thursday morning?')
    expect(message.replyTo).toMatch(/^kwame\./)
  })

  it('the site settings’ notification address wins over CENTRE_NOTIFY_EMAIL', async () => {
    const office = `front.desk.${unique()}@centre.test`
    await payload.updateGlobal({ slug: 'site-settings', data: { notificationEmail: office }, user: admin, overrideAccess: false })
    try {
      await helpers.api.api('POST', '/api/contact', { body: { name: 'Grace Lee', email: 'grace@families.test', message: 'Do you have a place in January?' } })
      await deliver()
      const received = await mail.waitFor((candidate) => candidate.to.includes(office))
      expect(received.subject).toBe('New message from Grace Lee')
      // Staff only: the public never reads the notification address.
      const publicSettings = await payload.findGlobal({ slug: 'site-settings', overrideAccess: false })
      expect(publicSettings).not.toHaveProperty('notificationEmail')
    } finally {
      await payload.updateGlobal({ slug: 'site-settings', data: { notificationEmail: '' }, user: admin, overrideAccess: false })
    }
  })

  it('a new status is mailed to the applicant, unless their portal account turned these notices off', async () => {
    const applicantEmail = `applicant.${unique()}@families.test`
    const sent = await helpers.api.api<{ id: string; childFirstName: string }>('POST', '/api/applications', { body: application(applicantEmail) })
    await payload.update({ collection: 'applications', id: sent.body.id, data: { status: 'tour-scheduled' }, user: admin, overrideAccess: false })
    await deliver()
    const received = await mail.waitFor((candidate) => candidate.to.includes(applicantEmail))
    expect(received.subject).toBe(`Your application for ${sent.body.childFirstName}: Tour scheduled`)
    expect(received.text).toMatch(/tour/i)
    // Whoever applies cannot pick where the application starts.
    const cheat = await helpers.api.api<{ id: string }>('POST', '/api/applications', { body: { ...application(applicantEmail), status: 'enrolled' } })
    const stored = await payload.findByID({ collection: 'applications', id: cheat.body.id, overrideAccess: true })
    expect(stored.status).toBe('new')

    // The applicant has a portal account with that address and turns the notices off.
    const parent = await newParent({ email: applicantEmail })
    const cookie = await helpers.api.apiLogin(parent.username, 'first-password-1')
    const saved = await helpers.api.api('POST', '/api/account/notifications', { cookie, body: { applicationUpdates: false, newsletters: true } })
    expect(saved.status).toBe(200)
    expect((await helpers.api.api('GET', '/api/account/notifications', { cookie })).body).toEqual({ applicationUpdates: false, newsletters: true, messages: true, invoices: true, medication: true })
    await payload.update({ collection: 'applications', id: sent.body.id, data: { status: 'offered' }, user: admin, overrideAccess: false })
    await deliver()
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect(mail.to(applicantEmail).filter((candidate) => candidate.subject.endsWith('Place offered'))).toEqual([])
  })

  it('a newsletter’s first publication is mailed to each parent who wants newsletters, once', async () => {
    const wants = await newParent()
    const declines = await newParent()
    const cookie = await helpers.api.apiLogin(declines.username, 'first-password-1')
    await helpers.api.api('POST', '/api/account/notifications', { cookie, body: { applicationUpdates: true, newsletters: false } })
    const month = `2099-${String(1 + Math.floor(Math.random() * 12)).padStart(2, '0')}`
    await payload.delete({ collection: 'newsletters', where: { month: { equals: month } }, overrideAccess: true })
    const title = `Winter in the garden ${unique()}`
    // A draft tells nobody.
    const draft = await payload.create({ collection: 'newsletters', data: { month, title }, user: admin, overrideAccess: false, draft: true })
    await deliver()
    expect(mail.to(wants.email)).toEqual([])
    try {
      await payload.update({ collection: 'newsletters', id: draft.id, data: { _status: 'published' }, user: admin, overrideAccess: false })
      await deliver()
      const received = await mail.waitFor((candidate) => candidate.to.includes(wants.email))
      expect(received.subject).toContain(title)
      expect(received.links).toContain(`${helpers.serverURL}/`)
      // Saved and published again: not announced a second time.
      await payload.update({ collection: 'newsletters', id: draft.id, data: { title: `${title} (corrected)`, _status: 'published' }, user: admin, overrideAccess: false })
      await deliver()
      await new Promise((resolve) => setTimeout(resolve, 300))
      expect(mail.to(wants.email)).toHaveLength(1)
      expect(mail.to(declines.email)).toEqual([])
    } finally {
      await payload.delete({ collection: 'newsletters', id: draft.id, overrideAccess: true })
    }
  })

  it('a check-out forgotten overnight: the hourly scheduled job mails every admin once per stay, in the admin’s language, however many runs look at once', async () => {
    const { centreToday } = await import('@/lib/dates')
    const { FORGOTTEN_CHECK_OUTS_CRON, forgottenCheckOutsTask, mailForgottenCheckOuts } = await import('@/features/attendance/jobs/forgottenCheckOuts')
    const parent = await newParent()
    const { docs: rooms } = await payload.find({ collection: 'classrooms', where: { name: { equals: 'Rainbow Room' } }, limit: 1, overrideAccess: true })
    const child = await payload.create({
      collection: 'children',
      data: { firstName: `Noor${unique()}`, lastName: 'Late', dateOfBirth: '2022-04-01', enrollmentDate: '2026-01-05', parent: parent.body.user.id, classroom: rooms[0]!.id },
      user: admin,
      overrideAccess: true,
    })
    const yesterday = new Date(Date.now() - 24 * 60 * 60 * 1000)
    const stay = await payload.create({
      collection: 'attendance',
      data: { child: child.id, family: parent.body.user.id, classroom: rooms[0]!.id, date: centreToday(yesterday), childBirthDate: '2022-04-01', checkedInAt: yesterday.toISOString() } as never,
      overrideAccess: true,
      // A past day, as the seed writes one: no request can set it.
      context: { seedHistory: true },
    })
    const spanishAdmin = `lucia.ramos.${unique()}@centre.test`
    // An admin of this test only (removed at its end: the other files count the admins' mails).
    const extraAdmin = await payload.create({
      collection: 'users',
      data: { username: `es.admin.${unique()}`, password: 'admin-pass-123', role: 'admin', email: spanishAdmin, language: 'es', firstName: 'Lucía', lastName: 'Ramos' } as never,
      overrideAccess: true,
    })
    try {
      // Payload schedules it from the task's own `schedule`: queued for the next hour, once.
      expect(forgottenCheckOutsTask.schedule).toEqual([{ cron: FORGOTTEN_CHECK_OUTS_CRON, queue: helpers.jobs.JOB_QUEUE }])
      await payload.jobs.handleSchedules({ queue: helpers.jobs.JOB_QUEUE })
      await payload.jobs.handleSchedules({ queue: helpers.jobs.JOB_QUEUE })
      const scheduled = await payload.find({ collection: 'payload-jobs', where: { taskSlug: { equals: 'forgottenCheckOuts' } }, overrideAccess: true, depth: 0 })
      expect(scheduled.docs).toHaveLength(1)
      expect(Date.parse(String(scheduled.docs[0]!.waitUntil))).toBeGreaterThan(Date.now())
      await payload.delete({ collection: 'payload-jobs', where: { taskSlug: { equals: 'forgottenCheckOuts' } }, overrideAccess: true })

      // The job run twice at once (two servers) and once more later: each admin hears of the stay once.
      await Promise.all([payload.jobs.queue({ task: 'forgottenCheckOuts', input: {} }), payload.jobs.queue({ task: 'forgottenCheckOuts', input: {} })])
      await Promise.all([helpers.jobs.runQueuedJobs(payload, 1), helpers.jobs.runQueuedJobs(payload, 1), mailForgottenCheckOuts(payload)])
      await deliver()
      expect(await mailForgottenCheckOuts(payload)).toBe(0)
      await deliver()

      const { docs: admins } = await payload.find({ collection: 'users', where: { and: [{ role: { equals: 'admin' } }, { email: { exists: true } }] }, pagination: false, overrideAccess: true })
      const addresses = admins.map((account) => String(account.email).trim().toLowerCase()).filter(Boolean)
      expect(addresses).toContain('admin@multicultural-childcare.example')
      const about = () => mail.received.filter((received) => received.subject.includes(child.firstName))
      await mail.waitFor(() => about().length >= addresses.length)
      expect(about().map((received) => received.to.join(',')).sort()).toEqual([...addresses].sort())

      const english = about().find((received) => received.to.includes('admin@multicultural-childcare.example'))!
      expect(english.subject).toBe(`Forgotten check-out: ${child.firstName} Late, Rainbow Room`)
      expect(english.text).toContain('was never checked out')
      expect(english.links).toContain(`${helpers.serverURL}/staff/attendance`)
      const spanish = about().find((received) => received.to.includes(spanishAdmin))!
      expect(spanish.subject).toBe(`Salida sin registrar: ${child.firstName} Late, Rainbow Room`)
      expect(spanish.links).toContain(`${helpers.serverURL}/es/staff/attendance`)
      expect((await payload.findByID({ collection: 'attendance', id: stay.id, overrideAccess: true })).forgottenNoticeAt).toBeTruthy()
    } finally {
      await payload.delete({ collection: 'users', id: extraAdmin.id, overrideAccess: true })
    }
  })

  it('an incident report filed about a child is mailed to the child’s parent with a link to acknowledge it; nothing is sent inside the request', async () => {
    const parent = await newParent()
    const { docs: rooms } = await payload.find({ collection: 'classrooms', where: { name: { equals: 'Rainbow Room' } }, limit: 1, overrideAccess: true })
    const child = await payload.create({
      collection: 'children',
      data: { firstName: `Mila${unique()}`, lastName: 'Ops', dateOfBirth: '2022-04-01', enrollmentDate: '2026-01-05', parent: parent.body.user.id, classroom: rooms[0]!.id },
      user: admin,
      overrideAccess: true,
    })
    const before = mail.to(parent.email).length
    await payload.create({
      collection: 'incidents',
      data: { child: child.id, occurredAt: '2026-11-20T15:10:00.000Z', place: 'Sandpit', description: 'Sand in the eyes; rinsed with water.', staffSignature: 'Ana Lopez' } as never,
      user: admin,
      overrideAccess: false,
    })
    await new Promise((resolve) => setTimeout(resolve, 200))
    expect(mail.to(parent.email)).toHaveLength(before)
    await deliver()
    const received = await mail.waitFor((candidate) => candidate.to.includes(parent.email) && candidate.subject.startsWith('Incident report'))
    expect(received.subject).toBe(`Incident report for ${child.firstName}: please read and acknowledge`)
    expect(received.text).toContain('Sandpit')
    expect(received.text).toContain('November 20, 2026')
    expect(received.links).toContain(`${helpers.serverURL}/parent-dashboard`)
  })

  it('a dose of medicine recorded for a child is mailed to the parent, in minutes, unless they turned medication notices off', async () => {
    const { centreToday } = await import('@/lib/dates')
    const { addDays } = await import('@/features/health/immunizationStatus')
    const { docs: rooms } = await payload.find({ collection: 'classrooms', where: { name: { equals: 'Rainbow Room' } }, limit: 1, overrideAccess: true })
    const doseFor = async (parent: Awaited<ReturnType<typeof newParent>>) => {
      const user = (await payload.findByID({ collection: 'users', id: parent.body.user.id, depth: 0, overrideAccess: true })) as TypedUser
      const child = await payload.create({
        collection: 'children',
        data: { firstName: `Remy${unique()}`, lastName: 'Dose', dateOfBirth: '2022-04-01', enrollmentDate: '2026-01-05', parent: user.id, classroom: rooms[0]!.id },
        user: admin,
        overrideAccess: true,
      })
      const authorization = await payload.create({
        collection: 'medication-authorizations',
        data: { child: child.id, medicine: 'Cetirizine 5 mg/5 ml', kind: 'over-the-counter', dose: '2.5 ml', route: 'oral', minHoursBetween: 24, startsOn: centreToday(), endsOn: addDays(centreToday(), 5), signedName: 'Lucía Mendoza' } as never,
        user: { ...user, collection: 'users' } as TypedUser,
        overrideAccess: false,
      })
      await payload.create({
        collection: 'medication-doses',
        data: { authorization: authorization.id, child: child.id, medicine: 'cetirizine 5mg/5ml', outcome: 'given', amount: '2.5 ml' } as never,
        user: admin,
        overrideAccess: false,
      })
      return child
    }
    const parent = await newParent()
    const child = await doseFor(parent)
    await deliver()
    const received = await mail.waitFor((candidate) => candidate.to.includes(parent.email) && candidate.subject.includes('Cetirizine'))
    expect(received.subject).toBe(`${child.firstName} was given Cetirizine 5 mg/5 ml`)
    expect(received.text).toContain('2.5 ml of Cetirizine 5 mg/5 ml')
    expect(received.links).toContain(`${helpers.serverURL}/parent-dashboard`)

    const quiet = await newParent()
    await payload.update({ collection: 'users', id: quiet.body.user.id, data: { notifications: { medication: false } } as never, overrideAccess: true })
    await doseFor(quiet)
    await deliver()
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect(mail.to(quiet.email).filter((candidate) => candidate.subject.includes('Cetirizine'))).toHaveLength(0)
  })

  it('a parent’s notice choices are their own: another account’s are untouched, and nobody signed in gets 401 before the body is read', async () => {
    const mine = await newParent()
    const theirs = await newParent()
    const cookie = await helpers.api.apiLogin(mine.username, 'first-password-1')
    await helpers.api.api('POST', '/api/account/notifications', { cookie, body: { applicationUpdates: false, newsletters: false } })
    const other = await helpers.api.apiLogin(theirs.username, 'first-password-1')
    expect((await helpers.api.api('GET', '/api/account/notifications', { cookie: other })).body).toEqual({ applicationUpdates: true, newsletters: true, messages: true, invoices: true, medication: true })
    const invalid = await helpers.api.api<{ errors: unknown[] }>('POST', '/api/account/notifications', { cookie, body: { applicationUpdates: 'yes' } })
    expect(invalid.status).toBe(400)
    let read = false
    const body = new ReadableStream({ pull: () => void (read = true) }, { highWaterMark: 0 })
    const anonymous = await helpers.api.api('POST', '/api/account/notifications', { raw: body, headers: { 'Content-Type': 'application/json' } })
    expect(anonymous.status).toBe(401)
    expect(read).toBe(false)
  })
})

describe('the mail server down', () => {
  it('the job is tried again later, and the mail arrives once when the server is back', async () => {
    const sender = `outage.${unique()}@families.test`
    await mail.stop()
    try {
      const sent = await helpers.api.api('POST', '/api/contact', { body: { name: 'Outage Test', email: sender, message: 'Sent while the mail server was down.' } })
      expect(sent.status).toBe(201)
      // Payload's own clock for its job system: the test moves it instead of waiting for the retry.
      let now = new Date()
      _internal_jobSystemGlobals.getCurrentDate = () => now
      await helpers.jobs.runQueuedJobs(payload)
      const { docs } = await payload.find({ collection: 'payload-jobs', where: { completedAt: { exists: false } }, overrideAccess: true })
      const job = docs.find((candidate) => (candidate.input as { replyTo?: string }).replyTo === sender)!
      expect(job.totalTried).toBe(1)
      expect(job.hasError).toBe(false)
      expect(Date.parse(job.waitUntil!)).toBeGreaterThan(now.getTime())

      await mail.start()
      now = new Date(Date.parse(job.waitUntil!) + 1000)
      await deliver()
      await deliver()
      const received = await mail.waitFor((candidate) => candidate.replyTo === sender)
      expect(received.to).toEqual([NOTIFY])
      expect(mail.received.filter((candidate) => candidate.replyTo === sender)).toHaveLength(1)
    } finally {
      await mail.start().catch(() => undefined)
    }
  })
})
