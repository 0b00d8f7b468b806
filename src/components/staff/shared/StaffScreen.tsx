import type React from 'react'

import { LanguageSwitcher } from '@/components/i18n/LanguageSwitcher'

/**
 * A staff screen (/admin, /admin-dashboard, the floor screens): its header (the one h1, a welcome line,
 * actions) above the `<main>` landmark. With `languageSwitcher`, the header links to the same screen in
 * the other language.
 */
export function StaffScreen({
  title,
  welcome,
  actions,
  languageSwitcher = false,
  children,
}: {
  title: string
  welcome?: string
  actions?: React.ReactNode
  /** Show the language switcher in the header. */
  languageSwitcher?: boolean
  children: React.ReactNode
}) {
  return (
    <div className="min-h-screen bg-brand-50/50">
      <header className="border-b border-slate-200 bg-white">
        <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-4 px-4 py-4 sm:px-6 lg:px-8">
          <div>
            <h1 className="text-2xl font-extrabold text-ink sm:text-3xl">{title}</h1>
            {welcome && <p className="mt-1 text-base text-ink-soft">{welcome}</p>}
          </div>
          {(actions || languageSwitcher) && (
            <div className="flex flex-wrap items-center gap-2">
              {languageSwitcher && <LanguageSwitcher />}
              {actions}
            </div>
          )}
        </div>
      </header>
      <main className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:px-8">{children}</main>
    </div>
  )
}

/** The screen while the session is being checked (or the visitor is being sent elsewhere). */
export function StaffLoading({ title, text, languageSwitcher }: { title: string; text: string; languageSwitcher?: boolean }) {
  return (
    <StaffScreen title={title} languageSwitcher={languageSwitcher}>
      <p role="status" className="py-16 text-center text-lg text-ink-soft">
        {text}
      </p>
    </StaffScreen>
  )
}
