'use client'

import { useLocale, useTranslations } from 'next-intl'
import { useEffect, useRef, useState } from 'react'
import { useForm, useWatch } from 'react-hook-form'
import { useSWRConfig } from 'swr'

import { ChoiceField, TextAreaField, TextField } from '@/components/forms/fields'
import { showFieldErrors } from '@/components/forms/serverFieldErrors'
import { usePortalDates } from '@/components/portal/dates'
import { LoadState, StaffSection } from '@/components/staff/shared/StaffSection'
import { useEndpoint } from '@/components/swr'
import { Button } from '@/components/ui/button'
import { api } from '@/contract/api'
import { ApiError, send } from '@/contract/client'
import { at } from '@/contract/endpoint'
import { centreToday } from '@/lib/dates'
import type { ChildImmunizationsRecord } from '../../record'
import { CarePlanList, carePlanWordsOf } from '../CarePlanList'
import { VaccineTable, type VaccineTableWords } from '../VaccineTable'

/** The child whose record is open: its id and its name as the lists show it. */
export type OpenedChild = { id: string; name: string }

type EntryValues = { vaccine: string; kind: 'dose' | 'exemption'; givenOn: string; exemptionKind: '' | 'medical' | 'religious'; note: string }
const FIELDS = ['vaccine', 'kind', 'givenOn', 'exemptionKind', 'note'] as const

/** A child's immunizations: the vaccines' state, what is on file, and the form that records from the certificate. Its heading takes the focus when it opens. */
export function ChildHealthRecord({ child, onClose }: { child: OpenedChild; onClose: () => void }) {
  const t = useTranslations('staff.health.record')
  const health = useTranslations('staff.health')
  const locale = useLocale()
  const heading = useRef<HTMLHeadingElement>(null)
  const { data, error, mutate } = useEndpoint(at(api.health.immunizations, child.id), { locale })
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
  const [announcement, setAnnouncement] = useState('')
  const [formError, setFormError] = useState('')
  const {
    register,
    handleSubmit,
    setError,
    reset,
    control,
    formState: { errors, isSubmitting },
  } = useForm<EntryValues>({ defaultValues: { vaccine: '', kind: 'dose', givenOn: centreToday(), exemptionKind: '', note: '' } })
  const kind = useWatch({ control, name: 'kind' })

  const onSubmit = async (values: EntryValues) => {
    setAnnouncement('')
    setFormError('')
    try {
      const next = await send(at(api.health.recordImmunization, child.id), {
        vaccine: values.vaccine,
        kind: values.kind,
        ...(values.kind === 'dose' ? { givenOn: values.givenOn } : { exemptionKind: values.exemptionKind || undefined }),
        note: values.note.trim() || undefined,
      } as never)
      const name = record.vaccines.find((vaccine) => vaccine.code === values.vaccine)?.name ?? values.vaccine
      reset({ ...values, vaccine: '', note: '' })
      onRecorded({ ...next, vaccines: next.vaccines.map((vaccine) => ({ ...vaccine, name: record.vaccines.find((shown) => shown.code === vaccine.code)?.name ?? vaccine.name })) })
      setAnnouncement(t('saved', { vaccine: name, name: child.name }))
      await mutate(api.health.immunizationsDue.path)
    } catch (failure) {
      if (!(failure instanceof ApiError)) return setFormError(health('unreachable'))
      showFieldErrors<EntryValues>(failure.fieldErrors, setError, FIELDS)
      if (!failure.fieldErrors.some((fieldError) => (FIELDS as readonly string[]).includes(fieldError.field))) setFormError(failure.serverMessage ?? health('unreachable'))
    }
  }

  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} aria-labelledby="health-entry-heading" className="flex flex-col gap-4 self-start rounded-2xl bg-brand-50/60 p-4 sm:p-5">
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
      {formError && (
        <p role="alert" className="font-semibold text-coral-700">
          {formError}
        </p>
      )}
      <Button type="submit" disabled={isSubmitting} className="self-start">
        {isSubmitting ? t('saving') : t('save')}
      </Button>
      <p role="status" className="font-semibold text-brand-800" data-testid="health-entry-status">
        {announcement}
      </p>
    </form>
  )
}

/** The child's active care plans, under what is on file (admins add and review them in /cms: Health and safety → Care plans). */
function ChildCarePlans({ childId }: { childId: string }) {
  const t = useTranslations('staff.health.plans')
  const { day } = usePortalDates()
  const { data, error, mutate } = useEndpoint(at(api.health.carePlans, childId))
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
    </>
  )
}
