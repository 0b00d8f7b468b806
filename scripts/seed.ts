/**
 * npm run seed                      the demo data (idempotent)
 * npm run seed -- --families 5000   plus a large synthetic data set for benchmarks (development only)
 * npm run seed -- --children 500    plus a large centre with a year of attendance, for bench:ops (development only)
 *
 * With NODE_ENV=production (the Docker image, `npm start`'s first run) it creates no account with a
 * built-in password: admin and editor only with ADMIN_PASSWORD / EDITOR_PASSWORD, the demo families and
 * content only with `--demo` (or SEED_DEMO=1) and DEMO_PARENT_PASSWORD. See src/seed/plan.ts.
 */
import { parseArgs } from 'node:util'

import { openPayload } from './lib/payload'

const { values } = parseArgs({ options: { families: { type: 'string' }, children: { type: 'string' }, demo: { type: 'boolean' } } })
const families = values.families ? Number(values.families) : 0
if (!Number.isInteger(families) || families < 0) {
  console.error('--families takes a whole number, e.g. --families 5000')
  process.exit(2)
}
const children = values.children !== undefined ? Number(values.children) : 0
if (values.children !== undefined && (!/^\d+$/.test(values.children.trim()) || !Number.isSafeInteger(children))) {
  console.error('--children takes a whole number, e.g. --children 500')
  process.exit(2)
}
const production = process.env.NODE_ENV === 'production'
if (production && families > 0) {
  console.error('--families builds a benchmark data set with the development password: not with NODE_ENV=production.')
  process.exit(2)
}
if (production && children > 0) {
  console.error('--children builds a benchmark centre with the development passwords: not with NODE_ENV=production.')
  process.exit(2)
}

const { payload, close } = await openPayload()
try {
  const { seed } = await import('../src/registry/seed')
  await seed(payload, console.log, { production, ...(values.demo ? { demo: true } : {}) })
  if (families > 0) {
    const { seedLargeDataSet } = await import('../src/seed/large')
    await seedLargeDataSet(payload, families, console.log)
  }
  if (children > 0) {
    const { seedLargeCentre } = await import('../src/registry/seed')
    await seedLargeCentre(payload, children, console.log)
  }
} finally {
  await close()
}
process.exit(0)
