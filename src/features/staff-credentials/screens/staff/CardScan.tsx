'use client'

import { useTranslations } from 'next-intl'
import { type ChangeEvent, useId, useState } from 'react'
import { useSWRConfig } from 'swr'

import { useServerText } from '@/components/i18n/useServerText'
import { buttonVariants } from '@/components/ui/button'
import { credentialAdminEndpoints } from '../../endpoints'
import { ApiError, sendForm } from '@/contract/client'
import { at } from '@/contract/endpoint'
import { DOCUMENT_FILE_ACCEPT, documentFileRefusal } from '@/features/health/screens/documentFiles'
import type { CredentialRecord } from '../../record'

/**
 * A certification's card scan (docs/spec.md §15, *Documents*): the link that opens the newest one (a
 * private health document), and a real file input, drawn as a button, that attaches a new one as soon as
 * a file is chosen (checked here first, and by the server again from its bytes).
 */
export function CardScan({ credential, credentialName, staffName }: { credential: CredentialRecord; credentialName: string; staffName: string }) {
  const t = useTranslations('staff.credentials.card')
  const serverText = useServerText()
  const { mutate } = useSWRConfig()
  const ids = useId()
  const [busy, setBusy] = useState(false)
  const [problem, setProblem] = useState('')
  const [announcement, setAnnouncement] = useState('')
  const whose = t('whose', { credential: credentialName, name: staffName })

  const upload = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0]
    event.target.value = ''
    if (!file) return
    setProblem('')
    setAnnouncement('')
    setBusy(true)
    try {
      const refusal = documentFileRefusal(file)
      if (refusal) return setProblem(serverText(refusal))
      const form = new FormData()
      form.set('file', file)
      await sendForm(at(credentialAdminEndpoints.addCredentialCard, credential.id), form)
      setAnnouncement(t('attached', { credential: credentialName, name: staffName }))
      await Promise.all([mutate(credentialAdminEndpoints.credentials.path), mutate(credentialAdminEndpoints.credentialsExpiring.path)])
    } catch (failure) {
      setProblem(failure instanceof ApiError ? (failure.fieldErrors[0]?.message ?? failure.serverMessage ?? t('unreachable')) : t('unreachable'))
    } finally {
      setBusy(false)
    }
  }

  return (
    <div className="mt-1 flex flex-col gap-1">
      <div className="flex flex-wrap items-center gap-3">
        {credential.card && (
          <a href={credential.card.url} className="font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-800">
            {t('open')}
            <span className="sr-only"> {whose}</span>
          </a>
        )}
        <input
          id={`${ids}-scan`}
          type="file"
          accept={DOCUMENT_FILE_ACCEPT}
          className="peer sr-only"
          disabled={busy}
          aria-describedby={problem ? `${ids}-scan-problem` : undefined}
          onChange={(event) => void upload(event)}
        />
        <label
          htmlFor={`${ids}-scan`}
          className={buttonVariants({
            variant: 'outline',
            size: 'sm',
            className: 'cursor-pointer peer-focus-visible:ring-2 peer-focus-visible:ring-brand-600 peer-focus-visible:ring-offset-2 peer-disabled:cursor-not-allowed peer-disabled:opacity-60',
          })}
        >
          {busy ? t('attaching') : credential.card ? t('attachNew') : t('attach')}
          <span className="sr-only"> {whose}</span>
        </label>
      </div>
      <p role="status" className="text-sm font-semibold text-brand-800" data-testid="card-status">
        {announcement}
      </p>
      {problem && (
        <p id={`${ids}-scan-problem`} role="alert" className="text-sm font-semibold text-coral-700">
          {problem}
        </p>
      )}
    </div>
  )
}
