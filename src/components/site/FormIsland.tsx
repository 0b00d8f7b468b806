'use client'

import { NextIntlClientProvider, useLocale, useMessages, useTimeZone, useTranslations } from 'next-intl'
import type React from 'react'
import { Component, Suspense, use, useEffect, useRef, useState, useSyncExternalStore } from 'react'
import { type Root, hydrateRoot } from 'react-dom/client'

import { useHydrated } from '@/components/forms/useHydrated'
import type { Loading } from './formLoader'

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

function Alert({ children }: { children: React.ReactNode }) {
  return (
    <p role="alert" className="mt-4 rounded-2xl bg-coral-50 px-4 py-3 text-sm font-semibold text-ink">
      {children}
    </p>
  )
}

/** Where the form is drawn in the browser without the server's HTML: its code failing to arrive says so instead of breaking the page. */
class IfDrawn extends Component<{ failure: string; children: React.ReactNode }, { failed: boolean }> {
  state = { failed: false }

  static getDerivedStateFromError() {
    return { failed: true }
  }

  render() {
    return this.state.failed ? <Alert>{this.props.failure}</Alert> : this.props.children
  }
}

/**
 * Calls `done` once what is beside it in its root (the form) has hydrated and rendered as the client's
 * (`useHydrated()` true, as the form's own button reads it): a held submit sent before that re-render made
 * the form pending while React still took its button for the server's disabled one, so the button the
 * island had enabled stayed enabled and a second click sent the form twice.
 */
function Hydrated({ done }: { done: () => void }) {
  const hydrated = useHydrated()
  useEffect(() => {
    if (hydrated) done()
  }, [hydrated, done])
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
 * native submit would put the answers in the address). If the code cannot be fetched (a dropped
 * connection), a held submit is dropped and the visitor told so below the form (what they entered stays);
 * the next reach tries again. Reached by a client-side navigation (no server HTML), the form is rendered at
 * once (or, if its code cannot be fetched, an alert in its place).
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
  const t = useTranslations('forms')
  const [failed, setFailed] = useState(false)
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
        <IfDrawn failure={t('notDrawn')}>
          <Suspense>
            <Loaded loading={load()} />
          </Suspense>
        </IfDrawn>
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
    setFailed(false)
    const node = container.current
    const loading = load()
    loading.then(
      () => {
        // The submit buttons stay as the guard above enabled them while the form hydrates: a click then is
        // held (or taken by the form, hydrated at once for it), never lost on a disabled button.
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
        // A submit is never sent later by itself: the visitor sends it again.
        if (state.held) setFailed(true)
        state.held = false
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
    <>
      <div
        ref={container}
        dangerouslySetInnerHTML={SERVER_HTML}
        suppressHydrationWarning
        onFocus={reach}
        onPointerEnter={reach}
        onTouchStart={reach}
        onSubmit={holdSubmit}
      />
      {failed && <Alert>{t('notLoaded')}</Alert>}
    </>
  )
}
