'use client'

import { useTranslations } from 'next-intl'
import type React from 'react'
import { useEffect, useRef } from 'react'

import { useHydrated } from '@/components/forms/useHydrated'
import { Button } from '@/components/ui/button'
import { cn } from '@/lib/utils'
import { PortalLink } from './PortalFrame'

const TONES = {
  info: 'bg-sun-50 ring-sun-100',
  success: 'bg-leaf-50 ring-leaf-100',
  problem: 'bg-coral-50 ring-coral-100',
} as const

/**
 * A panel that says where things stand (a link sent, mail not set up, a link that no longer works).
 * `takeFocus` when it replaced the form the visitor was using: focus would otherwise fall to the page,
 * and a screen reader reads the panel where focus lands.
 */
export function PortalNotice({
  title,
  tone,
  live,
  takeFocus = false,
  children,
}: {
  title: string
  tone: keyof typeof TONES
  /** Announced as it appears: 'status' (politely) or 'alert'. */
  live?: 'status' | 'alert'
  takeFocus?: boolean
  children: React.ReactNode
}) {
  const panel = useRef<HTMLDivElement>(null)
  useEffect(() => {
    if (takeFocus) panel.current?.focus()
  }, [takeFocus])
  return (
    <div
      ref={panel}
      role={live}
      tabIndex={-1}
      className={cn('flex flex-col gap-3 rounded-2xl p-5 text-ink ring-1 outline-none [overflow-wrap:anywhere] focus-visible:ring-2 focus-visible:ring-brand-600', TONES[tone])}
    >
      <h2 className="text-lg font-bold">{title}</h2>
      {children}
    </div>
  )
}

/** The line under a portal card's content that leads back to the sign-in form. */
export function BackToLogin() {
  const t = useTranslations('portal.forgot')
  return (
    <p className="text-center">
      <PortalLink href="/login">{t('backToLogin')}</PortalLink>
    </p>
  )
}

/**
 * A portal form's submit button (enabled once React runs the form, see useHydrated), and above it a
 * failure that belongs to no field (too many attempts, no connection). That live region is always in
 * the page, empty until then, so that its message is read out when it appears; it also takes the focus,
 * which the button lost while it was disabled.
 */
export function SubmitWithProblem({ problem, busy, label, busyLabel }: { problem: string | null; busy: boolean; label: string; busyLabel: string }) {
  const hydrated = useHydrated()
  const message = useRef<HTMLParagraphElement>(null)
  useEffect(() => {
    if (problem) message.current?.focus()
  }, [problem])
  return (
    <div>
      <div role="alert">
        {problem && (
          <p ref={message} tabIndex={-1} className="mb-5 rounded-2xl bg-coral-50 p-4 text-ink outline-none focus-visible:ring-2 focus-visible:ring-brand-600">
            {problem}
          </p>
        )}
      </div>
      <Button type="submit" size="lg" disabled={!hydrated || busy} className="w-full">
        {busy ? busyLabel : label}
      </Button>
    </div>
  )
}
