import { z } from '@/contract/schemas/z'

import {
  APPLICATION_AGE_GROUPS,
  APPLICATION_STATUSES,
  MAX,
  PHONE_MIN,
  SCHEDULE_PREFERENCES,
  SERVICES_NEEDED,
} from '@/lib/constants'
import { LANGUAGE_CHOICE_MESSAGE, choice, dateText, emailAddress, minLengthText, optionalText, requiredText } from '@/contract/schemas/fields'
import { DEFAULT_LOCALE, LOCALES } from '@/i18n/routing'

const values = <T extends readonly { value: string }[]>(options: T) =>
  options.map((option) => option.value) as unknown as readonly [T[number]['value'], ...T[number]['value'][]]

export const applicationMessages = {
  parentFirstName: 'Parent first name is required',
  parentLastName: 'Parent last name is required',
  email: 'Please enter a valid email address',
  phone: 'Please enter a valid phone number',
  address: 'Home address is required',
  childFirstName: 'Child first name is required',
  childLastName: 'Child last name is required',
  childDateOfBirth: 'Child date of birth is required',
  childAgeGroup: 'Please select an age group',
  desiredStartDate: 'Please select a desired start date',
  schedulePreference: 'Please select a schedule preference',
} as const

export const enrollmentApplicationSchema = z.object({
  parentFirstName: requiredText(applicationMessages.parentFirstName, MAX.name),
  parentLastName: requiredText(applicationMessages.parentLastName, MAX.name),
  email: emailAddress(applicationMessages.email),
  phone: minLengthText(PHONE_MIN, applicationMessages.phone, MAX.phone),
  address: requiredText(applicationMessages.address, MAX.line),
  childFirstName: requiredText(applicationMessages.childFirstName, MAX.name),
  childLastName: requiredText(applicationMessages.childLastName, MAX.name),
  childDateOfBirth: dateText(applicationMessages.childDateOfBirth),
  childAgeGroup: choice(values(APPLICATION_AGE_GROUPS), applicationMessages.childAgeGroup),
  desiredStartDate: dateText(applicationMessages.desiredStartDate),
  schedulePreference: choice(values(SCHEDULE_PREFERENCES), applicationMessages.schedulePreference),
  servicesNeeded: z
    .array(choice(values(SERVICES_NEEDED), 'Please choose services from the list'), {
      error: 'Please choose services from the list',
    })
    .default([]),
  voucherInterested: z.boolean({ error: 'Must be true or false' }).default(false),
  specialNeeds: optionalText(MAX.text).default(''),
  questions: optionalText(MAX.text).default(''),
  /** The page's language: the mails about the application are in it. Left out: English. */
  language: z.enum(LOCALES, { error: LANGUAGE_CHOICE_MESSAGE }).default(DEFAULT_LOCALE),
})

export type EnrollmentApplicationInput = z.input<typeof enrollmentApplicationSchema>
export type EnrollmentApplication = z.output<typeof enrollmentApplicationSchema>

export const APPLICATION_STATUS_MESSAGE = `Please choose a status: ${APPLICATION_STATUSES.map((status) => status.value).join(', ')}`

/** PATCH /api/admin/applications/:id: where staff move an application (the allowed moves are the collection's rule). */
export const applicationStatusSchema = z.object({ status: choice(values(APPLICATION_STATUSES), APPLICATION_STATUS_MESSAGE) })
export type ApplicationStatusChange = z.output<typeof applicationStatusSchema>
