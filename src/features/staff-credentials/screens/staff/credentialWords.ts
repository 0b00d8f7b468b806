'use client'

import { useTranslations } from 'next-intl'

import type { CredentialKind } from '../../credentialRules'
import type { CredentialRecord } from '../../record'

const KIND_KEYS = { cpr: 'cpr', 'first-aid': 'firstAid', other: 'other' } as const satisfies Record<CredentialKind, string>

/** A kind in the page's words, and a credential as the lists name it: another credential by its name, CPR or first aid with its course when given. */
export function useCredentialWords() {
  const t = useTranslations('staff.credentials')
  const kind = (value: CredentialKind) => t(`kinds.${KIND_KEYS[value]}`)
  const credential = (record: Pick<CredentialRecord, 'kind' | 'name'>) => {
    if (record.kind === 'other') return record.name ?? kind('other')
    return record.name ? `${kind(record.kind)} (${record.name})` : kind(record.kind)
  }
  return { kind, credential, state: (value: CredentialRecord['state']) => t(`states.${value}`) }
}
