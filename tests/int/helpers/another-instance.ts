/**
 * Another server process on the same database, as the tests of sessions across instances need it:
 * it opens Payload (run with tsx and DATABASE_URL) and, for each line of JSON on stdin, ends sessions
 * the way a request to another instance would, then prints `done <n>` (or `failed <n> <message>`).
 *   {"logout": "<token>"} | {"password": "<user id>"} | {"delete": "<user id>"} | {"role": ["<user id>", "<role>"]}
 *   | {"language": ["<user id>", "en" | "es"]}
 */
import { createInterface } from 'node:readline'

import { createLocalReq, logoutOperation } from 'payload'

import { openPayload } from '../../../scripts/lib/payload'

const { payload, close } = await openPayload(() => undefined)
process.stdout.write('ready\n')

let line = 0
for await (const text of createInterface({ input: process.stdin })) {
  const n = ++line
  try {
    const command = JSON.parse(text) as { logout?: string; password?: string; delete?: string; role?: [string, string]; language?: [string, string] }
    if (command.logout) {
      // The user and session of that token, as Payload's JWT strategy finds them for a same-site request.
      const headers = new Headers({ Cookie: `payload-token=${command.logout}`, 'Sec-Fetch-Site': 'same-origin' })
      const { user } = await payload.auth({ headers })
      if (!user) throw new Error('that session has already ended')
      await logoutOperation({ collection: payload.collections.users, req: await createLocalReq({ user }, payload) })
    } else if (command.password) {
      await payload.update({ collection: 'users', id: command.password, data: { password: `changed-${Date.now()}` }, overrideAccess: true })
    } else if (command.delete) {
      await payload.delete({ collection: 'users', id: command.delete, overrideAccess: true })
    } else if (command.role) {
      await payload.update({ collection: 'users', id: command.role[0], data: { role: command.role[1] as 'parent' }, overrideAccess: true })
    } else if (command.language) {
      // As POST /api/account/language saves it on another instance: the account holder's own update.
      const user = await payload.findByID({ collection: 'users', id: command.language[0], depth: 0, overrideAccess: true })
      await payload.update({ collection: 'users', id: user.id, data: { language: command.language[1] as 'en' }, user: { ...user, collection: 'users' }, overrideAccess: false })
    } else {
      throw new Error(`unknown command ${text}`)
    }
    process.stdout.write(`done ${n}\n`)
  } catch (error) {
    process.stdout.write(`failed ${n} ${(error as Error).message}\n`)
  }
}
await close()
process.exit(0)
