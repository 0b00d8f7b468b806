import type { Metadata } from 'next'
import { NextIntlClientProvider } from 'next-intl'
import type React from 'react'

import { SWRProvider } from '@/components/SWRProvider'
import { clientMessages } from '@/i18n/clientMessages'
import { DEFAULT_LOCALE, isLocale } from '@/i18n/routing'

export const metadata: Metadata = { robots: { index: false, follow: false } }

/**
 * The parent screens: private to families, data through SWR (SPEC §7 settings), with the
 * catalogue's texts its client components read (src/i18n/clientMessages.ts).
 */
export default async function PortalLayout({ children, params }: { children: React.ReactNode; params: Promise<{ locale: string }> }) {
  const { locale } = await params
  return (
    <NextIntlClientProvider messages={await clientMessages(isLocale(locale) ? locale : DEFAULT_LOCALE, 'portal')}>
      <SWRProvider>{children}</SWRProvider>
    </NextIntlClientProvider>
  )
}
