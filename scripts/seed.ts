/**
 * npm run seed                      the demo data (idempotent)
 * npm run seed -- --families 5000   plus a large synthetic data set for benchmarks
 */
import { parseArgs } from 'node:util'

import { openPayload } from './lib/payload'

const { values } = parseArgs({ options: { families: { type: 'string' } } })
const families = values.families ? Number(values.families) : 0
if (!Number.isInteger(families) || families < 0) {
  console.error('--families takes a whole number, e.g. --families 5000')
  process.exit(2)
}

const { payload, close } = await openPayload()
try {
  const { seed } = await import('../src/seed')
  await seed(payload, console.log)
  if (families > 0) {
    const { seedLargeDataSet } = await import('../src/seed/large')
    await seedLargeDataSet(payload, families, console.log)
  }
} finally {
  await close()
}
process.exit(0)
