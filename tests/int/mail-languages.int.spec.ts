/**
 * Mail in the recipient's language, against the real SMTP server of tests/int/mail.int.spec.ts
 * (scripts/lib/mailServer.ts), configured and run the same way: SMTP_URL, EMAIL_FROM and
 * CENTRE_NOTIFY_EMAIL set before the app's config is first imported, and the job queue run by the test.
 *
 * - a parent or staff account gets its `language` (users.language): a Spanish account's reset link is
 *   in Spanish, subject, HTML and plain text, `<html lang="es">`, and opens /es/reset-password with a token
 *   that works; an English account's mail is the one it always was;
 * - invitations follow the account's language, read when the mail is built (a language changed since
 *   the first invitation is honoured by the next); an application enrolled from a Spanish page makes a
 *   Spanish family account, invited in Spanish;
 * - an applicant without an account gets the language they applied in; one with an account its language;
 * - the centre's notification address always gets English;
 * - an incident report tells a Spanish parent the date in Spanish and links to the Spanish portal.
 */
import { type Payload, type TypedUser, _internal_resetJobSystemGlobals } from 'payload'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'

import type { MailServer, ReceivedMail } from '../../scripts/lib/mailServer'
import { validApplication } from './helpers/fixtures'
import { FROM, NOTIFY, resetLinkIn, startMailSuite, tokenOf, unique } from './helpers/mailSuite'

let mail: MailServer
// Imported once SMTP_URL is set (./helpers/mailSuite.ts): the app's config reads it on first import.
let helpers: { api: typeof import('./helpers/api'); serverURL: string }
let payload: Payload
let admin: TypedUser
let adminCookie: string
let deliver: () => Promise<void>

/** Words only an English mail of ours has (greeting, layout, portal, links' lifetimes). */
const ENGLISH = [/\bHello\b/, /If the button does not work/, /\bparent portal\b/, /\bThe link works\b/, /\bplease\b/i, /\byour\b/i]

/**
 * A Spanish mail: `<html lang="es">`, the layout's own words in Spanish, the given Spanish sentences in
 * both the HTML and the plain-text part, no English sentence of ours in either, and every link of the
 * site (but the site's root) under /es.
 */
function expectSpanish(received: ReceivedMail, sentences: string[]) {
  expect(received.html).toContain('<html lang="es">')
  expect(received.html).not.toContain('lang="en"')
  for (const sentence of sentences) {
    expect(received.text, 'plain text').toContain(sentence)
    expect(received.html, 'HTML').toContain(sentence)
  }
  for (const english of ENGLISH) {
    expect(received.subject).not.toMatch(english)
    expect(received.text, `plain text: ${received.text}`).not.toMatch(english)
    expect(received.html.replace(/<[^>]+>/g, ' '), 'HTML').not.toMatch(english)
  }
  for (const link of received.links) expect(link.startsWith(`${helpers.serverURL}/es`), link).toBe(true)
  // The signature's link is the Spanish home page.
  expect(received.text.trimEnd().endsWith(`\n${helpers.serverURL}/es`)).toBe(true)
}

/** An English mail, as every mail was before mails had languages. */
function expectEnglish(received: ReceivedMail) {
  expect(received.html).toContain('<html lang="en">')
  expect(received.text.trimEnd().endsWith(`\n${helpers.serverURL}`)).toBe(true)
  for (const link of received.links) expect(link.startsWith(`${helpers.serverURL}/es`), link).toBe(false)
}

/** A parent account of the test's own, with a password (`password: ''`: invited by mail instead). */
async function newParent(options: { password?: string } = {}) {
  const username = `lang.parent.${unique()}`
  const email = `${username}@families.test`
  const result = await helpers.api.api<{ user: { id: string; invitationPending: boolean } }>('POST', '/api/admin/parents', {
    cookie: adminCookie,
    body: { username, password: options.password ?? 'first-password-1', firstName: 'Lucía', lastName: 'Mendoza', email },
  })
  expect(result.status, result.text).toBe(201)
  return { id: result.body.user.id, username, email }
}

