'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import { useTranslations } from 'next-intl'
import { useId, useRef, useState } from 'react'
import { useForm, useWatch } from 'react-hook-form'

import { bodyResolver } from '@/components/forms/bodyResolver'
import { ChoiceField, TextAreaField, TextField } from '@/components/forms/fields'
import { formLevelMessage } from '@/components/forms/serverFieldErrors'
import { FormActions } from '@/components/forms/FormActions'
import { usePortalDates } from '@/components/portal/dates'
import { LoadState, StaffSection } from '@/components/staff/shared/StaffSection'
import { useEndpoint } from '@/components/swr'
import { Button } from '@/components/ui/button'
import { healthEndpoints } from '../../endpoints'
import { send } from '@/contract/client'
import { at } from '@/contract/endpoint'
import { DOSE_OUTCOMES } from '../../medication'
import type { HealthTodayChildRecord, MedicationAuthorizationRecord } from '../../record'
import { medicationDoseSchema } from '../../schemas'
import { MedicationList, medicationWordsOf } from '../MedicationList'
import { DocumentsOnRequest } from './ChildHealthDocuments'

/** `YYYY-MM-DDTHH:MM` of an instant on this device, for a datetime-local input. */
const localInput = (date: Date) => new Date(date.getTime() - date.getTimezoneOffset() * 60_000).toISOString().slice(0, 16)

/**
 * Staff's health list for the day (/staff/health, teachers and admins): the children of the caller's rooms
 * (admins: every room) with an allergy or condition on file or a medicine authorized today, each with
 * its care plans (what to do), its medicines with the time the next dose may be given, the form that
 * records a dose, and its documents on request (read only). A dose outside its authorization is refused by
 * the server, with the reason on screen.
 */
export function TodayList() {
  const t = useTranslations('staff.health.today')
  const health = useTranslations('staff.health')
  const { data, error, mutate } = useEndpoint(healthEndpoints.today)
  return (
    <StaffSection id="health-today" title={t('heading')}>
      <p className="mb-4 text-ink-soft">{t('intro')}</p>
      {!data ? (
        <LoadState loading={t('loading')} failed={error ? t('loadFailed') : undefined} retry={() => void mutate()} retryLabel={health('tryAgain')} />
      ) : data.children.length === 0 ? (
        <p className="text-ink-soft">{t('empty')}</p>
      ) : (
        <ul className="flex flex-col gap-4" data-testid="health-today">
          {data.children.map((child) => (
            <TodayChild key={child.childId} child={child} onRecorded={() => void mutate()} />
          ))}
        </ul>
      )}
    </StaffSection>
  )
}

function TodayChild({ child, onRecorded }: { child: HealthTodayChildRecord; onRecorded: () => void }) {
  const t = useTranslations('staff.health.today')
  const medication = useTranslations('staff.health.medication')
  const plans = useTranslations('staff.health.plans')
  const { day, mediumDateTime } = usePortalDates()
  const [dosing, setDosing] = useState<string | null>(null)
  const [announcement, setAnnouncement] = useState('')
  const headingId = useId()
  const words = medicationWordsOf(medication, (value) => day(value), mediumDateTime)
  return (
    <li aria-labelledby={headingId} className="rounded-2xl border border-brand-100 p-4" data-testid="health-today-child" data-child={child.childId}>
      <h3 id={headingId} className="text-lg font-bold text-ink">
        {child.childName}
        {child.classroom ? <span className="font-semibold text-ink-soft"> · {child.classroom.name}</span> : null}
      </h3>
      {child.carePlans.length > 0 && (
        <ul className="mt-2 flex flex-col gap-2" aria-label={t('plansOf', { name: child.childName })}>
          {child.carePlans.map((plan) => (
            <li key={plan.id} className={`rounded-xl p-3 ${plan.severity === 'life-threatening' || plan.severity === 'severe' ? 'bg-coral-50' : 'bg-brand-50/60'}`}>
              <p className="font-semibold text-ink">
                {plans(`kinds.${plan.kind}`)}: {plan.name} · {plans(`severities.${plan.severity}`)}
              </p>
              <p className="text-ink">{plan.whatToDo}</p>
            </li>
          ))}
        </ul>
      )}
      {child.medications.length > 0 && (
        <MedicationList
          authorizations={child.medications}
          words={words}
          testId="health-today-medications"
          actions={(authorization) =>
            dosing === authorization.id ? (
              <DoseForm
                authorization={authorization}
                childId={child.childId}
                childName={child.childName}
                onClose={() => setDosing(null)}
                onRecorded={(message) => {
                  setDosing(null)
                  setAnnouncement(message)
                  onRecorded()
                }}
              />
            ) : (
              <Button
                variant="outline"
                size="sm"
                className="mt-2"
                onClick={() => {
                  setAnnouncement('')
                  setDosing(authorization.id)
                }}
              >
                {t('recordDose', { medicine: authorization.medicine })}
              </Button>
            )
          }
        />
      )}
      <p role="status" className="mt-2 font-semibold text-brand-800" data-testid="dose-recorded">
        {announcement}
      </p>
      <DocumentsOnRequest child={{ id: child.childId, name: child.childName }} />
    </li>
  )
}

