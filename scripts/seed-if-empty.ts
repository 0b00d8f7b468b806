/** Migrates, then seeds the demo data when the database has no accounts yet (first run). */
import { openPayload } from './lib/payload'

const { payload, close } = await openPayload()
try {
  const { totalDocs } = await payload.count({ collection: 'users', overrideAccess: true })
  if (totalDocs === 0) {
    console.log('New database: seeding the demo data…')
    const { seed } = await import('../src/seed')
    await seed(payload, console.log)
  }
} finally {
  await close()
}
process.exit(0)