/** The parent chooses a language with the switcher (POST /api/account/language), signed in. */
async function chooseLanguage(parent: { username: string }, language: 'en' | 'es', password = 'first-password-1') {
  const cookie = await helpers.api.apiLogin(parent.username, password)
  const saved = await helpers.api.api<{ language: string }>('POST', '/api/account/language', { cookie, body: { language } })
  expect(saved.status, saved.text).toBe(200)
  expect(saved.body.language).toBe(language)
}

const forgot = (login: string) => helpers.api.api('POST', '/api/password/forgot', { body: { login } })
const reset = (token: string, password: string) => helpers.api.api<{ message: string }>('POST', '/api/password/reset', { body: { token, password } })

/** An application (tests/int/helpers/fixtures.ts) from `email`, for a child of its own, in `language` when given. */
const application = (email: string, language?: 'en' | 'es') =>
  validApplication({ email, childFirstName: `Leo${unique()}`, ...(language ? { language } : {}) })

const apply = async (email: string, language?: 'en' | 'es') => {
  const sent = await helpers.api.api<{ id: string; childFirstName: string }>('POST', '/api/applications', { body: application(email, language) })
  expect(sent.status, sent.text).toBe(201)
  return sent.body
}

beforeAll(async () => {
  const suite = await startMailSuite()
  ;({ mail, payload, admin, adminCookie, deliver } = suite)
  helpers = { api: suite.api, serverURL: suite.serverURL }
})

afterEach(() => _internal_resetJobSystemGlobals())

afterAll(async () => {
  await mail?.stop()
})

describe('password links in the account’s language', () => {
  it('a Spanish account’s forgot-password mail is Spanish, subject, HTML and text, and its /es/reset-password link works', async () => {
    const parent = await newParent()
    await chooseLanguage(parent, 'es')
    expect((await forgot(parent.username)).status).toBe(200)
    await deliver()
    const received = await mail.waitFor((candidate) => candidate.to.includes(parent.email))

    expect(received.subject).toBe('Restablezca su contraseña')
    expect(received.from).toBe(FROM)
    expectSpanish(received, [
      'Hola, Lucía:',
      `Alguien (esperamos que usted) pidió restablecer la contraseña de la cuenta “${parent.username}”.`,
      'El enlace funciona una sola vez, durante 1 hora.',
      'Si usted no lo pidió, puede ignorar este correo: su contraseña seguirá igual.',
      'Elegir una nueva contraseña',
    ])
    // The layout's own words (HTML only: the plain text gives the link on its own).
    expect(received.html).toContain('Si el botón no funciona, copie esta dirección en su navegador:<br>')
    const link = resetLinkIn(received)!
    expect(link.startsWith(`${helpers.serverURL}/es/reset-password?token=`)).toBe(true)
    expect(received.html).toContain(`href="${link.replace(/&/g, '&amp;')}"`)

    // The token of the Spanish page's link is the account's: it sets the password.
    const done = await reset(tokenOf(link), 'elegida-password-2')
    expect(done.status, done.text).toBe(200)
    await helpers.api.apiLogin(parent.username, 'elegida-password-2')
  })

  it('an English account’s mail is unchanged: the same words, English layout, link to /reset-password', async () => {
    const parent = await newParent()
    await forgot(parent.username)
    await deliver()
    const received = await mail.waitFor((candidate) => candidate.to.includes(parent.email))
    expect(received.subject).toBe('Reset your password')
    expectEnglish(received)
    const link = resetLinkIn(received)!
    expect(link.startsWith(`${helpers.serverURL}/reset-password?token=`)).toBe(true)
    expect(received.text.split('\n\n--\n')[0]).toBe(
      [
        'Hello Lucía,',
        `Someone (we hope you) asked to reset the password of the account "${parent.username}". Choose a new password with the button below.`,
        `Choose a new password:\n${link}`,
        'The link works once, for 1 hour. Choosing a new password signs out every other device using this account.',
        'If you did not ask for this, you can ignore this mail: your password stays as it is.',
      ].join('\n\n'),
    )
    expect(received.html).toContain('If the button does not work, copy this address into your browser:<br>')
    expect((await reset(tokenOf(link), 'chosen-password-2')).status).toBe(200)
  })

  it('a parent who switches back to English gets English again', async () => {
    const parent = await newParent()
    await chooseLanguage(parent, 'es')
    await chooseLanguage(parent, 'en')
    await forgot(parent.username)
    await deliver()
    const received = await mail.waitFor((candidate) => candidate.to.includes(parent.email))
    expect(received.subject).toBe('Reset your password')
    expectEnglish(received)
  })
})

