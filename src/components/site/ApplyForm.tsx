'use client'

import type React from 'react'
import { Controller, useForm, type FieldPath } from 'react-hook-form'
import { mutate } from 'swr'

import { Button } from '@/components/ui/button'
import { Checkbox } from '@/components/ui/checkbox'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { NativeSelect } from '@/components/ui/native-select'
import { Textarea } from '@/components/ui/textarea'
import { toast } from '@/components/ui/use-toast'
import { ApiError, send } from '@/contract/client'
import { APPLICATION_AGE_GROUPS, SCHEDULE_PREFERENCES, SERVICES_NEEDED } from '@/lib/constants'
import type { EnrollmentApplication, EnrollmentApplicationInput } from '@/contract/schemas/application'
import { FieldError, FormField, RequiredNote } from './FormField'
import { lazyZodResolver } from './lazyZodResolver'
import { listsUnder, loadApi } from './publicApi'
import { useHydrated } from './useHydrated'

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

type TextFieldName = Exclude<
  keyof EnrollmentApplicationInput,
  'servicesNeeded' | 'voucherInterested' | 'childAgeGroup' | 'schedulePreference'
>

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
const application = lazyZodResolver(() => loadApi().then((api) => api.public.apply.body))

/** The enrollment application (/apply): the endpoint's zod schema on the client, then `api.public.apply`. */
export function ApplyForm() {
  const {
    register,
    control,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<EnrollmentApplicationInput, unknown, EnrollmentApplication>({
    resolver: application.resolver,
    defaultValues: EMPTY_APPLICATION,
  })

  const hydrated = useHydrated()

  const onSubmit = async (application: EnrollmentApplication) => {
    try {
      const api = await loadApi()
      await send(api.public.apply, application)
      toast(SUBMITTED)
      reset(EMPTY_APPLICATION)
      // The staff screens' cached application lists.
      void mutate(listsUnder(api.admin.applications.path))
    } catch (error) {
      if (error instanceof ApiError) {
        for (const { field, message } of error.fieldErrors) {
          if (field in EMPTY_APPLICATION) setError(field as FieldPath<EnrollmentApplicationInput>, { message }, { shouldFocus: true })
        }
      }
      toast({ ...FAILED, variant: 'destructive' })
    }
  }

  const text = (
    name: TextFieldName,
    label: string,
    options: { type?: string; autoComplete?: string; required?: boolean; className?: string } = {},
  ) => (
    <FormField id={name} label={label} required={options.required ?? true} error={errors[name]?.message} className={options.className}>
      {(control) => <Input type={options.type ?? 'text'} autoComplete={options.autoComplete} {...control} {...register(name)} />}
    </FormField>
  )

  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} {...application.loadOnReach} aria-describedby="apply-notes" className="space-y-8">
      <RequiredNote />

      <FormSection id="parent-section" title="Parent/Guardian Information">
        {text('parentFirstName', 'Your First Name', { autoComplete: 'given-name' })}
        {text('parentLastName', 'Your Last Name', { autoComplete: 'family-name' })}
        {text('email', 'Email Address', { type: 'email', autoComplete: 'email' })}
        {text('phone', 'Phone Number', { type: 'tel', autoComplete: 'tel' })}
        {text('address', 'Home Address', { autoComplete: 'street-address', className: 'sm:col-span-2' })}
      </FormSection>

      <FormSection id="child-section" title="Child Information">
        {text('childFirstName', 'Child’s First Name')}
        {text('childLastName', 'Child’s Last Name')}
        {text('childDateOfBirth', 'Date of Birth', { type: 'date' })}
        <FormField id="childAgeGroup" label="Age Group" required error={errors.childAgeGroup?.message}>
          {(control) => (
            <NativeSelect {...control} {...register('childAgeGroup')}>
              <option value="">Select an age group</option>
              {APPLICATION_AGE_GROUPS.map(({ value, label }) => (
                <option key={value} value={value}>
                  {label}
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>
      </FormSection>

      <FormSection id="care-section" title="Care Needs">
        {text('desiredStartDate', 'Desired Start Date', { type: 'date' })}
        <FormField id="schedulePreference" label="Schedule Preference" required error={errors.schedulePreference?.message}>
          {(control) => (
            <NativeSelect {...control} {...register('schedulePreference')}>
              <option value="">Select a schedule</option>
              {SCHEDULE_PREFERENCES.map(({ value, label }) => (
                <option key={value} value={value}>
                  {label}
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>

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
        <FormField
          id="specialNeeds"
          label="Special Needs or Allergies"
          error={errors.specialNeeds?.message}
          className="sm:col-span-2"
          hint="Optional: anything that helps us care for your child well."
        >
          {(control) => <Textarea rows={3} {...control} {...register('specialNeeds')} />}
        </FormField>
        <FormField id="questions" label="Questions or Comments" error={errors.questions?.message} className="sm:col-span-2" hint="Optional">
          {(control) => <Textarea rows={4} {...control} {...register('questions')} />}
        </FormField>
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
        <Button type="submit" size="lg" disabled={!hydrated || isSubmitting} className="w-full sm:w-auto sm:min-w-72">
          {isSubmitting ? 'Submitting Application...' : 'Submit Application'}
        </Button>
        <p className="max-w-xl text-sm text-ink-soft">
          By submitting this application, you agree to be contacted by our centre about enrollment.
        </p>
      </div>
    </form>
  )
}
