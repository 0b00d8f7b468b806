'use client'

import { useLocale, useTranslations } from 'next-intl'
import type React from 'react'

import { FieldError, RequiredNote } from '@/components/forms/FormField'
import { schemaCheck } from '@/components/site/schemaCheck'
import { usePublicForm } from '@/components/site/usePublicForm'
import { Button } from '@/components/ui/button'
import { Label } from '@/components/ui/label'
import { NativeCheckbox } from '@/components/ui/native-checkbox'
import { send } from '@/contract/client'
import { APPLICATION_AGE_GROUPS, SCHEDULE_PREFERENCES, SERVICES_NEEDED } from '@/lib/applicationChoices'
import { applicationAdminEndpoints, applyEndpoints } from '../../endpoints'
import type { EnrollmentApplicationInput } from '../../schemas'

const EMPTY_APPLICATION: EnrollmentApplicationInput = {
  parentFirstName: '',
  parentLastName: '',
  email: '',
  phone: '',
  address: '',
  childFirstName: '',
  childLastName: '',
  childDateOfBirth: '',
  childAgeGroup: '' as EnrollmentApplicationInput['childAgeGroup'],
  desiredStartDate: '',
  schedulePreference: '' as EnrollmentApplicationInput['schedulePreference'],
  servicesNeeded: [],
  voucherInterested: false,
  specialNeeds: '',
  questions: '',
}

function FormSection({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    <fieldset className="rounded-3xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8">
      {/* Floated so the legend lays out like a heading inside the padding, not on the fieldset's border. */}
      <legend className="float-left w-full">
        <h2 id={id} className="text-2xl font-bold text-ink">
          {title}
        </h2>
      </legend>
      <div className="clear-both grid gap-5 pt-6 sm:grid-cols-2">{children}</div>
    </fieldset>
  )
}

/** The form checks what the endpoint will: its own schema. Its entry is imported from the feature, not the whole contract (src/registry/api.ts): the page loads only this. */
const application = schemaCheck(() => applyEndpoints.apply.body())

/** The enrollment application (/apply): the endpoint's zod schema on the client, then `applyEndpoints.apply`. */
export function ApplyForm() {
  const t = useTranslations('site.apply.form')
  // The mails about the application go out in the language the family applied in.
  const language = useLocale()
  // The option labels, in the page's language, by their stored values (the values are what is sent).
  const ageGroups = APPLICATION_AGE_GROUPS.map(({ value }) => ({ value, label: t(`ageGroups.${value}`) }))
  const schedules = SCHEDULE_PREFERENCES.map(({ value }) => ({ value, label: t(`schedules.${value}`) }))
  const { field, checkbox, messageOf, submitting, hydrated, onSubmit } = usePublicForm({
    checked: application,
    blank: EMPTY_APPLICATION,
    send: (values) => send(applyEndpoints.apply, { ...values, language }),
    staffList: applicationAdminEndpoints.applications.path,
    // SPEC §8
    sent: { title: t('sent.title'), description: t('sent.description') },
    failed: { title: t('failed.title'), description: t('failed.description') },
  })

  return (
    <form noValidate onSubmit={onSubmit} {...application.loadOnReach} aria-describedby="apply-notes" className="space-y-8">
      <RequiredNote />

      <FormSection id="parent-section" title={t('parentSection')}>
        {field.text('parentFirstName', t('parentFirstName'), { required: true, autoComplete: 'given-name' })}
        {field.text('parentLastName', t('parentLastName'), { required: true, autoComplete: 'family-name' })}
        {field.text('email', t('email'), { required: true, type: 'email', autoComplete: 'email' })}
        {field.text('phone', t('phone'), { required: true, type: 'tel', autoComplete: 'tel' })}
        {field.text('address', t('address'), { required: true, autoComplete: 'street-address', className: 'sm:col-span-2' })}
      </FormSection>

      <FormSection id="child-section" title={t('childSection')}>
        {field.text('childFirstName', t('childFirstName'), { required: true })}
        {field.text('childLastName', t('childLastName'), { required: true })}
        {field.text('childDateOfBirth', t('childDateOfBirth'), { required: true, type: 'date' })}
        {field.select('childAgeGroup', t('childAgeGroup'), ageGroups, { required: true, placeholder: t('childAgeGroupPlaceholder') })}
      </FormSection>

      <FormSection id="care-section" title={t('careSection')}>
        {field.text('desiredStartDate', t('desiredStartDate'), { required: true, type: 'date' })}
        {field.select('schedulePreference', t('schedulePreference'), schedules, { required: true, placeholder: t('schedulePreferencePlaceholder') })}

        <fieldset className="sm:col-span-2" aria-describedby="servicesNeeded-error">
          <legend className="text-sm font-semibold text-ink">{t('servicesNeeded')}</legend>
          <p className="text-sm text-ink-soft">{t('servicesNeededHint')}</p>
          <div className="mt-3 grid gap-3 sm:grid-cols-2">
            {SERVICES_NEEDED.map(({ value }) => (
              <div key={value} className="flex items-center gap-3 rounded-2xl bg-brand-50/60 px-4 py-3">
                <NativeCheckbox id={`service-${value}`} {...checkbox('servicesNeeded', value)} />
                <Label htmlFor={`service-${value}`}>{t(`services.${value}`)}</Label>
              </div>
            ))}
          </div>
          <FieldError id="servicesNeeded-error" message={messageOf('servicesNeeded')} />
        </fieldset>

        <div className="flex items-start gap-3 rounded-2xl bg-sun-50 px-4 py-4 ring-1 ring-sun-100 sm:col-span-2">
          <NativeCheckbox id="voucherInterested" {...checkbox('voucherInterested')} aria-describedby="voucherInterested-hint" />
          <div>
            <Label htmlFor="voucherInterested">{t('voucherInterested')}</Label>
            <p id="voucherInterested-hint" className="mt-1 text-sm text-ink-soft">
              {t('voucherInterestedHint')}
            </p>
          </div>
        </div>
      </FormSection>

      <FormSection id="additional-section" title={t('additionalSection')}>
        {field.textarea('specialNeeds', t('specialNeeds'), {
          className: 'sm:col-span-2',
          hint: t('specialNeedsHint'),
        })}
        {field.textarea('questions', t('questions'), { rows: 4, className: 'sm:col-span-2', hint: t('optional') })}
      </FormSection>

      <div id="apply-notes" className="space-y-2 rounded-3xl bg-brand-50 p-6 text-base text-ink ring-1 ring-brand-100">
        <p>{t.rich('pricingNote', { strong: (chunks) => <strong>{chunks}</strong> })}</p>
        <p>{t.rich('contactNote', { strong: (chunks) => <strong>{chunks}</strong> })}</p>
      </div>

      <div className="flex flex-col items-center gap-4 text-center">
        <Button type="submit" size="lg" disabled={!hydrated || submitting} className="w-full sm:w-auto sm:min-w-72">
          {submitting ? t('submitting') : t('submit')}
        </Button>
        <p className="max-w-xl text-sm text-ink-soft">{t('consent')}</p>
      </div>
    </form>
  )
}
