import { NextIntlClientProvider } from 'next-intl'
import { getLocale } from 'next-intl/server'
import type React from 'react'

import { type PublicForm, formClientMessages } from '@/i18n/clientMessages'
import { DEFAULT_LOCALE, isLocale } from '@/i18n/routing'

/**
 * Hands a public form the catalogue's texts it reads (FORM_MESSAGES: its labels, the fields', the server's
 * messages in the visitor's language). The site's frame hands every page only what its own client
 * components read (SITE_MESSAGES), so these travel only with the page that has the form.
 */
export async function FormTexts({ form, children }: { form: PublicForm; children: React.ReactNode }) {
  const requested = await getLocale()
  const locale = isLocale(requested) ? requested : DEFAULT_LOCALE
  return <NextIntlClientProvider messages={await formClientMessages(locale, form)}>{children}</NextIntlClientProvider>
}
