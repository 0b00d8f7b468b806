'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import { useTranslations } from 'next-intl'
import { useState } from 'react'
import { type Resolver, useForm, useWatch } from 'react-hook-form'

import { ChoiceField, TextAreaField, TextField } from '@/components/forms/fields'
import { formLevelMessage } from '@/components/forms/serverFieldErrors'
import { FormActions } from '@/components/forms/FormActions'
import { useServerText } from '@/components/i18n/useServerText'
import { StaffSection } from '@/components/staff/shared/StaffSection'
import { drillEndpoints } from '../../endpoints'
import { send } from '@/contract/client'
import { DRILL_KINDS, type DrillKind, parseEvacuationTime } from '../../drillRules'
import type { DrillRecord } from '../../record'
import { type DrillBody, drillSchema, needsEvacuationTime } from '../../schemas'
import { useDrillWords } from './drillWords'

/** The form as its inputs hold it: the time as this device's local `YYYY-MM-DDTHH:MM`, the evacuation as typed. */
type DrillValues = { kind: DrillKind; heldAt: string; evacuationSeconds: string; notes: string }
const FIELDS = ['kind', 'heldAt', 'evacuationSeconds', 'notes'] as const

/** `YYYY-MM-DDTHH:MM` of now on this device, for a datetime-local input. */
const localNow = () => {
  const now = new Date()
  return new Date(now.getTime() - now.getTimezoneOffset() * 60_000).toISOString().slice(0, 16)
}

/** What the endpoint takes: the local time as an instant, the evacuation in seconds (typed but unreadable: NaN, which the schema refuses). */
const bodyOf = (values: DrillValues) => ({
  kind: values.kind,
  heldAt: /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(values.heldAt) ? new Date(values.heldAt).toISOString() : '',
  evacuationSeconds: values.evacuationSeconds.trim() ? (parseEvacuationTime(values.evacuationSeconds) ?? Number.NaN) : undefined,
  notes: values.notes.trim() || undefined,
})

/** The endpoint's own schema checks the form (drillSchema), on the body the form will send. */
const checkBody = zodResolver(drillSchema)
const resolver: Resolver<DrillValues, unknown, DrillBody> = (values, context, options) =>
  checkBody(bodyOf(values) as never, context, options as never) as unknown as ReturnType<Resolver<DrillValues, unknown, DrillBody>>

const blank = (kind: DrillKind = 'fire'): DrillValues => ({ kind, heldAt: localNow(), evacuationSeconds: '', notes: '' })

/**
 * Record a drill: its kind, when it was held (now by default), how long the evacuation took (a fire
 * drill's is required: seconds, or minutes:seconds) and notes. The schema's messages and the server's
 * are shown by their fields; then what was recorded, with the children and staff the server counted, is
 * announced politely, and the board and the list are read again.
 */
export function DrillForm({ onRecorded }: { onRecorded: (drill: DrillRecord) => Promise<void> }) {
  const t = useTranslations('staff.drills')
  const words = useDrillWords()
  const serverText = useServerText()
  const [announcement, setAnnouncement] = useState('')
  const [formError, setFormError] = useState('')
  const {
    register,
    handleSubmit,
    setError,
    reset,
    control,
    formState: { errors, isSubmitting },
  } = useForm<DrillValues, unknown, DrillBody>({ defaultValues: blank(), resolver })
  const kind = useWatch({ control, name: 'kind' })

  const onSubmit = async (body: DrillBody) => {
    setAnnouncement('')
    setFormError('')
    try {
      const drill = await send(drillEndpoints.recordDrill, body)
      // The kind stays: a director entering the year's paper records often enters several of one kind.
      reset(blank(body.kind))
      setAnnouncement(t('form.saved', { drill: words.kind(drill.kind), when: words.when(drill.heldAt), children: drill.childrenPresent, staff: drill.staffPresent }))
      await onRecorded(drill)
    } catch (failure) {
      setFormError(serverText(formLevelMessage<DrillValues>(failure, setError, FIELDS, t('unreachable'))))
    }
  }

  return (
    <StaffSection id="drills-record" title={t('form.heading')}>
      <form noValidate onSubmit={handleSubmit(onSubmit)} aria-labelledby="drills-record-heading" className="flex flex-col gap-4">
        <p className="text-ink-soft">{t('form.intro')}</p>
        <ChoiceField
          id="drill-kind"
          label={t('form.kind')}
          required
          control={register('kind')}
          error={errors.kind?.message}
          choices={DRILL_KINDS.map((value) => ({ value, label: words.kind(value) }))}
        />
        <TextField id="drill-held-at" label={t('form.heldAt')} type="datetime-local" required control={register('heldAt')} error={errors.heldAt?.message} />
        <TextField
          id="drill-evacuation"
          label={t('form.evacuation')}
          hint={t('form.evacuationHint')}
          required={needsEvacuationTime(kind)}
          control={register('evacuationSeconds')}
          error={errors.evacuationSeconds?.message}
          autoComplete="off"
        />
        <TextAreaField id="drill-notes" label={t('form.notes')} control={register('notes')} error={errors.notes?.message} />
        <FormActions error={formError} busy={isSubmitting} submitLabel={t('form.save')} busyLabel={t('form.saving')} />
        <p role="status" className="font-semibold text-brand-800" data-testid="drill-status">
          {announcement}
        </p>
      </form>
    </StaffSection>
  )
}
