'use client'

import { NextIntlClientProvider, useLocale, useMessages, useTimeZone } from 'next-intl'
import type React from 'react'
import { Suspense, use, useEffect, useRef, useState, useSyncExternalStore } from 'react'
import { type Root, hydrateRoot } from 'react-dom/client'

type Form = React.ComponentType
/**
 * A form's code, as a promise that says so once it has arrived (`status` and `value`, which React's `use`
 * reads to render it at once instead of waiting for the promise again).
 */
type Loading = Promise<Form>

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

/** The form, once its code has arrived (suspends until then; at once when it already has). */
function Loaded({ loading }: { loading: Loading }) {
  const Form = use(loading)
  // The module's own export, the same on every render: `use` only waits for it to arrive.
  // eslint-disable-next-line react-hooks/static-components
  return <Form />
}

/** The server's HTML, left as it is: React does not hydrate what is inside an element whose HTML it was given. */
const SERVER_HTML = { __html: '' }
const subscribe = () => () => undefined

/** Calls `done` once what is beside it in its root (the form) has hydrated. */
function Hydrated({ done }: { done?: () => void }) {
  useEffect(() => done?.(), [done])
  return null
}

/**
 * A public form whose script waits for the visitor: the server renders the form into the page as usual, but
 * the browser neither fetches nor runs its code until the visitor reaches it (focus, pointer or touch), so a
 * phone that only reads the page never downloads it. Then the form is hydrated where it stands, as a React
 * root of its own with the page's language and texts: what was typed or chosen before stays (the fields are
 * the page's own inputs, read when the form is checked) and so does the focus.
 *
 * Until then the island holds a submit (Enter in a field, the button) and sends it again once the form
 * runs; before the island itself runs, the form's submit button stays disabled as the server drew it (a
 * native submit would put the answers in the address). Reached by a client-side navigation (no server
 * HTML), the form is rendered at once.
 */
export function FormIsland({ load }: { load: () => Loading }) {
  // In the browser, true only while hydrating the server's HTML (kept for the island's life); false after a client-side navigation.
  const hydrating = useSyncExternalStore(
    subscribe,
    () => false,
    () => true,
  )
  const [fromServer] = useState(hydrating)
  const locale = useLocale()
  const messages = useMessages()
  const timeZone = useTimeZone()
  const container = useRef<HTMLDivElement>(null)
  const island = useRef<{ root?: Root; started?: boolean; submitter?: HTMLElement | null; held?: boolean }>({})

  useEffect(() => {
    const state = island.current
    if (!fromServer) return
    // The guard below is in place: a submit is held until the form runs.
    for (const button of container.current?.querySelectorAll<HTMLButtonElement>('button[type="submit"]') ?? []) button.disabled = false
    return () => {
      const root = state.root
      // Not during the commit that removes this island: React unmounts a root only outside another's render.
      if (root) queueMicrotask(() => root.unmount())
    }
  }, [fromServer])

  if (typeof window === 'undefined') {
    // No boundary of its own: the page waits for the form (loaded as the page's module was) and has it in place.
    return (
      <div>
        <Loaded loading={load()} />
      </div>
    )
  }
  if (!fromServer) {
    return (
      <div>
        <Suspense>
          <Loaded loading={load()} />
        </Suspense>
      </div>
    )
  }

  const submitHeld = () => {
    const { held, submitter } = island.current
    if (!held) return
    island.current.held = false
    container.current?.querySelector('form')?.requestSubmit(submitter instanceof HTMLButtonElement ? submitter : undefined)
  }

  const reach = () => {
    const state = island.current
    if (state.started || !container.current) return
    state.started = true
    const node = container.current
    const loading = load()
    loading.then(
      () => {
        state.root = hydrateRoot(
          node,
          <NextIntlClientProvider locale={locale} messages={messages} timeZone={timeZone}>
            <Loaded loading={loading} />
            <Hydrated done={submitHeld} />
          </NextIntlClientProvider>,
        )
      },
      () => {
        state.started = false // a dropped connection: the next reach tries again
      },
    )
  }

  const holdSubmit = (event: React.FormEvent<HTMLDivElement>) => {
    // Once hydrated, the form's own handler has taken the submit.
    if (event.defaultPrevented) return
    event.preventDefault()
    island.current.held = true
    island.current.submitter = (event.nativeEvent as SubmitEvent).submitter
    reach()
  }

  return (
    <div
      ref={container}
      dangerouslySetInnerHTML={SERVER_HTML}
      suppressHydrationWarning
      onFocus={reach}
      onPointerEnter={reach}
      onTouchStart={reach}
      onSubmit={holdSubmit}
    />
  )
}
