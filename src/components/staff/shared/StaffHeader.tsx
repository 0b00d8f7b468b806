'use client'

import type React from 'react'
import { useEffect, useRef } from 'react'

import { LanguageSwitcher } from '@/components/i18n/LanguageSwitcher'

/**
 * The header of /admin-db and /secure-admin: the screen's one h1 (focused when the screen opens, so a
 * screen reader starts there after a gate), a line about it, and its actions.
 */
export function StaffHeader({ title, description, children }: { title: string; description: string; children?: React.ReactNode }) {
  const heading = useRef<HTMLHeadingElement>(null)
  useEffect(() => heading.current?.focus(), [])
  return (
    <header className="border-b border-slate-200 bg-white">
      <div className="mx-auto flex max-w-6xl flex-col gap-4 px-4 py-6 sm:flex-row sm:items-center sm:justify-between sm:px-6">
        <div>
          <h1 ref={heading} tabIndex={-1} className="text-3xl font-extrabold tracking-tight text-ink outline-none">
            {title}
          </h1>
          <p className="mt-1 text-ink-soft">{description}</p>
        </div>
        {children && <div className="flex flex-wrap gap-3">{children}</div>}
      </div>
    </header>
  )
}

/**
 * A whole-screen message under the screen's h1 (loading, redirecting, a failed session check); with
 * `languageSwitcher`, a link to the same screen in the other language in the top corner.
 */
export function StaffScreenMessage({ title, languageSwitcher = false, children }: { title: string; languageSwitcher?: boolean; children: React.ReactNode }) {
  return (
    <main className="relative flex min-h-screen flex-col items-center justify-center gap-4 px-4 text-center">
      {languageSwitcher && <LanguageSwitcher className="absolute right-4 top-4" />}
      <h1 className="text-3xl font-extrabold tracking-tight text-ink">{title}</h1>
      {children}
    </main>
  )
}
