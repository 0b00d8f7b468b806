'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import { useTranslations } from 'next-intl'
import { type Resolver, useWatch } from 'react-hook-form'
import { useSWRConfig } from 'swr'
import type { z } from 'zod'

import { ChoiceField, TextAreaField, TextField } from '@/components/forms/fields'
import { useAnnouncedForm } from '@/components/forms/useAnnouncedForm'
import { FormActions } from '@/components/forms/FormActions'
import { withoutBlanks } from '@/components/forms/withoutBlanks'
import { credentialAdminEndpoints } from '../../endpoints'
import { send } from '@/contract/client'
import { CREDENTIAL_KINDS } from '../../credentialRules'
import type { StaffCredentialsRecord } from '../../record'
import { credentialSchema } from '../../schemas'
import { useCredentialWords } from './credentialWords'

type Values = z.input<typeof credentialSchema>
const FIELDS = ['staffId', 'kind', 'name', 'issuedOn', 'expiresOn', 'note'] as const
const BLANK = { staffId: '', kind: '', name: '', issuedOn: '', expiresOn: '', note: '' } as unknown as Values

const schemaResolver = zodResolver(credentialSchema) as Resolver<Values, unknown, z.output<typeof credentialSchema>>
// Fields left empty are not sent: the schema's own message for a missing one, never '' stored.
const resolver: Resolver<Values, unknown, z.output<typeof credentialSchema>> = (values, context, options) => schemaResolver(withoutBlanks(values) as Values, context, options)

/**
 * A card recorded from what it says: whose, which credential (another one named), the day it was issued
 * and the day it expires, a note. The form checks what the server will (the endpoint's schema); the
 * server's refusals (an issue day after today) are shown by their fields. Success is announced politely
 * and both lists are read again; the staff member stays chosen for their next card.
 */
export function CredentialForm({ staff }: { staff: StaffCredentialsRecord[] }) {
  const t = useTranslations('staff.credentials.form')
  const credentials = useTranslations('staff.credentials')
  const words = useCredentialWords()
  const { mutate } = useSWRConfig()
  const {
    register,
    submit,
    reset,
    control,
    announcement,
    formError,
    formState: { errors, isSubmitting },
  } = useAnnouncedForm<Values, z.output<typeof credentialSchema>>({ resolver, defaultValues: BLANK }, FIELDS, credentials('unreachable'))
  const kind = useWatch({ control, name: 'kind' })

  const onSubmit = submit(async (values, announce) => {
    const recorded = await send(credentialAdminEndpoints.addCredential, values)
    reset({ ...BLANK, staffId: values.staffId })
    announce(t('saved', { credential: words.credential(recorded), name: recorded.staffName }))
    await Promise.all([mutate(credentialAdminEndpoints.credentials.path), mutate(credentialAdminEndpoints.credentialsExpiring.path)])
  })

  return (
    <form noValidate onSubmit={onSubmit} aria-labelledby="credential-form-heading" className="flex flex-col gap-4 self-start rounded-2xl bg-brand-50/60 p-4 sm:p-5">
      <h3 id="credential-form-heading" className="text-lg font-bold text-ink">
        {t('heading')}
      </h3>
      <p className="text-ink-soft">{t('intro')}</p>
      <ChoiceField
        id="credential-staff"
        label={t('staff')}
        required
        placeholder={t('chooseStaff')}
        control={register('staffId')}
        error={errors.staffId?.message}
        choices={staff.map((member) => ({ value: member.staffId, label: member.staffName }))}
      />
      <ChoiceField
        id="credential-kind"
        label={t('kind')}
        required
        placeholder={t('chooseKind')}
        control={register('kind')}
        error={errors.kind?.message}
        choices={CREDENTIAL_KINDS.map((value) => ({ value, label: words.kind(value) }))}
      />
      <TextField id="credential-name" label={t('name')} hint={t('nameHint')} required={kind === 'other'} control={register('name')} error={errors.name?.message} autoComplete="off" />
      <TextField id="credential-issued-on" label={t('issuedOn')} type="date" required control={register('issuedOn')} error={errors.issuedOn?.message} />
      <TextField id="credential-expires-on" label={t('expiresOn')} type="date" required control={register('expiresOn')} error={errors.expiresOn?.message} />
      <TextAreaField id="credential-note" label={t('note')} control={register('note')} error={errors.note?.message} />
      <FormActions error={formError} busy={isSubmitting} submitLabel={t('save')} busyLabel={t('saving')} />
      <p role="status" className="font-semibold text-brand-800" data-testid="credential-status">
        {announcement}
      </p>
    </form>
  )
}
