/**
 * How this tab refreshes the staff screens' cached lists after a public form added to one (an application
 * sent from /apply belongs on /admin-dashboard's list). Only the portal's and staff screens' SWR frame holds
 * such lists, and it says how to refresh them here (src/components/SWRProvider.tsx), so a public form carries no
 * SWR: a public page opened on its own has no cached list and refreshes nothing, while one reached from the
 * staff screens in the same tab still refreshes theirs.
 */
type RefreshUnder = (path: string) => void

let refreshUnder: RefreshUnder | null = null

/** Kept for the rest of the tab's life, as the cache it refreshes is. */
export function rememberListRefresh(refresh: RefreshUnder) {
  refreshUnder = refresh
}

/** Refreshes every cached read whose key starts with `path` (any query), when this tab has any. */
export function refreshListsUnder(path: string) {
  refreshUnder?.(path)
}
