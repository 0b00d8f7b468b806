'use client'

import { useTranslations } from 'next-intl'
import { useEffect, useId, useRef, useState } from 'react'
import { useForm, useWatch } from 'react-hook-form'

import { bodyResolver } from '@/components/forms/bodyResolver'
import { ChoiceField, TextAreaField, TextField } from '@/components/forms/fields'
import { lazyZodResolver } from '@/components/forms/lazyZodResolver'
import { formLevelMessage } from '@/components/forms/serverFieldErrors'
import { ConfirmAction } from '@/components/forms/ConfirmAction'
import { FormActions } from '@/components/forms/FormActions'
import { usePortalDates } from '@/components/portal/dates'
import { LoadError } from '@/components/portal/RecordStates'
import { useEndpoint } from '@/components/swr'
import { Button } from '@/components/ui/button'
import { healthEndpoints } from '../../endpoints'
import { send } from '@/contract/client'
import { at } from '@/contract/endpoint'
import type { ChildRecord } from '@/contract/records'
import { centreToday } from '@/lib/dates'
import { MEDICATION_KINDS, MEDICATION_ROUTES } from '../../medication'
import type { ChildMedicationsRecord, MedicationAuthorizationRecord } from '../../record'
import { DoseLog, MedicationList, medicationWordsOf } from '../MedicationList'

/**
 * A child's medicines in the parent's health records: the authorizations the parent signed (with a way to
 * withdraw one that still holds), every dose the centre recorded, and the form that signs a new
 * authorization with the parent's typed name (docs/spec.md §15, 10A NCAC 09 .0803).
 */
export function ChildMedication({ child }: { child: ChildRecord }) {
  const t = useTranslations('portal.health.medication')
  const { day, mediumDateTime } = usePortalDates()
  const medications = useEndpoint(at(healthEndpoints.medications, child.id))
  const doses = useEndpoint(at(healthEndpoints.doses, child.id))
  const [signing, setSigning] = useState(false)
  const opener = useRef<HTMLButtonElement>(null)
  const words = medicationWordsOf(t, (value) => day(value), mediumDateTime)
  const refresh = (next: ChildMedicationsRecord) => {
    void medications.mutate(next, { revalidate: false })
    void doses.mutate()
  }
  return (
    <>
      <h4 className="mt-6 text-lg font-bold text-ink">{t('heading')}</h4>
      {medications.error ? (
        <LoadError message={t('loadFailed')} onRetry={() => void medications.mutate()} />
      ) : !medications.data ? (
        <p role="status" className="mt-2 text-ink-soft">
          {t('loading')}
        </p>
      ) : medications.data.authorizations.length === 0 ? (
        <p className="mt-2 text-ink-soft">{t('none')}</p>
      ) : (
        <MedicationList
          authorizations={medications.data.authorizations}
          words={words}
          testId="medication-authorizations"
          actions={(authorization) => (authorization.state === 'active' || authorization.state === 'upcoming' ? <Withdraw authorization={authorization} onDone={refresh} /> : null)}
        />
      )}
      <h5 className="mt-4 font-bold text-ink">{t('dosesHeading')}</h5>
      {doses.error ? (
        <LoadError message={t('dosesLoadFailed')} onRetry={() => void doses.mutate()} />
      ) : !doses.data ? null : doses.data.length === 0 ? (
        <p className="mt-1 text-ink-soft">{t('noDoses')}</p>
      ) : (
        <DoseLog doses={doses.data} caption={t('dosesCaption', { firstName: child.firstName })} words={words} testId="medication-doses" />
      )}
      {signing ? (
        <AuthorizationForm
          child={child}
          onClose={() => {
            setSigning(false)
            requestAnimationFrame(() => opener.current?.focus())
          }}
          onSigned={(next) => {
            refresh(next)
            setSigning(false)
            requestAnimationFrame(() => opener.current?.focus())
          }}
        />
      ) : (
        <Button ref={opener} variant="outline" className="mt-4" onClick={() => setSigning(true)}>
          {t('authorize', { firstName: child.firstName })}
        </Button>
      )}
    </>
  )
}

/** Withdraws an authorization after the parent confirms it: no dose is given after it. */
function Withdraw({ authorization, onDone }: { authorization: MedicationAuthorizationRecord; onDone: (next: ChildMedicationsRecord) => void }) {
  const t = useTranslations('portal.health.medication')
  return (
    <ConfirmAction
      className="mt-2"
      label={t('withdraw')}
      question={t('withdrawQuestion', { medicine: authorization.medicine })}
      confirmLabel={t('withdrawConfirm')}
      keepLabel={t('withdrawKeep')}
      failedLabel={t('failed')}
      onConfirm={async () => onDone(await send(at(healthEndpoints.withdrawMedication, authorization.id)))}
    />
  )
}

