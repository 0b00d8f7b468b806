import { useTranslations } from 'next-intl'

import { CallTheCentre } from './PortalFrame'
import { EmptyState } from './RecordStates'

/** A parent account with no child linked to it yet. */
export function NoChildren({ phone, heading }: { phone: string | null; heading: 'h2' | 'h3' }) {
  const t = useTranslations('portal.children')
  return (
    <EmptyState title={t('noneTitle')} heading={heading}>
      {t.rich('noneText', { call: () => <CallTheCentre phone={phone} /> })}
    </EmptyState>
  )
}
