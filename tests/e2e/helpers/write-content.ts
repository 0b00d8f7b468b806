/**
 * Another process writing content through Payload, as `npm run seed`, a script or a second instance
 * would (run with tsx and DATABASE_URL): it never talks to the running server.
 *   site-name <name> | publish-newsletter <month> <title> | delete-newsletter <month>
 */
import { openPayload } from '../../../scripts/lib/payload'

const [command, ...args] = process.argv.slice(2)
const { payload, close } = await openPayload(() => undefined)
try {
  if (command === 'site-name') {
    await payload.updateGlobal({ slug: 'site-settings', data: { name: args[0] }, overrideAccess: true })
  } else if (command === 'publish-newsletter') {
    // Run again after a cut-off attempt (helpers/another-process.ts): one newsletter of that month, not two.
    await payload.delete({ collection: 'newsletters', where: { month: { equals: args[0]! } }, overrideAccess: true })
    await payload.create({
      collection: 'newsletters',
      data: { month: args[0]!, title: args[1]!, classes: [], _status: 'published' },
      overrideAccess: true,
    })
  } else if (command === 'delete-newsletter') {
    await payload.delete({ collection: 'newsletters', where: { month: { equals: args[0]! } }, overrideAccess: true })
  } else {
    throw new Error(`unknown command ${command}`)
  }
} finally {
  await close()
}
process.exit(0)
