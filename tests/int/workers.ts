import { availableParallelism } from 'node:os'

/**
 * How many integration files run at once, each worker on its own copy of the seeded database
 * (./globalSetup.ts): the machine's cores, at least 2 (a file spends much of its time waiting on
 * PostgreSQL), at most 4. `INT_WORKERS` overrides it.
 */
export const INT_WORKERS = Number(process.env.INT_WORKERS) > 0 ? Number(process.env.INT_WORKERS) : Math.min(4, Math.max(2, availableParallelism()))
