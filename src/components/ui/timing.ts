/**
 * How the toasts and tooltips behave, stated once. A module of its own: the toasts' store is on every page,
 * and a shared constants module would bring the whole of src/lib/constants.ts along with it.
 */
export const TOAST = { limit: 1, durationMs: 5000, removeDelayMs: 1_000_000, swipeThreshold: 50, hotkey: ['F8'] } as const
export const TOOLTIP = { delayMs: 700, skipDelayMs: 300 } as const
