/** Brings the database schema up to date with the committed migrations. */
import { openPayload } from './lib/payload'

const { close } = await openPayload()
await close()
console.log('Schema is up to date.')
process.exit(0)
