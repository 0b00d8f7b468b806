'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import { useLocale, useTranslations } from 'next-intl'
import { useEffect, useRef, useState } from 'react'
import { useForm, useWatch } from 'react-hook-form'
import { useSWRConfig } from 'swr'

import { bodyResolver } from '@/components/forms/bodyResolver'
import { ChoiceField, TextAreaField, TextField } from '@/components/forms/fields'
import { formLevelMessage } from '@/components/forms/serverFieldErrors'
import { useAnnouncedForm } from '@/components/forms/useAnnouncedForm'
import { FormActions } from '@/components/forms/FormActions'
import { usePortalDates } from '@/components/portal/dates'
import { LoadState, StaffSection } from '@/components/staff/shared/StaffSection'
import { useEndpoint } from '@/components/swr'
import { Button } from '@/components/ui/button'
import { healthEndpoints } from '../../endpoints'
import { send } from '@/contract/client'
import { at } from '@/contract/endpoint'
import { centreToday } from '@/lib/dates'
import type { CarePlanRecord, ChildImmunizationsRecord } from '../../record'
import { carePlanSchema, immunizationEntrySchema } from '../../schemas'
import { CarePlanList, carePlanWordsOf } from '../CarePlanList'
import { VaccineTable, type VaccineTableWords } from '../VaccineTable'
import { ChildHealthDocuments } from './ChildHealthDocuments'
import type { OpenedChild } from './openedChild'

type EntryValues = { vaccine: string; kind: 'dose' | 'exemption'; givenOn: string; exemptionKind: '' | 'medical' | 'religious'; note: string }
const FIELDS = ['vaccine', 'kind', 'givenOn', 'exemptionKind', 'note'] as const

/** What the entry form sends: a dose's day, or an exemption's kind. */
const entryBody = (values: EntryValues) => ({
  vaccine: values.vaccine,
  kind: values.kind,
  ...(values.kind === 'dose' ? { givenOn: values.givenOn } : { exemptionKind: values.exemptionKind || undefined }),
  note: values.note.trim() || undefined,
})
/** The endpoint's own schema checks the entry before it is sent. */
const entryResolver = bodyResolver<EntryValues>(zodResolver(immunizationEntrySchema), entryBody, FIELDS)

/** A child's immunizations: the vaccines' state, what is on file, and the form that records from the certificate; under them, the child's documents. Its heading takes the focus when it opens. */
export function ChildHealthRecord({ child, onClose }: { child: OpenedChild; onClose: () => void }) {
  const t = useTranslations('staff.health.record')
  const health = useTranslations('staff.health')
  const locale = useLocale()
  const heading = useRef<HTMLHeadingElement>(null)
  const { data, error, mutate } = useEndpoint(at(healthEndpoints.immunizations, child.id), { locale })
  const { day } = usePortalDates()
  const table = useTranslations('staff.health.table')
  const words: VaccineTableWords = {
    vaccine: table('vaccine'),
    doses: table('doses'),
    state: table('state'),
    dueOn: table('dueOn'),
    noDue: table('noDue'),
    dosesValue: ({ given, required }) => table('dosesValue', { given, required }),
    status: (status) => health(`status.${status}`),
    day: (value) => day(value),
  }
  useEffect(() => heading.current?.focus(), [])
  return (
    <StaffSection
      id="health-record"
      title={t('heading', { name: child.name })}
      headingRef={heading}
      aside={
        <Button variant="outline" onClick={onClose}>
          {t('close')}
        </Button>
      }
    >
      {!data ? (
        <LoadState loading={t('loading')} failed={error ? t('loadFailed') : undefined} retry={() => void mutate()} retryLabel={health('tryAgain')} />
      ) : (
        <div className="grid gap-6 lg:grid-cols-[3fr_2fr]">
          <div>
            <VaccineTable record={data} caption={table('caption', { name: child.name })} words={words} />
            <OnFile record={data} />
            <ChildCarePlans childId={child.id} />
          </div>
          <EntryForm record={data} child={child} onRecorded={(next) => mutate(next, { revalidate: false })} />
        </div>
      )}
      {data && <ChildHealthDocuments child={child} record={data} manage />}
    </StaffSection>
  )
}

/** The rows on file, oldest first: each dose with its day, each exemption with its kind. */
function OnFile({ record }: { record: ChildImmunizationsRecord }) {
  const t = useTranslations('staff.health.record')
  const { day } = usePortalDates()
  const nameOf = (code: string) => record.vaccines.find((vaccine) => vaccine.code === code)?.name ?? code
  return (
    <>
      <h3 className="mt-6 text-lg font-bold text-ink">{t('entries')}</h3>
      {record.entries.length === 0 ? (
        <p className="mt-2 text-ink-soft">{t('noEntries')}</p>
      ) : (
        <ul className="mt-2 flex flex-col gap-1" data-testid="immunization-entries">
          {record.entries.map((entry) => (
            <li key={entry.id}>
              {entry.kind === 'dose' ? t('doseLine', { vaccine: nameOf(entry.vaccine), date: day(entry.givenOn) }) : t('exemptionLine', { vaccine: nameOf(entry.vaccine), kind: entry.exemptionKind ?? 'medical' })}
              {entry.note ? <span className="text-ink-soft"> ({entry.note})</span> : null}
            </li>
          ))}
        </ul>
      )}
    </>
  )
}

