import { useTranslations } from 'next-intl'

import { ApiError } from '@/contract/client'

/**
 * Why an action of the dashboard failed: the server's own words (a field's message, then the message;
 * the API's language is its own), or, without them, ours in the page's language.
 */
export function useReasonOf() {
  const t = useTranslations('portal.errors')
  return (error: unknown): string =>
    error instanceof ApiError ? (error.fieldErrors[0]?.message ?? error.serverMessage ?? t('somethingWrong')) : t('unreachable')
}
