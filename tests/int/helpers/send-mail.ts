/**
 * Sends one mail through this app's Payload, as the server does (the email adapter of payload.config.ts,
 * from SMTP_URL), in a process of its own, so that the test can start it with or without trusting a CA
 * (NODE_EXTRA_CA_CERTS is read once, when Node starts). Run with tsx:
 *   send-mail.ts <to> <subject>
 * Exits 0 once the mail server has accepted the mail, 1 with the error's message otherwise.
 */
import { openPayload } from '../../../scripts/lib/payload'

const [to, subject] = process.argv.slice(2)
const { payload, close } = await openPayload(() => undefined)
let code = 0
try {
  await payload.sendEmail({ to, subject, text: `${subject}: sent over ${process.env.SMTP_URL?.split(':')[0]}` })
} catch (error) {
  console.error((error as Error).message)
  code = 1
} finally {
  await close()
}
process.exit(code)