describe('invitations in the account’s language', () => {
  it('an invitation to a Spanish parent is Spanish; the language is read when the mail is built', async () => {
    // Invited at once, in English (the account's default)...
    const parent = await newParent({ password: '' })
    await deliver()
    const first = await mail.waitFor((candidate) => candidate.to.includes(parent.email))
    expect(first.subject).toMatch(/parent portal account$/)
    expectEnglish(first)

    // ...then staff set the account to Spanish, and the invitation sent again is Spanish.
    await payload.update({ collection: 'users', id: parent.id, data: { language: 'es' }, user: admin, overrideAccess: false })
    const resend = await helpers.api.api('POST', `/api/admin/parents/${parent.id}/invitation`, { cookie: adminCookie })
    expect(resend.status, resend.text).toBe(200)
    await deliver()
    const received = await mail.waitFor((candidate) => candidate.to.includes(parent.email) && candidate !== first)
    expect(received.subject).toMatch(/^Su cuenta del portal para padres de .+/)
    expectSpanish(received, [
      'Hola, Lucía:',
      `Su nombre de usuario es “${parent.username}”. Elija su contraseña con el botón de abajo para iniciar sesión.`,
      'El enlace funciona una sola vez, durante 7 días. Si ya venció, pida al centro que le envíe uno nuevo.',
      'Elegir su contraseña',
    ])
    const link = resetLinkIn(received)!
    expect(link.startsWith(`${helpers.serverURL}/es/reset-password?token=`)).toBe(true)
    expect(link).toContain('&invitation=1')
    expect((await reset(tokenOf(link), 'mi-propia-password-1')).status).toBe(200)
    await helpers.api.apiLogin(parent.username, 'mi-propia-password-1')
  })

  it('enrolling an application made in Spanish makes a Spanish family account, invited in Spanish', async () => {
    const email = `familia.${unique()}@families.test`
    const sent = await apply(email, 'es')
    for (const status of ['offered', 'enrolled']) {
      const moved = await helpers.api.api('PATCH', `/api/admin/applications/${sent.id}`, { cookie: adminCookie, body: { status } })
      expect(moved.status, moved.text).toBe(200)
    }
    await deliver()
    const { docs } = await payload.find({ collection: 'users', where: { email: { equals: email } }, overrideAccess: true })
    expect(docs[0]?.language).toBe('es')
    const invitation = await mail.waitFor((candidate) => candidate.to.includes(email) && Boolean(resetLinkIn(candidate)))
    expect(invitation.subject).toMatch(/^Su cuenta del portal para padres de /)
    expectSpanish(invitation, ['Hola, Ana:', 'El enlace funciona una sola vez, durante 7 días.'])
    // The status mails about the application are Spanish too (the new account's language).
    const enrolled = await mail.waitFor((candidate) => candidate.to.includes(email) && candidate.subject === `Su solicitud para ${sent.childFirstName}: Inscrita`)
    expectSpanish(enrolled, ['Su hijo ya está inscrito. ¡Le damos la bienvenida al centro!'])
    expect((await reset(tokenOf(resetLinkIn(invitation)!), 'familia-password-1')).status).toBe(200)
  })
})

