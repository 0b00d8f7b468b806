'use client'

import { useTranslations } from 'next-intl'

import { usePortalDates } from '@/components/portal/dates'
import { LoadState, StaffSection } from '@/components/staff/shared/StaffSection'
import { useEndpoint } from '@/components/swr'
import { credentialAdminEndpoints } from '../../endpoints'
import { useCredentialWords } from './credentialWords'

const cell = 'px-3 py-2 text-left align-top'

/** The newest card of each person and credential that is expired or expires within 30 days, the earliest first. */
export function ExpiringList() {
  const t = useTranslations('staff.credentials.expiring')
  const credentials = useTranslations('staff.credentials')
  const words = useCredentialWords()
  const { day } = usePortalDates()
  const { data, error, mutate } = useEndpoint(credentialAdminEndpoints.credentialsExpiring)
  return (
    <StaffSection id="credentials-expiring" title={t('heading')}>
      <p className="mb-4 text-ink-soft">{t('intro')}</p>
      {!data ? (
        <LoadState loading={t('loading')} failed={error ? t('loadFailed') : undefined} retry={() => void mutate()} retryLabel={credentials('tryAgain')} />
      ) : data.length === 0 ? (
        <p className="rounded-2xl bg-brand-50 p-4 text-ink">{t('empty')}</p>
      ) : (
        <div className="overflow-x-auto" role="region" aria-labelledby="credentials-expiring-caption" tabIndex={0}>
          <table className="w-full min-w-[36rem] border-collapse text-base">
            <caption id="credentials-expiring-caption" className="sr-only">
              {t('caption')}
            </caption>
            <thead>
              <tr className="border-b-2 border-slate-300">
                <th scope="col" className={cell}>{t('staff')}</th>
                <th scope="col" className={cell}>{t('credential')}</th>
                <th scope="col" className={cell}>{t('expiresOn')}</th>
                <th scope="col" className={cell}>{t('state')}</th>
              </tr>
            </thead>
            <tbody>
              {data.map((credential) => (
                <tr key={credential.id} className="border-b border-slate-200" data-testid="expiring-row" data-state={credential.state}>
                  <th scope="row" className={`${cell} font-normal`}>
                    {credential.staffName}
                  </th>
                  <td className={cell}>{words.credential(credential)}</td>
                  <td className={cell}>{day(credential.expiresOn)}</td>
                  <td className={`${cell} ${credential.state === 'expired' ? 'font-semibold text-coral-700' : 'text-ink'}`}>{words.state(credential.state)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </StaffSection>
  )
}
