/**
 * Mail over TLS, as providers take it (SMTP_URL's `smtps://…:465` and `smtp://…:587` with
 * STARTTLS), against a real SMTP server (smtp-server) with a certificate from a CA of the test's own
 * (openssl). Each mail is sent by this app's Payload in a process of its own
 * (tests/int/helpers/send-mail.ts), which trusts that CA through NODE_EXTRA_CA_CERTS, as an operator
 * with a private CA would start the server, or does not:
 *
 * - `smtps://` speaks TLS from the first byte, and the mail arrives over it;
 * - `smtp://` to a server that offers STARTTLS upgrades before it signs in, and the mail arrives over TLS;
 * - a certificate the sender cannot trust stops the mail (nothing arrives, the send fails): the server's
 *   identity is checked, never waved through.
 */
import { execFile } from 'node:child_process'
import { promisify } from 'node:util'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { type MailServer, startMailServer } from '../../scripts/lib/mailServer'
import { makeTestCertificates, type TestCertificates } from './helpers/certificates'
import { tsCommand } from '../../scripts/lib/run'

let certificates: TestCertificates
const servers: MailServer[] = []

beforeAll(async () => {
  certificates = await makeTestCertificates()
})

afterAll(async () => {
  await Promise.all(servers.map((server) => server.stop()))
  await certificates?.remove()
})

async function mailServer(mode: 'smtps' | 'starttls') {
  const server = await startMailServer(undefined, { mode, key: certificates.key, cert: certificates.cert })
  servers.push(server)
  return server
}

/** Sends one mail through SMTP_URL in a new process; `trustCa` starts it trusting the test's CA. */
async function send(smtpUrl: string, to: string, subject: string, { trustCa }: { trustCa: boolean }) {
  const env: NodeJS.ProcessEnv = { ...process.env, SMTP_URL: smtpUrl, EMAIL_FROM: 'Centre Office <office@centre.test>' }
  delete env.NODE_EXTRA_CA_CERTS
  if (trustCa) env.NODE_EXTRA_CA_CERTS = certificates.caFile
  return promisify(execFile)(...tsCommand('tests/int/helpers/send-mail.ts', to, subject), { env }).then(
    () => ({ sent: true, error: '' }),
    (error: Error & { stderr?: string }) => ({ sent: false, error: error.stderr ?? error.message }),
  )
}

describe('mail over TLS', () => {
  it('smtps:// speaks TLS from the start: the mail arrives over it, from EMAIL_FROM', async () => {
    const server = await mailServer('smtps')
    expect(server.url).toMatch(/^smtps:\/\//)
    const result = await send(server.url, 'parent@family.test', 'Over smtps', { trustCa: true })
    expect(result).toEqual({ sent: true, error: '' })
    const received = await server.waitFor((mail) => mail.subject === 'Over smtps')
    expect(received).toMatchObject({ secure: true, to: ['parent@family.test'], from: 'office@centre.test' })
    expect(received.text.trim()).toBe('Over smtps: sent over smtps')
  })

  it('smtp:// to a server offering STARTTLS upgrades before signing in: the mail arrives over TLS', async () => {
    const server = await mailServer('starttls')
    expect(server.url).toMatch(/^smtp:\/\//)
    const result = await send(server.url, 'parent@family.test', 'Over STARTTLS', { trustCa: true })
    expect(result).toEqual({ sent: true, error: '' })
    const received = await server.waitFor((mail) => mail.subject === 'Over STARTTLS')
    expect(received.secure).toBe(true)
    expect(received.text.trim()).toBe('Over STARTTLS: sent over smtp')
  })

  it('a certificate the sender cannot trust stops the mail, over smtps and STARTTLS alike: nothing arrives', async () => {
    for (const mode of ['smtps', 'starttls'] as const) {
      const server = await mailServer(mode)
      const result = await send(server.url, 'parent@family.test', `Untrusted ${mode}`, { trustCa: false })
      expect(result.sent, mode).toBe(false)
      expect(result.error, mode).toMatch(/certificate/i)
      expect(server.received, mode).toEqual([])
    }
  })
})
