/**
 * What the suites that read real mails share (tests/int/mail.int.spec.ts, mail-languages.int.spec.ts): a
 * real SMTP server (scripts/lib/mailServer.ts), the mail settings set before the app's config is first
 * imported (it reads them then), the job queue run by the test, the seeded admin signed in, and the jobs
 * earlier test files left queued removed (their mails would reach this server too).
 */
import { type Payload, type TypedUser } from 'payload'

import { type MailServer, type ReceivedMail, startMailServer } from '../../../scripts/lib/mailServer'
import { seedPasswords } from '@/seed/demoData'

export const NOTIFY = 'director@centre.test'
export const FROM = 'office@centre.test'
export const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`

export const tokenOf = (link: string) => new URL(link).searchParams.get('token')!
export const resetLinkIn = (received: ReceivedMail) => received.links.find((link) => link.includes('/reset-password?token='))

export type MailSuite = {
  mail: MailServer
  serverURL: string
  api: typeof import('./api')
  payloadHelpers: typeof import('./payload')
  jobs: typeof import('@/jobs')
  payload: Payload
  admin: TypedUser
  adminCookie: string
  /** Runs the queue until it is empty, as the server's runner would over the next minutes. */
  deliver: () => Promise<void>
}

/** For a suite's beforeAll: the mail server, the settings, and the app's modules imported after them. */
export async function startMailSuite(): Promise<MailSuite> {
  const mail = await startMailServer()
  process.env.SMTP_URL = mail.url
  process.env.EMAIL_FROM = `Multicultural Centre Office <${FROM}>`
  process.env.CENTRE_NOTIFY_EMAIL = NOTIFY
  process.env.RATE_LIMIT_LOGIN = '0'
  process.env.RATE_LIMIT_FORMS = '0'
  const { serverURL } = await import('@/lib/runtimeConfig')
  const api = await import('./api')
  const payloadHelpers = await import('./payload')
  const jobs = await import('@/jobs')
  const payload = await payloadHelpers.testPayload()
  const admin = (await payloadHelpers.loadActors()).admin!
  const adminCookie = await api.apiLogin(payloadHelpers.USERNAMES.admin, seedPasswords().admin)
  await payload.delete({ collection: 'payload-jobs', where: { completedAt: { exists: false } }, overrideAccess: true })
  const deliver = async () => {
    for (let round = 0; round < 50; round++) {
      const { jobStatus } = await jobs.runQueuedJobs(payload, 100)
      if (Object.keys(jobStatus ?? {}).length === 0) return
    }
  }
  return { mail, serverURL, api, payloadHelpers, jobs, payload, admin, adminCookie, deliver }
}