describe('notices about an application', () => {
  it('a status change of an application made in Spanish, without an account, is mailed in Spanish; the centre’s notice stays English', async () => {
    const email = `solicitante.${unique()}@families.test`
    const sent = await apply(email, 'es')
    await payload.update({ collection: 'applications', id: sent.id, data: { status: 'tour-scheduled' }, user: admin, overrideAccess: false })
    await deliver()

    const received = await mail.waitFor((candidate) => candidate.to.includes(email))
    expect(received.subject).toBe(`Su solicitud para ${sent.childFirstName}: Visita programada`)
    expect(received.subject).not.toContain('Tour scheduled')
    expectSpanish(received, [
      'Hola, Ana:',
      'Nos encantaría mostrarle el centro: estamos organizando una visita y confirmaremos la hora con usted.',
      'Si tiene preguntas, responda a este correo o llame al centro.',
      'Los padres con una cuenta en el portal pueden desactivar estos correos en “Avisos por correo electrónico”, dentro del portal para padres.',
    ])

    // The centre hears of the same Spanish application in English, as it always has.
    const notice = await mail.waitFor((candidate) => candidate.to.includes(NOTIFY) && candidate.subject.includes(sent.childFirstName))
    expect(notice.subject).toBe(`New application: ${sent.childFirstName} Silva`)
    expectEnglish(notice)
    expect(notice.text).toContain(`Ana Silva applied for a place for ${sent.childFirstName}.`)
    expect(notice.text).toContain('Age group: Toddler (1-3 years)')
    expect(notice.links).toContain(`${helpers.serverURL}/admin-dashboard`)
  })

  it('an application made in English is mailed in English; an applicant with an account gets the account’s language', async () => {
    const email = `applicant.${unique()}@families.test`
    const sent = await apply(email)
    await payload.update({ collection: 'applications', id: sent.id, data: { status: 'waitlisted' }, user: admin, overrideAccess: false })
    await deliver()
    const english = await mail.waitFor((candidate) => candidate.to.includes(email))
    expect(english.subject).toBe(`Your application for ${sent.childFirstName}: On the waiting list`)
    expectEnglish(english)
    expect(english.text).toContain('Your application is on our waiting list. We will contact you as soon as a place opens.')

    // The applicant has a portal account with that address, in Spanish: the next change is Spanish.
    const username = `lang.applicant.${unique()}`
    const created = await helpers.api.api('POST', '/api/admin/parents', {
      cookie: adminCookie,
      body: { username, password: 'first-password-1', firstName: 'Ana', lastName: 'Silva', email },
    })
    expect(created.status, created.text).toBe(201)
    await chooseLanguage({ username }, 'es')
    await payload.update({ collection: 'applications', id: sent.id, data: { status: 'offered' }, user: admin, overrideAccess: false })
    await deliver()
    const spanish = await mail.waitFor((candidate) => candidate.to.includes(email) && candidate.subject.endsWith('Cupo ofrecido'))
    expect(spanish.subject).toBe(`Su solicitud para ${sent.childFirstName}: Cupo ofrecido`)
    expectSpanish(spanish, ['Buenas noticias: podemos ofrecerle un cupo a su hijo.'])
  })
})

