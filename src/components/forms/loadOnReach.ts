/**
 * A form's code that waits until the visitor reaches the form: `load` runs at most once at a time and its
 * result is kept once it succeeded, while a failure is forgotten so the next call tries again. `loadOnReach`,
 * spread on the <form>, starts it on focus or pointer, or as the form appears if the visitor is already
 * there (a public form hydrates when the visitor reaches it: src/components/site/FormIsland.tsx); whatever
 * needs it first otherwise awaits `load()`.
 */
export function loadOnReach<T>(loadIt: () => Promise<T>) {
  let loading: Promise<T> | undefined
  const load = () =>
    (loading ??= loadIt().catch((error: unknown) => {
      loading = undefined // try again next time
      throw error
    }))
  const preload = () => {
    load().catch(() => {}) // a failure is retried by the next load
  }
  const reachedAlready = (form: HTMLFormElement | null) => {
    if (form?.matches(':focus-within, :hover')) preload()
  }
  return { load, preload, loadOnReach: { onFocus: preload, onPointerEnter: preload, ref: reachedAlready } }
}
