import { type ParsedMail, simpleParser } from 'mailparser'
import { SMTPServer } from 'smtp-server'

import { freePort } from './redisServer'

/**
 * A real SMTP server for the tests (smtp-server from npm) on a free loopback port. It asks for the user
 * and password of its `url` (as a provider does), keeps every mail it accepts, parsed (mailparser), and
 * can be stopped and started again on the same port, to play a mail server that is down for a while.
 */
export type ReceivedMail = {
  to: string[]
  from: string
  subject: string
  text: string
  html: string
  replyTo: string | null
  /** The links of the plain-text body, in order. */
  links: string[]
  /** Whether it came over TLS (smtps, or after STARTTLS). */
  secure: boolean
  parsed: ParsedMail
}

/**
 * TLS for the server, with a key and certificate in PEM: `smtps` speaks TLS from the first byte (port
 * 465's way), `starttls` offers STARTTLS on a plain connection (port 587's way).
 */
export type MailServerTls = { mode: 'smtps' | 'starttls'; key: string; cert: string }

export type MailServer = {
  /** `smtp://user:pass@127.0.0.1:<port>` (`smtps://…` with TLS from the start), for SMTP_URL. */
  url: string
  port: number
  received: ReceivedMail[]
  /** Mails to this address, in the order they came. */
  to: (address: string) => ReceivedMail[]
  /** Resolves with the first mail (already received or to come) that `match` accepts; rejects after `timeoutMs`. */
  waitFor: (match: (mail: ReceivedMail) => boolean, timeoutMs?: number) => Promise<ReceivedMail>
  /** Stops listening (connections cut): an unreachable mail server. */
  stop: () => Promise<void>
  /** Listens again on the same port. */
  start: () => Promise<void>
}

const USER = 'centre'
const PASSWORD = 'smtp-test-password'

const addresses = (value: ParsedMail['to']) =>
  (Array.isArray(value) ? value : value ? [value] : []).flatMap((group) => group.value.map((entry) => (entry.address ?? '').toLowerCase()))

export async function startMailServer(port?: number, tls?: MailServerTls): Promise<MailServer> {
  const listenOn = port ?? (await freePort())
  const received: ReceivedMail[] = []
  const waiting = new Set<() => void>()
  let server: SMTPServer | undefined

  const start = () =>
    new Promise<void>((resolve, reject) => {
      if (server) return resolve()
      server = new SMTPServer({
        // Without `tls`: plain SMTP on loopback; AUTH is still required, and given in the URL.
        ...(tls ? { secure: tls.mode === 'smtps', key: tls.key, cert: tls.cert } : { secure: false, disabledCommands: ['STARTTLS'] }),
        allowInsecureAuth: !tls,
        authMethods: ['PLAIN', 'LOGIN'],
        logger: false,
        onAuth: (auth, _session, callback) =>
          auth.username === USER && auth.password === PASSWORD ? callback(null, { user: USER }) : callback(new Error('Invalid username or password')),
        onData: (stream, session, callback) => {
          simpleParser(stream)
            .then((parsed) => {
              const text = parsed.text ?? ''
              received.push({
                to: addresses(parsed.to),
                from: (parsed.from?.value[0]?.address ?? '').toLowerCase(),
                subject: parsed.subject ?? '',
                text,
                html: typeof parsed.html === 'string' ? parsed.html : '',
                replyTo: parsed.replyTo?.value[0]?.address?.toLowerCase() ?? null,
                links: [...text.matchAll(/https?:\/\/\S+/g)].map((found) => found[0]),
                secure: session.secure,
                parsed,
              })
              for (const wake of waiting) wake()
              callback()
            })
            .catch((error: Error) => callback(error))
        },
      })
      server.once('error', (error) => ((server = undefined), reject(error)))
      server.listen(listenOn, '127.0.0.1', () => resolve())
    })

  const stop = () =>
    new Promise<void>((resolve) => {
      if (!server) return resolve()
      const closing = server
      server = undefined
      closing.close(() => resolve())
      // Open connections are cut at once, as when the machine goes away.
      for (const connection of (closing as unknown as { connections: Set<{ close: () => void }> }).connections ?? []) connection.close()
    })

  const waitFor = (match: (mail: ReceivedMail) => boolean, timeoutMs = 30_000) =>
    new Promise<ReceivedMail>((resolve, reject) => {
      const check = () => {
        const found = received.find(match)
        if (!found) return false
        waiting.delete(check)
        clearTimeout(timer)
        resolve(found)
        return true
      }
      const timer = setTimeout(() => {
        waiting.delete(check)
        reject(new Error(`No such mail within ${timeoutMs} ms; received: ${received.map((mail) => `${mail.to.join(',')}: ${mail.subject}`).join(' | ') || 'none'}`))
      }, timeoutMs)
      if (!check()) waiting.add(check)
    })

  process.once('exit', () => void server?.close())
  await start()
  return {
    url: `${tls?.mode === 'smtps' ? 'smtps' : 'smtp'}://${USER}:${PASSWORD}@127.0.0.1:${listenOn}`,
    port: listenOn,
    received,
    to: (address) => received.filter((mail) => mail.to.includes(address.toLowerCase())),
    waitFor,
    stop,
    start,
  }
}
