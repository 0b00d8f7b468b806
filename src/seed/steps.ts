import type { Payload, PayloadRequest, Where } from 'payload'

import type { Config } from '@/payload-types'
import type { DemoFamily } from './demoData'
import type { SeedPlan } from './plan'

type Slug = keyof Config['collections']

/** Creates the record `where` finds, or brings it back to `data` (unless `update: false`); `onReq`: the same transaction with another context. */
export type Upsert = <S extends Slug>(collection: S, where: Where, data: Record<string, unknown>, options?: { update?: boolean }, onReq?: PayloadRequest) => Promise<{ id: string }>

/** What every seed step is given: the seed's one transaction (`req`, as the admin once the demo families are made), its upsert and its plan. */
export type SeedContext = { payload: Payload; req: PayloadRequest; upsert: Upsert; plan: SeedPlan }

/** A demo child among the operations' past days (src/seed/operations.ts), with what a day's records name. */
export type DemoChildDays = {
  childId: string
  firstName: string
  dateOfBirth: string
  classroom: string
  family: DemoFamily
  parentId: string
  /** Its place among the demo children, which varies the times. */
  childIndex: number
  /** The past weekdays of the demo's history, oldest first. */
  days: string[]
  /** The seed's request with `seedHistory`, which the collections' rules let write past days as they were. */
  history: PayloadRequest
}

/**
 * One step a feature adds to the seed (src/seed/index.ts), by when it runs. Each returns what it created
 * for the seed's log (a step run per child adds nothing to it). A step loads its own module when it runs
 * (an `import()` in its feature.ts), so that the server, which holds the descriptors, never evaluates a seed.
 * - `staff`: first, whatever the plan (the staff's accounts);
 * - `child`: for each demo child as it is created, with its place among them;
 * - `child-days`: for each demo child among the operations' past days (its room set);
 * - `staff-days`: once, with the demo teachers and their rooms, among the operations' past days;
 * - `demo`: after the demo families and their operations, with the families' parent ids;
 * - `content`: last, when the plan has the demo content.
 */
export type SeedStep =
  | { readonly when: 'staff'; readonly run: (seed: SeedContext) => Promise<string[]> }
  | { readonly when: 'child'; readonly run: (seed: SeedContext, child: { id: string; index: number }) => Promise<void> }
  | { readonly when: 'child-days'; readonly run: (seed: SeedContext, child: DemoChildDays) => Promise<void> }
  | { readonly when: 'staff-days'; readonly run: (seed: SeedContext, staff: { teachers: { id: string; rooms: string[] }[]; days: string[]; history: PayloadRequest }) => Promise<void> }
  | { readonly when: 'demo'; readonly run: (seed: SeedContext & { familyIds: string[] }) => Promise<string[]> }
  | { readonly when: 'content'; readonly run: (seed: SeedContext) => Promise<string[]> }

/** The steps of one moment, in the order the seed runs them. */
export type StepsOf<W extends SeedStep['when']> = readonly Extract<SeedStep, { when: W }>[]

/** The steps of `when`, in their order. */
export const stepsOf = <W extends SeedStep['when']>(steps: readonly SeedStep[], when: W): StepsOf<W> => steps.filter((step): step is Extract<SeedStep, { when: W }> => step.when === when)
