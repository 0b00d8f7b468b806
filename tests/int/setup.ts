import { inject } from 'vitest'

// This worker's own database and media folder (tests/int/globalSetup.ts). The config reads these when
// first imported, so they are set before any test imports it.
const databases = inject('workerDatabases')
const worker = Number(process.env.VITEST_POOL_ID ?? 1)
const mine = databases[(worker - 1) % databases.length]!
process.env.DATABASE_URL = mine.databaseUrl
process.env.MEDIA_DIR = mine.mediaDir
process.env.PAYLOAD_DISABLE_JOBS = 'true'