describe('notices to a parent', () => {
  it('an incident report to a Spanish parent: Spanish words, the date in Spanish, a link to the Spanish portal', async () => {
    const parent = await newParent()
    await chooseLanguage(parent, 'es')
    const { docs: rooms } = await payload.find({ collection: 'classrooms', where: { name: { equals: 'Rainbow Room' } }, limit: 1, overrideAccess: true })
    const child = await payload.create({
      collection: 'children',
      data: { firstName: `Mila${unique()}`, lastName: 'Ops', dateOfBirth: '2022-04-01', enrollmentDate: '2026-01-05', parent: parent.id, classroom: rooms[0]!.id },
      user: admin,
      overrideAccess: true,
    })
    await payload.create({
      collection: 'incidents',
      data: { child: child.id, occurredAt: '2026-11-20T15:10:00.000Z', place: 'Arenero', description: 'Arena en los ojos; se enjuagó con agua.', staffSignature: 'Ana Lopez' } as never,
      user: admin,
      overrideAccess: false,
    })
    await deliver()
    const received = await mail.waitFor((candidate) => candidate.to.includes(parent.email))
    expect(received.subject).toBe(`Informe de incidente de ${child.firstName}: por favor, léalo y confirme que lo recibió`)
    expectSpanish(received, ['Hola, Lucía:', '20 de noviembre de 2026', 'Arenero', 'Leer y confirmar'])
    expect(received.text).not.toContain('November')
    expect(received.links).toContain(`${helpers.serverURL}/es/parent-dashboard`)
  })

  it('an incident report to a Spanish parent tells the time as Spanish writes it ("10:10 a. m."), never "AM" or ICU’s "a.m."', async () => {
    const parent = await newParent()
    await chooseLanguage(parent, 'es')
    const { docs: rooms } = await payload.find({ collection: 'classrooms', where: { name: { equals: 'Rainbow Room' } }, limit: 1, overrideAccess: true })
    const child = await payload.create({
      collection: 'children',
      data: { firstName: `Tomás${unique()}`, lastName: 'Ops', dateOfBirth: '2022-04-01', enrollmentDate: '2026-01-05', parent: parent.id, classroom: rooms[0]!.id },
      user: admin,
      overrideAccess: true,
    })
    // 15:10 UTC is 10:10 in the morning at the centre (America/New_York, standard time).
    await payload.create({
      collection: 'incidents',
      data: { child: child.id, occurredAt: '2026-11-20T15:10:00.000Z', place: 'Patio', description: 'Se raspó la rodilla; se limpió y se cubrió.', staffSignature: 'Ana Lopez' } as never,
      user: admin,
      overrideAccess: false,
    })
    await deliver()
    const received = await mail.waitFor((candidate) => candidate.to.includes(parent.email))
    for (const part of [received.text, received.html.replace(/<[^>]+>/g, ' ')]) {
      const seen = part.replace(/&nbsp;|&#160;|\u00a0/g, ' ')
      expect(seen).toContain('20 de noviembre de 2026, 10:10 a. m.')
      expect(seen).not.toMatch(/\b[AP]M\b|\d [ap]\.m\./)
    }
  })
})

describe('the newsletter', () => {
  it('is announced to each parent with its title in the parent’s language, in English where it has no Spanish title yet', async () => {
    const spanish = await newParent()
    await chooseLanguage(spanish, 'es')
    const english = await newParent()
    const month = `2098-${String(1 + Math.floor(Math.random() * 12)).padStart(2, '0')}`
    await payload.delete({ collection: 'newsletters', where: { month: { equals: month } }, overrideAccess: true })
    const title = `Winter in the garden ${unique()}`
    const titulo = `Invierno en el jardín ${unique()}`
    const draft = await payload.create({ collection: 'newsletters', data: { month, title }, user: admin, overrideAccess: false, draft: true })
    await payload.update({ collection: 'newsletters', id: draft.id, locale: 'es', data: { title: titulo }, user: admin, overrideAccess: false, draft: true })
    try {
      // Published from the CMS's English side: each family still reads its own language.
      await payload.update({ collection: 'newsletters', id: draft.id, data: { _status: 'published' }, user: admin, overrideAccess: false })
      await deliver()
      const toSpanish = await mail.waitFor((candidate) => candidate.to.includes(spanish.email))
      const toEnglish = await mail.waitFor((candidate) => candidate.to.includes(english.email))
      expect(toSpanish.subject).toContain(titulo)
      expect(toSpanish.subject).not.toContain(title)
      expect(toSpanish.html).toContain('<html lang="es">')
      expect(toEnglish.subject).toContain(title)
      expectEnglish(toEnglish)
    } finally {
      await payload.delete({ collection: 'newsletters', id: draft.id, overrideAccess: true })
    }
  })

  it('a newsletter with no Spanish title is announced to a Spanish parent with the English one', async () => {
    const spanish = await newParent()
    await chooseLanguage(spanish, 'es')
    const month = `2097-${String(1 + Math.floor(Math.random() * 12)).padStart(2, '0')}`
    await payload.delete({ collection: 'newsletters', where: { month: { equals: month } }, overrideAccess: true })
    const title = `Spring colours ${unique()}`
    const draft = await payload.create({ collection: 'newsletters', data: { month, title }, user: admin, overrideAccess: false, draft: true })
    try {
      await payload.update({ collection: 'newsletters', id: draft.id, data: { _status: 'published' }, user: admin, overrideAccess: false })
      await deliver()
      const received = await mail.waitFor((candidate) => candidate.to.includes(spanish.email))
      expect(received.subject).toContain(title)
      expect(received.html).toContain('<html lang="es">')
    } finally {
      await payload.delete({ collection: 'newsletters', id: draft.id, overrideAccess: true })
    }
  })
})
