/**
 * Migrates, then seeds when the database has no accounts yet (first run). The seed follows the rules
 * of where it runs (src/seed/plan.ts): `npm start` runs this with NODE_ENV=production, so a first
 * production start creates no account with a built-in password.
 */
import { openPayload } from './lib/payload'

const { payload, close } = await openPayload()
try {
  const { totalDocs } = await payload.count({ collection: 'users', overrideAccess: true })
  if (totalDocs === 0) {
    console.log('New database (no accounts yet): seeding…')
    const { seed } = await import('../src/registry/seed')
    await seed(payload, console.log)
  }
} finally {
  await close()
}
process.exit(0)
