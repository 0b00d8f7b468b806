import type React from 'react'

import { Button } from '@/components/ui/button'

/** One section of a staff screen (billing, health): a card named by its h2 (a landmark a screen reader can jump to). */
export function StaffSection({
  id,
  title,
  headingRef,
  aside,
  children,
}: {
  id: string
  title: string
  /** The heading, focusable, for a section that takes focus when it opens. */
  headingRef?: React.Ref<HTMLHeadingElement>
  /** Beside the heading (a close button). */
  aside?: React.ReactNode
  children: React.ReactNode
}) {
  return (
    <section id={id} aria-labelledby={`${id}-heading`} className="rounded-3xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <h2 id={`${id}-heading`} ref={headingRef} tabIndex={headingRef ? -1 : undefined} className="text-xl font-bold text-ink outline-none sm:text-2xl">
          {title}
        </h2>
        {aside}
      </div>
      {children}
    </section>
  )
}

/** A list's wait, its failure (with a retry) and its emptiness, in the screen's words. */
export function LoadState({ loading, failed, retry, retryLabel }: { loading: string; failed?: string; retry?: () => void; retryLabel: string }) {
  if (failed) {
    return (
      <div role="alert" className="flex flex-wrap items-center gap-3 rounded-2xl bg-coral-50 p-4">
        <p className="font-semibold text-coral-700">{failed}</p>
        {retry && (
          <Button variant="outline" size="sm" onClick={retry}>
            {retryLabel}
          </Button>
        )}
      </div>
    )
  }
  return (
    <p role="status" className="py-6 text-center text-ink-soft">
      {loading}
    </p>
  )
}
