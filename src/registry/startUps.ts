import { FEATURE_LIST } from './features'
import { inOrder } from './order'

/**
 * The features' start-ups, in the order they start: the features' registered order, except where one
 * must come before another's (the over-ratio alerts' follower hears the floor listener's first
 * announcement, so it starts before it). src/instrumentation.ts imports this module only in Node's
 * runtime and starts these between the kernel's own listeners and the job queue.
 */
export const FEATURE_START_UPS = inOrder(
  FEATURE_LIST.flatMap((feature) => (feature.startUps ?? []).map((startUp) => ({ feature: feature.name, piece: startUp, before: startUp.before }))),
)

/** Loads every feature's start-up (their modules together), then starts them one after another in their order. */
export async function startFeatures(): Promise<void> {
  const starts = await Promise.all(FEATURE_START_UPS.map((startUp) => startUp.load()))
  for (const start of starts) start()
}
