/** One short line on both screens: this is a practice area, not the centre's records. */
export const PRACTICE_NOTICE =
  "Practice area: what you add here stays in this browser tab only. It is not saved to the centre's records and is gone when the tab closes."