function EntryForm({ record, child, onRecorded }: { record: ChildImmunizationsRecord; child: OpenedChild; onRecorded: (next: ChildImmunizationsRecord) => void }) {
  const t = useTranslations('staff.health.record')
  const health = useTranslations('staff.health')
  const { mutate } = useSWRConfig()
  const {
    register,
    submit,
    reset,
    control,
    announcement,
    formError,
    formState: { errors, isSubmitting },
  } = useAnnouncedForm<EntryValues>({ defaultValues: { vaccine: '', kind: 'dose', givenOn: centreToday(), exemptionKind: '', note: '' }, resolver: entryResolver }, FIELDS, health('unreachable'))
  const kind = useWatch({ control, name: 'kind' })

  const onSubmit = submit(async (values, announce) => {
    const next = await send(at(healthEndpoints.recordImmunization, child.id), entryBody(values) as never)
    const name = record.vaccines.find((vaccine) => vaccine.code === values.vaccine)?.name ?? values.vaccine
    reset({ ...values, vaccine: '', note: '' })
    onRecorded({ ...next, vaccines: next.vaccines.map((vaccine) => ({ ...vaccine, name: record.vaccines.find((shown) => shown.code === vaccine.code)?.name ?? vaccine.name })) })
    announce(t('saved', { vaccine: name, name: child.name }))
    await mutate(healthEndpoints.immunizationsDue.path)
  }, { clearWhenInvalid: true })

  return (
    <form noValidate onSubmit={onSubmit} aria-labelledby="health-entry-heading" className="flex flex-col gap-4 self-start rounded-2xl bg-brand-50/60 p-4 sm:p-5">
      <h3 id="health-entry-heading" className="text-lg font-bold text-ink">
        {t('formHeading')}
      </h3>
      <ChoiceField
        id="health-entry-vaccine"
        label={t('vaccine')}
        required
        placeholder={t('chooseVaccine')}
        control={register('vaccine')}
        error={errors.vaccine?.message}
        choices={record.vaccines.map((vaccine) => ({ value: vaccine.code, label: vaccine.name }))}
      />
      <ChoiceField
        id="health-entry-kind"
        label={t('kind')}
        required
        control={register('kind')}
        error={errors.kind?.message}
        choices={[
          { value: 'dose', label: t('dose') },
          { value: 'exemption', label: t('exemption') },
        ]}
      />
      {kind === 'exemption' ? (
        <ChoiceField
          id="health-entry-exemption"
          label={t('exemptionKind')}
          required
          placeholder={t('exemptionKind')}
          control={register('exemptionKind')}
          error={errors.exemptionKind?.message}
          choices={[
            { value: 'medical', label: t('medical') },
            { value: 'religious', label: t('religious') },
          ]}
        />
      ) : (
        <TextField id="health-entry-given-on" label={t('givenOn')} type="date" required control={register('givenOn')} error={errors.givenOn?.message} />
      )}
      <TextAreaField id="health-entry-note" label={t('note')} control={register('note')} error={errors.note?.message} />
      <FormActions error={formError} busy={isSubmitting} submitLabel={t('save')} busyLabel={t('saving')} />
      <p role="status" className="font-semibold text-brand-800" data-testid="health-entry-status">
        {announcement}
      </p>
    </form>
  )
}

/** The child's active care plans, under what is on file, and the form that adds one (admins review and retire them in /cms: Health and safety → Care plans). */
function ChildCarePlans({ childId }: { childId: string }) {
  const t = useTranslations('staff.health.plans')
  const { day } = usePortalDates()
  const { data, error, mutate } = useEndpoint(at(healthEndpoints.carePlans, childId))
  const [adding, setAdding] = useState(false)
  const opener = useRef<HTMLButtonElement>(null)
  const words = carePlanWordsOf(t, day)
  const active = data?.filter((plan) => plan.active) ?? []
  return (
    <>
      <h3 className="mt-6 text-lg font-bold text-ink">{t('plansHeading')}</h3>
      {error ? (
        <p role="alert" className="mt-2 font-semibold text-coral-700">
          {t('plansLoadFailed')}{' '}
          <Button variant="outline" size="sm" onClick={() => void mutate()}>
            {t('retry')}
          </Button>
        </p>
      ) : !data ? null : active.length === 0 ? (
        <p className="mt-2 text-ink-soft">{t('noPlans')}</p>
      ) : (
        <CarePlanList plans={active} words={words} testId="staff-care-plans" />
      )}
      {adding ? (
        <CarePlanForm
          childId={childId}
          onClose={() => {
            setAdding(false)
            requestAnimationFrame(() => opener.current?.focus())
          }}
          onAdded={(plans) => {
            void mutate(plans, { revalidate: false })
            setAdding(false)
            requestAnimationFrame(() => opener.current?.focus())
          }}
        />
      ) : (
        <Button ref={opener} variant="outline" className="mt-3" onClick={() => setAdding(true)}>
          {t('add')}
        </Button>
      )}
    </>
  )
}

