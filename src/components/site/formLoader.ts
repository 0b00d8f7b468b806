import type React from 'react'

type Form = React.ComponentType

/**
 * A form's code, as a promise that says so once it has arrived (`status` and `value`, which React's `use`
 * reads to render it at once instead of waiting for the promise again).
 */
export type Loading = Promise<Form>

/**
 * How an island loads its form: at most once at a time, kept once it arrived, forgotten after a failure (the
 * next reach tries again). On the server the form is loaded as the page's module is, so that a page renders
 * it in place rather than streaming it after the rest.
 */
export function formLoader(importIt: () => Promise<Form>) {
  let loading: Loading | undefined
  const load = (): Loading => {
    if (loading) return loading
    const started: Loading = importIt()
    started.then(
      (form) => Object.assign(started, { status: 'fulfilled', value: form }),
      () => {
        loading = undefined
      },
    )
    return (loading = started)
  }
  if (typeof window === 'undefined') load().catch(() => undefined)
  return load
}
