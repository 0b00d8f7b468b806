/**
 * Mail without a mail server (src/mail): where mail goes for each environment, the sender EMAIL_FROM
 * names, and the one layout every mail is rendered with (links to this site only, nothing a message's
 * author typed can become markup). Delivery itself is tested against a real SMTP server in
 * tests/int/mail.int.spec.ts.
 */
import { afterEach, describe, expect, it } from 'vitest'

import { DEFAULT_CENTRE_NAME } from '@/lib/siteSettings'
import { serverURL } from '@/lib/runtimeConfig'
import { warnWhenMailIsOff } from '@/mail/adapter'
import { renderMail, siteLink } from '@/mail/layout'
import { incidentMail } from '@/features/incidents/mail'
import { newContactMessageMail } from '@/features/contact/mail'
import { overRatioMail } from '@/features/ratios/mail'
import { passwordResetMail } from '@/features/accounts/mail'
import { MAIL_OFF_WARNING, mailDelivers, mailMode, mailSender } from '@/mail/settings'

const saved = { SMTP_URL: process.env.SMTP_URL, EMAIL_FROM: process.env.EMAIL_FROM, NODE_ENV: process.env.NODE_ENV }
const env = process.env as Record<string, string | undefined>
afterEach(() => {
  for (const [key, value] of Object.entries(saved)) {
    if (value === undefined) delete env[key]
    else env[key] = value
  }
})

const centre = { name: 'Harmony House', address: '12 Oak St\nRaleigh, NC 27601', phone: '(919) 555-0100' }

describe('where mail goes', () => {
  it('SMTP_URL set: sent through it, in any environment', () => {
    env.SMTP_URL = 'smtps://user:pass@mail.example:465'
    for (const mode of ['production', 'development', 'test']) {
      env.NODE_ENV = mode
      expect(mailMode()).toBe('smtp')
      expect(mailDelivers()).toBe(true)
    }
  })

  it('no SMTP_URL: the console outside production; nothing in production, which warns at start', () => {
    delete env.SMTP_URL
    env.NODE_ENV = 'development'
    expect(mailMode()).toBe('console')
    const warnings: string[] = []
    warnWhenMailIsOff({ warn: (message) => warnings.push(message) })
    expect(warnings).toEqual([])

    env.NODE_ENV = 'production'
    expect(mailMode()).toBe('off')
    expect(mailDelivers()).toBe(false)
    warnWhenMailIsOff({ warn: (message) => warnings.push(message) })
    expect(warnings).toEqual([MAIL_OFF_WARNING])
    // A blank variable is no mail server either.
    env.SMTP_URL = '  '
    expect(mailMode()).toBe('off')
  })

  it('EMAIL_FROM: a name and an address, a bare address, or the centre’s name and a placeholder', () => {
    env.EMAIL_FROM = 'Harmony House Office <office@harmony.example>'
    expect(mailSender()).toEqual({ name: 'Harmony House Office', address: 'office@harmony.example' })
    env.EMAIL_FROM = '"Front Desk" <desk@harmony.example>'
    expect(mailSender()).toEqual({ name: 'Front Desk', address: 'desk@harmony.example' })
    env.EMAIL_FROM = 'office@harmony.example'
    expect(mailSender()).toEqual({ name: DEFAULT_CENTRE_NAME, address: 'office@harmony.example' })
    delete env.EMAIL_FROM
    expect(mailSender().name).toBe(DEFAULT_CENTRE_NAME)
  })
})

describe('the layout', () => {
  it('makes a path of this site absolute and refuses any other address', () => {
    expect(siteLink('/reset-password?token=abc')).toBe(`${serverURL}/reset-password?token=abc`)
    for (const outside of ['https://evil.example/reset', '//evil.example/reset', 'javascript:alert(1)', 'reset-password']) {
      expect(() => siteLink(outside)).toThrow(/path of this site/)
    }
    expect(() => renderMail({ subject: 'x', paragraphs: [], action: { label: 'Go', path: 'https://evil.example' } }, centre)).toThrow()
  })

  it('the same words in HTML and plain text, with the link, the centre’s name, address and phone, for a phone’s screen', () => {
    const rendered = renderMail(passwordResetMail({ firstName: 'Lucía', username: 'lucia.m' }, '/reset-password?token=t0k3n'), centre)
    const link = `${serverURL}/reset-password?token=t0k3n`
    expect(rendered.subject).toBe('Reset your password')
    for (const part of [rendered.text, rendered.html]) {
      expect(part).toContain('Hello Lucía,')
      expect(part).toContain('lucia.m')
      expect(part).toContain(link)
      expect(part).toContain('Harmony House')
      expect(part).toContain('Raleigh, NC 27601')
      expect(part).toContain('(919) 555-0100')
    }
    expect(rendered.html).toContain('<meta name="viewport" content="width=device-width, initial-scale=1">')
    expect(rendered.html).toContain('max-width:600px')
    // Mail apps block outside resources; the layout uses none.
    expect(rendered.html).not.toMatch(/<img|<link|<script|url\(/i)
  })

  it('what a visitor typed is text, never markup, in the HTML part', () => {
    const rendered = renderMail(newContactMessageMail({ name: '<b>Eve</b>', email: 'eve@example.com', message: '<script>alert(1)</script>\n<a href="https://evil.example">click</a>' }), centre)
    expect(rendered.html).not.toContain('<script>')
    expect(rendered.html).not.toContain('href="https://evil.example"')
    expect(rendered.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;')
    expect(rendered.html).toContain('&lt;b&gt;Eve&lt;/b&gt;')
    // The plain-text part keeps the words as typed.
    expect(rendered.text).toContain('<script>alert(1)</script>')
  })
})

describe('times in a mail', () => {
  /** The text as a reader sees it: no-break spaces as spaces. */
  const seen = (text: string) => text.replace(/\u00a0/g, ' ')
  // 20:02 UTC on 24 November 2026 is 3:02 PM at the centre (America/New_York); 18:05 UTC is 1:05 PM.
  const afternoon = new Date(Date.UTC(2026, 10, 24, 20, 2))
  const oneOClock = new Date(Date.UTC(2026, 10, 24, 18, 5))
  const alert = (startedAt: Date) => ({ room: 'Rainbow Room', childrenPresent: 12, staffPresent: 1, staffRequired: 2, ratio: '1:10', startedAt })

  it('an over-ratio alert says since when as each language writes it: "since 3:02 PM", "desde las 3:02 p. m.", "desde la 1:05 p. m."', () => {
    expect(overRatioMail(alert(afternoon), 'en').paragraphs[0]).toContain('is over ratio since 3:02 PM:')
    expect(seen(overRatioMail(alert(afternoon), 'es').paragraphs[0]!)).toContain('excede la proporción desde las 3:02 p. m.:')
    expect(seen(overRatioMail(alert(oneOClock), 'es').paragraphs[0]!)).toContain('desde la 1:05 p. m.:')
  })

  it('an incident report says when in the language’s words and time style, never "AM"/"PM" in Spanish', () => {
    const report = { childFirstName: 'Sofia', occurredAt: afternoon, place: 'Patio' }
    expect(incidentMail({ firstName: 'Maria' }, report, 'The Centre', 'en').paragraphs[0]).toContain('November 24, 2026 at 3:02 PM, Patio.')
    const spanish = seen(incidentMail({ firstName: 'María' }, report, 'El Centro', 'es').paragraphs[0]!)
    expect(spanish).toContain('24 de noviembre de 2026, 3:02 p. m., Patio.')
    expect(spanish).not.toMatch(/\b[AP]M\b|\d [ap]\.m\./)
  })
})
