import Link from 'next/link'
import type React from 'react'

import { telHref } from '@/components/site/contact-links'
import { LogoMark } from '@/components/site/Logo'
import { cn } from '@/lib/utils'

/**
 * The frame of every portal screen: a slim bar with the centre's mark (home link), the screen's own
 * header actions, and the one `<main>` landmark.
 */
export function PortalFrame({ actions, children, className }: { actions?: React.ReactNode; children: React.ReactNode; className?: string }) {
  return (
    <div className="flex min-h-screen flex-col bg-brand-50">
      <header className="border-b border-brand-100 bg-white">
        <div className="mx-auto flex w-full max-w-5xl flex-wrap items-center justify-between gap-3 px-4 py-3 sm:px-6">
          <Link href="/" className="flex items-center gap-2 rounded-full font-bold text-brand-800">
            <LogoMark className="size-9" />
            <span>Parent Portal</span>
          </Link>
          {actions && <div className="flex flex-wrap items-center gap-2">{actions}</div>}
        </div>
      </header>
      <main id="main" className={cn('mx-auto w-full max-w-5xl flex-1 px-4 py-8 sm:px-6', className)}>
        {children}
      </main>
    </div>
  )
}

/** A loading or waiting line, announced politely. */
export function PortalStatus({ children }: { children: React.ReactNode }) {
  return (
    <p role="status" className="py-16 text-center text-lg text-ink-soft">
      {children}
    </p>
  )
}

const LINK_STYLE = 'font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-800'

/** A link inside a portal screen's text ("Forgot your password?", "Back to login"). */
export function PortalLink({ href, children }: { href: string; children: React.ReactNode }) {
  return (
    <Link href={href} className={LINK_STYLE}>
      {children}
    </Link>
  )
}

/**
 * "call the centre at <phone>" with the phone as a link that dials it; "contact the centre" when the
 * site settings have no phone (a new site), so there is never a phone link to nowhere.
 */
export function CallTheCentre({ phone }: { phone: string | null }) {
  if (!phone) return <>contact the centre</>
  return (
    <>
      call the centre at{' '}
      <a href={telHref(phone)} className={LINK_STYLE}>
        {phone}
      </a>
    </>
  )
}