type AuthorizationValues = {
  medicine: string
  kind: (typeof MEDICATION_KINDS)[number]
  carePlanId: string
  dose: string
  route: '' | (typeof MEDICATION_ROUTES)[number]
  minHoursBetween: string
  maxDosesPerDay: string
  timesOfDay: string
  whenNeeded: boolean
  whenNeededFor: string
  instructions: string
  startsOn: string
  endsOn: string
  prescriptionEndsOn: string
  prescriber: string
  signedName: string
  agreed: boolean
}
const FIELDS = ['medicine', 'kind', 'carePlanId', 'dose', 'route', 'minHoursBetween', 'maxDosesPerDay', 'timesOfDay', 'whenNeededFor', 'instructions', 'startsOn', 'endsOn', 'prescriptionEndsOn', 'prescriber', 'signedName', 'agreed'] as const

const number = (value: string) => (value.trim() === '' ? undefined : Number(value))

/** What the authorization form sends: each kind's own fields, the others not. */
const authorizationBody = (values: AuthorizationValues) => ({
  medicine: values.medicine,
  kind: values.kind,
  carePlanId: values.kind === 'standing' && values.carePlanId ? values.carePlanId : undefined,
  dose: values.dose,
  route: values.route || undefined,
  minHoursBetween: number(values.minHoursBetween),
  maxDosesPerDay: number(values.maxDosesPerDay),
  timesOfDay: values.timesOfDay.trim() || undefined,
  whenNeeded: values.kind === 'standing' ? values.whenNeeded : false,
  whenNeededFor: values.kind === 'standing' && values.whenNeeded ? values.whenNeededFor : undefined,
  instructions: values.instructions.trim() || undefined,
  startsOn: values.startsOn,
  endsOn: values.endsOn,
  prescriptionEndsOn: values.kind === 'prescription' && values.prescriptionEndsOn ? values.prescriptionEndsOn : undefined,
  prescriber: values.kind === 'prescription' ? values.prescriber.trim() || undefined : undefined,
  signedName: values.signedName,
  agreed: values.agreed,
})
/** The endpoint's own schema checks the authorization before it is sent; zod arrives when the form is first checked. */
const checkAuthorization = lazyZodResolver(() => import('../../schemas').then((module) => module.medicationAuthorizationSchema))
const authorizationResolver = bodyResolver<AuthorizationValues>(checkAuthorization.resolver, authorizationBody, FIELDS)

