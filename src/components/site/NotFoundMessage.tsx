'use client'

import { useTranslations } from 'next-intl'

import { Button } from '@/components/ui/button'
import { Link } from '@/i18n/navigation'

/**
 * The not-found page's text (SPEC §2) and a way back, in the page's language. A client component: a 404
 * inside a page that is cached per language may not read the request's headers, and the not-found files
 * render without `params`, so the language comes from the layout's catalogue (NextIntlClientProvider).
 * The tab's title is the not-found files' metadata, which does get them.
 */
export function NotFoundMessage() {
  const t = useTranslations('site.notFound')
  return (
    <div className="mx-auto flex max-w-2xl flex-col items-center px-4 py-24 text-center sm:px-6">
      <p aria-hidden="true" className="text-7xl font-extrabold text-coral-600">
        404
      </p>
      <h1 className="mt-4 text-3xl font-extrabold tracking-tight text-ink sm:text-4xl">{t('title')}</h1>
      <p className="mt-4 text-lg text-ink-soft">{t('text')}</p>
      <Button asChild size="lg" className="mt-8">
        <Link href="/">{t('home')}</Link>
      </Button>
    </div>
  )
}