type PlanValues = { kind: 'allergy' | 'condition'; name: string; severity: '' | 'mild' | 'moderate' | 'severe' | 'life-threatening'; reaction: string; whatToDo: string; medicines: string; lastReviewedOn: string }
const PLAN_FIELDS = ['kind', 'name', 'severity', 'reaction', 'whatToDo', 'medicines', 'lastReviewedOn'] as const

/** What the care plan form sends: the optional fields left empty are not. */
const planBody = (values: PlanValues) => ({
  kind: values.kind,
  name: values.name,
  severity: values.severity || undefined,
  reaction: values.reaction.trim() || undefined,
  whatToDo: values.whatToDo,
  medicines: values.medicines.trim() || undefined,
  lastReviewedOn: values.lastReviewedOn,
})
/** The endpoint's own schema checks the plan before it is sent. */
const planResolver = bodyResolver<PlanValues>(zodResolver(carePlanSchema), planBody, PLAN_FIELDS)

/** A new care plan, written with the family: its heading takes the focus; the server's messages go to their fields. */
function CarePlanForm({ childId, onClose, onAdded }: { childId: string; onClose: () => void; onAdded: (plans: CarePlanRecord[]) => void }) {
  const t = useTranslations('staff.health.plans')
  const health = useTranslations('staff.health')
  const { mutate } = useSWRConfig()
  const heading = useRef<HTMLHeadingElement>(null)
  useEffect(() => heading.current?.focus(), [])
  const [formError, setFormError] = useState('')
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<PlanValues>({ defaultValues: { kind: 'allergy', name: '', severity: '', reaction: '', whatToDo: '', medicines: '', lastReviewedOn: centreToday() }, resolver: planResolver })
  const onSubmit = async (values: PlanValues) => {
    setFormError('')
    try {
      const plans = await send(at(healthEndpoints.addCarePlan, childId), planBody(values) as never)
      onAdded(plans)
      await mutate(healthEndpoints.carePlansForReview.path)
    } catch (failure) {
      setFormError(formLevelMessage<PlanValues>(failure, setError, PLAN_FIELDS, health('unreachable')))
    }
  }
  return (
    <form noValidate onSubmit={handleSubmit(onSubmit, () => setFormError(''))} aria-labelledby="care-plan-form-heading" className="mt-3 flex flex-col gap-4 rounded-2xl bg-brand-50/60 p-4">
      <h4 id="care-plan-form-heading" ref={heading} tabIndex={-1} className="text-lg font-bold text-ink outline-none">
        {t('formHeading')}
      </h4>
      <div className="grid gap-4 sm:grid-cols-2">
        <ChoiceField id="care-plan-kind" label={t('kind')} required control={register('kind')} error={errors.kind?.message} choices={(['allergy', 'condition'] as const).map((value) => ({ value, label: t(`kinds.${value}`) }))} />
        <ChoiceField
          id="care-plan-severity"
          label={t('severity')}
          required
          placeholder={t('chooseSeverity')}
          control={register('severity')}
          error={errors.severity?.message}
          choices={(['mild', 'moderate', 'severe', 'life-threatening'] as const).map((value) => ({ value, label: t(`severities.${value}`) }))}
        />
      </div>
      <TextField id="care-plan-name" label={t('name')} required control={register('name')} error={errors.name?.message} />
      <TextAreaField id="care-plan-reaction" label={t('reaction')} rows={2} control={register('reaction')} error={errors.reaction?.message} />
      <TextAreaField id="care-plan-what-to-do" label={t('whatToDo')} required control={register('whatToDo')} error={errors.whatToDo?.message} />
      <TextField id="care-plan-medicines" label={t('medicines')} control={register('medicines')} error={errors.medicines?.message} />
      <TextField id="care-plan-reviewed" label={t('lastReviewedOn')} type="date" required control={register('lastReviewedOn')} error={errors.lastReviewedOn?.message} />
      <FormActions error={formError} busy={isSubmitting} submitLabel={t('save')} busyLabel={t('saving')} cancelLabel={t('cancel')} onCancel={onClose} />
    </form>
  )
}
