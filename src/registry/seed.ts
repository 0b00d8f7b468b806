import type { Payload } from 'payload'

import { runSeed, type SeedOptions } from '@/seed'
import { type LargeCentreParts, seedLargeCentreWith } from '@/seed/largeCentre'
import { FEATURE_LIST } from './features'
import { inOrder } from './order'

/**
 * The seed's steps, composed from every feature's descriptor: in the features' registered order within
 * each moment (src/seed/steps.ts), except where a step needs another feature's records first (`after`:
 * the health documents name a staff member's certification card).
 */
export const SEED_STEPS = inOrder(FEATURE_LIST.flatMap((feature) => (feature.seed ?? []).map((step) => ({ feature: feature.name, piece: step, after: step.after }))))

/** What the features add to the large centre: the NC table's age bands (the ratios feature's). */
export const LARGE_CENTRE_PARTS: LargeCentreParts = { ageBands: FEATURE_LIST.flatMap((feature) => feature.largeCentre?.ageBands ?? []) }

/** The seed (src/seed/index.ts) with every feature's steps: `npm run seed`, the first run, the tests' databases. */
export const seed = (payload: Payload, log?: (message: string) => void, options: SeedOptions = {}) => runSeed(payload, SEED_STEPS, log, options)

/** The large centre of the benchmarks (src/seed/largeCentre.ts) with the features' parts: `npm run seed -- --children N`. */
export const seedLargeCentre = (payload: Payload, children: number, log: (message: string) => void) => seedLargeCentreWith(LARGE_CENTRE_PARTS, payload, children, log)

export { planSeed, type SeedOptions, type SeedPlan } from '@/seed'
