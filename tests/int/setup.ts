import { inject } from 'vitest'

// The config reads these when first imported, so they are set before any test imports it.
process.env.DATABASE_URL = inject('databaseUrl')
process.env.MEDIA_DIR = inject('mediaDir')
process.env.PAYLOAD_DISABLE_JOBS = 'true'
