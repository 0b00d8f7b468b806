import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'

import { ResetPasswordScreen } from './ResetPasswordScreen'
import { passwordMessages } from '@/features/accounts/schemas'
import { pageLocale } from '@/i18n/pages'
import { DEFAULT_LOCALE, isLocale } from '@/i18n/routing'
import { translateServerText } from '@/server/http/language'

type Props = {
  params: Promise<{ locale: string }>
  searchParams: Promise<{ token?: string | string[]; invitation?: string | string[] }>
}

const single = (value: string | string[] | undefined) => (typeof value === 'string' ? value : '')

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const [{ locale }, query] = await Promise.all([params, searchParams])
  const invitation = single(query.invitation) === '1'
  const t = await getTranslations({ locale: isLocale(locale) ? locale : DEFAULT_LOCALE, namespace: 'portal.meta' })
  // The address holds the link's token: no other site is told it through a Referer.
  return { title: invitation ? t('setPassword') : t('chooseNewPassword'), referrer: 'no-referrer' }
}

export default async function ResetPasswordPage(props: Props) {
  const locale = await pageLocale(props)
  const query = await props.searchParams
  const token = single(query.token).trim()
  return <ResetPasswordScreen token={token} invitation={single(query.invitation) === '1'} incomplete={token ? null : translateServerText(passwordMessages.token, locale)} />
}
