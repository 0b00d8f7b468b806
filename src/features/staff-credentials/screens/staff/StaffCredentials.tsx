'use client'

import { useTranslations } from 'next-intl'

import { usePortalDates } from '@/components/portal/dates'
import { LoadState, StaffSection } from '@/components/staff/shared/StaffSection'
import { useEndpoint } from '@/components/swr'
import { credentialAdminEndpoints } from '../../endpoints'
import type { StaffCredentialsRecord } from '../../record'
import { CardScan } from './CardScan'
import { CredentialForm } from './CredentialForm'
import { useCredentialWords } from './credentialWords'

/** Every admin and teacher with their cards (whether CPR and first aid hold today, each card's scan), beside the form that records a card. */
export function StaffCredentials() {
  const t = useTranslations('staff.credentials.staff')
  const credentials = useTranslations('staff.credentials')
  const { data, error, mutate } = useEndpoint(credentialAdminEndpoints.credentials)
  return (
    <StaffSection id="credentials-staff" title={t('heading')}>
      <p className="mb-4 text-ink-soft">{t('intro')}</p>
      {!data ? (
        <LoadState loading={t('loading')} failed={error ? t('loadFailed') : undefined} retry={() => void mutate()} retryLabel={credentials('tryAgain')} />
      ) : (
        <div className="grid gap-6 lg:grid-cols-[3fr_2fr]">
          {data.length === 0 ? (
            <p className="self-start rounded-2xl bg-brand-50 p-4 text-ink">{t('empty')}</p>
          ) : (
            <ul className="flex flex-col gap-4" aria-label={t('heading')} data-testid="staff-credentials">
              {data.map((member) => (
                <StaffMember key={member.staffId} member={member} />
              ))}
            </ul>
          )}
          <CredentialForm staff={data} />
        </div>
      )}
    </StaffSection>
  )
}

function StaffMember({ member }: { member: StaffCredentialsRecord }) {
  const t = useTranslations('staff.credentials.staff')
  const credentials = useTranslations('staff.credentials')
  const words = useCredentialWords()
  const { day } = usePortalDates()
  const listId = `credentials-of-${member.staffId}`
  return (
    <li className="rounded-2xl border border-slate-200 p-4" aria-labelledby={`${listId}-name`} data-testid="staff-member">
      <h3 id={`${listId}-name`} className="text-lg font-bold text-ink">
        {member.staffName} <span className="text-base font-normal text-ink-soft">· {credentials(`roles.${member.role}`)}</span>
      </h3>
      <p className={`mt-1 font-semibold ${member.cprAndFirstAid ? 'text-brand-800' : 'text-coral-700'}`} data-testid="cpr-first-aid">
        {member.cprAndFirstAid ? t('covered') : t('notCovered')}
      </p>
      {member.credentials.length === 0 ? (
        <p className="mt-2 text-ink-soft">{t('none')}</p>
      ) : (
        <ul className="mt-2 flex flex-col gap-3" aria-label={t('listLabel', { name: member.staffName })}>
          {member.credentials.map((credential) => (
            <li key={credential.id} data-state={credential.state}>
              {t('line', { credential: words.credential(credential), issuedOn: day(credential.issuedOn), expiresOn: day(credential.expiresOn) })}{' '}
              <span className={credential.state === 'current' ? 'text-ink-soft' : 'font-semibold text-coral-700'}>({words.state(credential.state)})</span>
              <CardScan credential={credential} credentialName={words.credential(credential)} staffName={member.staffName} />
            </li>
          ))}
        </ul>
      )}
    </li>
  )
}