type DoseValues = { medicine: string; outcome: (typeof DOSE_OUTCOMES)[number]; givenAt: string; amount: string; reason: string; note: string }
const FIELDS = ['medicine', 'outcome', 'givenAt', 'amount', 'reason', 'note'] as const

/** What the dose form sends: the amount of a dose given, the reason of one refused or missed. */
const doseBody = (childId: string, values: DoseValues) => ({
  childId,
  medicine: values.medicine,
  outcome: values.outcome,
  givenAt: new Date(values.givenAt).toISOString(),
  amount: values.outcome === 'given' ? values.amount : undefined,
  reason: values.outcome === 'given' ? undefined : values.reason,
  note: values.note.trim() || undefined,
})
const checkDose = zodResolver(medicationDoseSchema)

/**
 * Records one dose of an authorization: the medicine's name as it reads on the container (checked against
 * the authorization's), given, refused or missed, when, the amount or the reason. The server's refusal (too
 * early, withdrawn, outside the dates, wrong medicine) is said out loud, and nothing is recorded.
 */
function DoseForm({ authorization, childId, childName, onClose, onRecorded }: { authorization: MedicationAuthorizationRecord; childId: string; childName: string; onClose: () => void; onRecorded: (message: string) => void }) {
  const t = useTranslations('staff.health.today')
  const medication = useTranslations('staff.health.medication')
  const health = useTranslations('staff.health')
  const headingId = useId()
  const first = useRef<HTMLInputElement | null>(null)
  const [refusal, setRefusal] = useState('')
  const {
    register,
    handleSubmit,
    setError,
    control,
    formState: { errors, isSubmitting },
  } = useForm<DoseValues>({
    defaultValues: { medicine: '', outcome: 'given', givenAt: localInput(new Date()), amount: authorization.dose, reason: '', note: '' },
    // The endpoint's own schema checks the dose before it is sent.
    resolver: bodyResolver<DoseValues>(checkDose, (values) => doseBody(childId, values), FIELDS),
  })
  const outcome = useWatch({ control, name: 'outcome' })
  const medicineField = register('medicine')

  const onSubmit = async (values: DoseValues) => {
    setRefusal('')
    try {
      await send(at(healthEndpoints.recordDose, authorization.id), doseBody(childId, values) as never)
      onRecorded(t('recorded', { medicine: authorization.medicine, name: childName }))
    } catch (failure) {
      setRefusal(formLevelMessage<DoseValues>(failure, setError, FIELDS, health('unreachable')))
    }
  }

  return (
    <form noValidate onSubmit={handleSubmit(onSubmit, () => setRefusal(''))} aria-labelledby={headingId} className="mt-3 flex flex-col gap-3 rounded-xl bg-brand-50/60 p-4" data-testid="dose-form">
      <h4 id={headingId} className="font-bold text-ink">
        {t('doseHeading', { medicine: authorization.medicine, name: childName })}
      </h4>
      <TextField
        id={`dose-${authorization.id}-medicine`}
        label={t('medicineOnContainer')}
        hint={t('medicineOnContainerHint')}
        required
        control={{
          ...medicineField,
          ref: (node: HTMLInputElement | null) => {
            medicineField.ref(node)
            if (node && !first.current) node.focus()
            first.current = node
          },
        }}
        error={errors.medicine?.message}
      />
      <div className="grid gap-3 sm:grid-cols-2">
        <ChoiceField
          id={`dose-${authorization.id}-outcome`}
          label={t('outcome')}
          required
          control={register('outcome')}
          error={errors.outcome?.message}
          choices={DOSE_OUTCOMES.map((value) => ({ value, label: medication(`outcomes.${value}`) }))}
        />
        <TextField id={`dose-${authorization.id}-time`} label={t('givenAt')} type="datetime-local" required control={register('givenAt')} error={errors.givenAt?.message} />
      </div>
      {outcome === 'given' ? (
        <TextField id={`dose-${authorization.id}-amount`} label={t('amount')} required control={register('amount')} error={errors.amount?.message} />
      ) : (
        <TextField id={`dose-${authorization.id}-reason`} label={t('reason')} required control={register('reason')} error={errors.reason?.message} />
      )}
      <TextAreaField id={`dose-${authorization.id}-note`} label={t('note')} rows={2} control={register('note')} error={errors.note?.message} />
      {refusal && (
        <p role="alert" className="rounded-lg bg-coral-50 p-3 font-semibold text-coral-700" data-testid="dose-refused">
          {t('refused', { reason: refusal })}
        </p>
      )}
      <FormActions error="" busy={isSubmitting} submitLabel={t('save')} busyLabel={t('saving')} cancelLabel={t('cancel')} onCancel={onClose} />
    </form>
  )
}
