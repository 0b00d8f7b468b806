import { useSyncExternalStore } from 'react'

const subscribe = () => () => undefined

/**
 * False in the server's HTML and while hydrating, true once React runs the page. The forms keep their
 * submit button disabled until then: a click before that would submit natively (a GET with the answers
 * in the URL) instead of sending JSON. (A public form's button is enabled sooner, by the island that holds
 * such a click until the form runs: src/components/site/FormIsland.tsx.)
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  )
}