/** The written authorization, signed with the parent's typed name; its heading takes the focus when it opens. */
function AuthorizationForm({ child, onClose, onSigned }: { child: ChildRecord; onClose: () => void; onSigned: (next: ChildMedicationsRecord) => void }) {
  const t = useTranslations('portal.health.medication')
  const plans = useEndpoint(at(healthEndpoints.carePlans, child.id))
  const headingId = useId()
  const heading = useRef<HTMLHeadingElement>(null)
  useEffect(() => heading.current?.focus(), [])
  const [formError, setFormError] = useState('')
  const today = centreToday()
  const {
    register,
    handleSubmit,
    setError,
    control,
    formState: { errors, isSubmitting },
  } = useForm<AuthorizationValues>({
    defaultValues: { medicine: '', kind: 'over-the-counter', carePlanId: '', dose: '', route: '', minHoursBetween: '', maxDosesPerDay: '', timesOfDay: '', whenNeeded: false, whenNeededFor: '', instructions: '', startsOn: today, endsOn: today, prescriptionEndsOn: '', prescriber: '', signedName: '', agreed: false },
    resolver: authorizationResolver,
  })
  const kind = useWatch({ control, name: 'kind' })
  const whenNeeded = useWatch({ control, name: 'whenNeeded' })

  const onSubmit = async (values: AuthorizationValues) => {
    setFormError('')
    try {
      const next = await send(at(healthEndpoints.authorizeMedication, child.id), authorizationBody(values) as never)
      onSigned(next)
    } catch (failure) {
      setFormError(formLevelMessage<AuthorizationValues>(failure, setError, FIELDS, t('failed')))
    }
  }

  const id = (name: string) => `medication-${child.id}-${name}`
  return (
    <form noValidate onSubmit={handleSubmit(onSubmit, () => setFormError(''))} aria-labelledby={headingId} className="mt-4 flex flex-col gap-4 rounded-2xl bg-brand-50/60 p-4 sm:p-5">
      <h5 id={headingId} tabIndex={-1} ref={heading} className="text-lg font-bold text-ink">
        {t('formHeading', { firstName: child.firstName })}
      </h5>
      <p className="text-ink-soft">{t('formIntro')}</p>
      <TextField id={id('medicine')} label={t('fields.medicine')} hint={t('fields.medicineHint')} required control={register('medicine')} error={errors.medicine?.message} />
      <ChoiceField
        id={id('kind')}
        label={t('fields.kind')}
        hint={t(`kindHints.${kind}`)}
        required
        control={register('kind')}
        error={errors.kind?.message}
        choices={MEDICATION_KINDS.map((value) => ({ value, label: t(`kinds.${value}`) }))}
      />
      {kind === 'standing' && (
        <ChoiceField
          id={id('care-plan')}
          label={t('fields.carePlan')}
          required
          placeholder={plans.data && plans.data.some((plan) => plan.active) ? t('fields.choosePlan') : t('fields.noPlan')}
          control={register('carePlanId')}
          error={errors.carePlanId?.message}
          choices={(plans.data ?? []).filter((plan) => plan.active).map((plan) => ({ value: plan.id, label: plan.name }))}
        />
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField id={id('dose')} label={t('fields.dose')} hint={t('fields.doseHint')} required control={register('dose')} error={errors.dose?.message} />
        <ChoiceField
          id={id('route')}
          label={t('fields.route')}
          required
          placeholder={t('fields.chooseRoute')}
          control={register('route')}
          error={errors.route?.message}
          choices={MEDICATION_ROUTES.map((value) => ({ value, label: t(`routes.${value}`) }))}
        />
        <TextField id={id('hours')} label={t('fields.minHoursBetween')} hint={t('fields.minHoursBetweenHint')} type="number" required control={register('minHoursBetween')} error={errors.minHoursBetween?.message} />
        <TextField id={id('max')} label={t('fields.maxDosesPerDay')} type="number" control={register('maxDosesPerDay')} error={errors.maxDosesPerDay?.message} />
      </div>
      <TextField id={id('times')} label={t('fields.timesOfDay')} hint={t('fields.timesOfDayHint')} control={register('timesOfDay')} error={errors.timesOfDay?.message} />
      {kind === 'standing' && (
        <div className="flex items-center gap-2">
          <input id={id('when-needed')} type="checkbox" className="size-5" {...register('whenNeeded')} />
          <label htmlFor={id('when-needed')} className="font-semibold text-ink">
            {t('fields.whenNeeded')}
          </label>
        </div>
      )}
      {kind === 'standing' && whenNeeded && (
        <TextField id={id('when-needed-for')} label={t('fields.whenNeededFor')} required control={register('whenNeededFor')} error={errors.whenNeededFor?.message} />
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField id={id('starts')} label={t('fields.startsOn')} type="date" required control={register('startsOn')} error={errors.startsOn?.message} />
        <TextField id={id('ends')} label={t('fields.endsOn')} type="date" required control={register('endsOn')} error={errors.endsOn?.message} />
        {kind === 'prescription' && (
          <>
            <TextField id={id('prescription-ends')} label={t('fields.prescriptionEndsOn')} type="date" required control={register('prescriptionEndsOn')} error={errors.prescriptionEndsOn?.message} />
            <TextField id={id('prescriber')} label={t('fields.prescriber')} control={register('prescriber')} error={errors.prescriber?.message} />
          </>
        )}
      </div>
      <TextAreaField id={id('instructions')} label={t('fields.instructions')} control={register('instructions')} error={errors.instructions?.message} />
      <TextField id={id('signature')} label={t('fields.signedName')} hint={t('fields.signedNameHint')} required autoComplete="name" control={register('signedName')} error={errors.signedName?.message} />
      <div className="flex items-start gap-2">
        <input id={id('agreed')} type="checkbox" className="mt-1 size-5" aria-invalid={errors.agreed ? true : undefined} aria-describedby={errors.agreed ? id('agreed-error') : undefined} {...register('agreed')} />
        <label htmlFor={id('agreed')} className="text-ink">
          {t('fields.agreed', { firstName: child.firstName })}
        </label>
      </div>
      {errors.agreed?.message && (
        <p id={id('agreed-error')} className="font-semibold text-coral-700">
          {errors.agreed.message}
        </p>
      )}
      <FormActions error={formError} busy={isSubmitting} submitLabel={t('sign')} busyLabel={t('signing')} cancelLabel={t('cancel')} onCancel={onClose} />
    </form>
  )
}
