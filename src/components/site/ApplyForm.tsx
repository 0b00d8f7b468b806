'use client'

import type React from 'react'
import { Controller } from 'react-hook-form'

import { FieldError, RequiredNote } from '@/components/forms/FormField'
import { lazyZodResolver } from '@/components/forms/lazyZodResolver'
import { Button } from '@/components/ui/button'
import { Checkbox } from '@/components/ui/checkbox'
import { Label } from '@/components/ui/label'
import { api } from '@/contract/api'
import { send } from '@/contract/client'
import type { EnrollmentApplicationInput } from '@/contract/schemas/application'
import { APPLICATION_AGE_GROUPS, SCHEDULE_PREFERENCES, SERVICES_NEEDED } from '@/lib/constants'
import { usePublicForm } from './usePublicForm'

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

/** SPEC §8 */
const SUBMITTED = {
  title: 'Application Submitted Successfully!',
  description: 'Thank you for your application! We will contact you within 24 hours to schedule a tour and discuss enrollment details.',
}
const FAILED = { title: 'Submission Failed', description: 'There was an error submitting your application. Please try again.' }

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

/** The form checks what the endpoint will: its own schema. */
const application = lazyZodResolver(() => api.public.apply.body())

/** The enrollment application (/apply): the endpoint's zod schema on the client, then `api.public.apply`. */
export function ApplyForm() {
  const { form, field, hydrated, onSubmit } = usePublicForm({
    checked: application,
    blank: EMPTY_APPLICATION,
    send: (api, values) => send(api.public.apply, values),
    staffList: (api) => api.admin.applications,
    sent: SUBMITTED,
    failed: FAILED,
  })
  const { control, formState } = form

  return (
    <form noValidate onSubmit={onSubmit} {...application.loadOnReach} aria-describedby="apply-notes" className="space-y-8">
      <RequiredNote />

      <FormSection id="parent-section" title="Parent/Guardian Information">
        {field.text('parentFirstName', 'Your First Name', { required: true, autoComplete: 'given-name' })}
        {field.text('parentLastName', 'Your Last Name', { required: true, autoComplete: 'family-name' })}
        {field.text('email', 'Email Address', { required: true, type: 'email', autoComplete: 'email' })}
        {field.text('phone', 'Phone Number', { required: true, type: 'tel', autoComplete: 'tel' })}
        {field.text('address', 'Home Address', { required: true, autoComplete: 'street-address', className: 'sm:col-span-2' })}
      </FormSection>

      <FormSection id="child-section" title="Child Information">
        {field.text('childFirstName', 'Child’s First Name', { required: true })}
        {field.text('childLastName', 'Child’s Last Name', { required: true })}
        {field.text('childDateOfBirth', 'Date of Birth', { required: true, type: 'date' })}
        {field.select('childAgeGroup', 'Age Group', APPLICATION_AGE_GROUPS, { required: true, placeholder: 'Select an age group' })}
      </FormSection>

      <FormSection id="care-section" title="Care Needs">
        {field.text('desiredStartDate', 'Desired Start Date', { required: true, type: 'date' })}
        {field.select('schedulePreference', 'Schedule Preference', SCHEDULE_PREFERENCES, { required: true, placeholder: 'Select a schedule' })}

        <Controller
          control={control}
          name="servicesNeeded"
          render={({ field, fieldState }) => {
            const chosen = field.value ?? []
            return (
              <fieldset className="sm:col-span-2" aria-describedby="servicesNeeded-error">
                <legend className="text-sm font-semibold text-ink">Services Needed</legend>
                <p className="text-sm text-ink-soft">Choose all that apply.</p>
                <div className="mt-3 grid gap-3 sm:grid-cols-2">
                  {SERVICES_NEEDED.map(({ value, label }) => (
                    <div key={value} className="flex items-center gap-3 rounded-2xl bg-brand-50/60 px-4 py-3">
                      <Checkbox
                        id={`service-${value}`}
                        ref={value === SERVICES_NEEDED[0].value ? field.ref : undefined}
                        checked={chosen.includes(value)}
                        onBlur={field.onBlur}
                        onCheckedChange={(checked) =>
                          field.onChange(checked === true ? [...chosen, value] : chosen.filter((service) => service !== value))
                        }
                      />
                      <Label htmlFor={`service-${value}`}>{label}</Label>
                    </div>
                  ))}
                </div>
                <FieldError id="servicesNeeded-error" message={fieldState.error?.message} />
              </fieldset>
            )
          }}
        />

        <Controller
          control={control}
          name="voucherInterested"
          render={({ field }) => (
            <div className="flex items-start gap-3 rounded-2xl bg-sun-50 px-4 py-4 ring-1 ring-sun-100 sm:col-span-2">
              <Checkbox
                id="voucherInterested"
                ref={field.ref}
                checked={field.value === true}
                onBlur={field.onBlur}
                onCheckedChange={(checked) => field.onChange(checked === true)}
                aria-describedby="voucherInterested-hint"
              />
              <div>
                <Label htmlFor="voucherInterested">I am interested in using a child-care voucher</Label>
                <p id="voucherInterested-hint" className="mt-1 text-sm text-ink-soft">
                  We accept state voucher programs and offer sliding scale fees and payment plans.
                </p>
              </div>
            </div>
          )}
        />
      </FormSection>

      <FormSection id="additional-section" title="Additional Information">
        {field.textarea('specialNeeds', 'Special Needs or Allergies', {
          className: 'sm:col-span-2',
          hint: 'Optional: anything that helps us care for your child well.',
        })}
        {field.textarea('questions', 'Questions or Comments', { rows: 4, className: 'sm:col-span-2', hint: 'Optional' })}
      </FormSection>

      <div id="apply-notes" className="space-y-2 rounded-3xl bg-brand-50 p-6 text-base text-ink ring-1 ring-brand-100">
        <p>
          <strong>Pricing</strong> is discussed with you after we review your application, so that we can suggest the schedule and support
          that fit your family.
        </p>
        <p>
          <strong>We will contact you within 24 hours</strong> to schedule a tour and discuss enrollment details.
        </p>
      </div>

      <div className="flex flex-col items-center gap-4 text-center">
        <Button type="submit" size="lg" disabled={!hydrated || formState.isSubmitting} className="w-full sm:w-auto sm:min-w-72">
          {formState.isSubmitting ? 'Submitting Application...' : 'Submit Application'}
        </Button>
        <p className="max-w-xl text-sm text-ink-soft">
          By submitting this application, you agree to be contacted by our centre about enrollment.
        </p>
      </div>
    </form>
  )
}
