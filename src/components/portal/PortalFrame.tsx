import { useTranslations } from 'next-intl'
import type React from 'react'

import { LanguageSwitcher } from '@/components/i18n/LanguageSwitcher'
import { telHref } from '@/components/site/contact-links'
import { LogoMark } from '@/components/site/Logo'
import { Link } from '@/i18n/navigation'
import { cn } from '@/lib/utils'

/**
 * The frame of every portal screen: a slim bar with the centre's mark (home link), the language
 * switcher and the screen's own header actions, and the one `<main>` landmark.
 */
export function PortalFrame({ actions, children, className }: { actions?: React.ReactNode; children: React.ReactNode; className?: string }) {
  const t = useTranslations('portal.frame')
  return (
    <div className="flex min-h-screen flex-col bg-brand-50">
      <header className="border-b border-brand-100 bg-white">
        <div className="mx-auto flex w-full max-w-5xl flex-wrap items-center justify-between gap-3 px-4 py-3 sm:px-6">
          <Link href="/" className="flex items-center gap-2 rounded-full font-bold text-brand-800">
            <LogoMark className="size-9" />
            <span>{t('brand')}</span>
          </Link>
          <div className="flex flex-wrap items-center gap-2">
            <LanguageSwitcher />
            {actions}
          </div>
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

/** A link to a page of the site inside a portal screen's text ("Forgot your password?", "Back to login"), in the screen's language. */
export function PortalLink({ href, children }: { href: string; children: React.ReactNode }) {
  return (
    <Link href={href} className={LINK_STYLE}>
      {children}
    </Link>
  )
}

/**
 * "call the centre at <phone>" with the phone as a link that dials it; "contact the centre" when the
 * site settings have no phone (a new site), so there is never a phone link to nowhere. It is the
 * `<call></call>` of the sentences around it (portal.login.needAccess …): `call` in `t.rich`.
 */
export function CallTheCentre({ phone }: { phone: string | null }) {
  const t = useTranslations('portal.frame')
  if (!phone) return <>{t('contact')}</>
  return (
    <>
      {t.rich('callAt', {
        phone,
        tel: (chunks) => (
          <a href={telHref(phone)} className={LINK_STYLE}>
            {chunks}
          </a>
        ),
      })}
    </>
  )
}

