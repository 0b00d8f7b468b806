/**
 * How long the integration tier waits for something slow (a process starting, a seed, a server answering)
 * before it calls it a failure: the limit a quiet machine needs, times INT_TIME_SCALE (default 1).
 * `npm test` runs this tier beside the end-to-end track at a lower priority (scripts/test.ts), and there a
 * busy 2-core host stretched a whole seed from about 30 s to more than 180 s: it sets a larger scale.
 * These are limits against a hang, never a measure: no test asserts a duration with them.
 */
export const INT_TIME_SCALE = Number(process.env.INT_TIME_SCALE) > 0 ? Number(process.env.INT_TIME_SCALE) : 1

/** `ms` (what a quiet machine needs, with room) stretched by INT_TIME_SCALE. */
export const patience = (ms: number): number => Math.round(ms * INT_TIME_SCALE)
