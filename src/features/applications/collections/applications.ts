import type { CollectionConfig } from 'payload'

import { DEFAULT_LOCALE, LANGUAGE_NAMES, LOCALES } from '@/i18n/routing'
import { APPLICATION_AGE_GROUPS, APPLICATION_STATUSES, SCHEDULE_PREFERENCES, SERVICES_NEEDED } from '@/lib/constants'
import { stampSubmittedAt } from '@/collections/shared/hooks/stampSubmittedAt'
import { zodValidate } from '@/collections/shared/zodValidate'
import { announceNewApplication, announceStatusChange, stampStatusChange } from '../hooks/announceApplication'
import { guardStatusChange, lockApplication, recordStatusChange } from '../hooks/applicationPipeline'
import { enrollmentApplicationSchema } from '../schemas'
import { applicationAccess, applicationStatusSetters } from '../access'

const rule = enrollmentApplicationSchema.shape

/** Enrollment applications from /apply: anyone may submit; only admins (and integrations, for them) read them. */
export const Applications: CollectionConfig = {
  slug: 'applications',
  admin: {
    useAsTitle: 'childFirstName',
    defaultColumns: ['parentFirstName', 'parentLastName', 'childFirstName', 'childAgeGroup', 'status', 'submittedAt'],
    group: 'Enrollment',
  },
  access: applicationAccess,
  // The centre hears of a new application, the applicant of a new status, by mail (src/mail/notices.ts).
  // The enrollment pipeline: only the allowed moves, each kept in `application-events`, the row locked
  // first so two moves at once take turns.
  hooks: {
    beforeChange: [lockApplication, stampSubmittedAt, stampStatusChange, guardStatusChange],
    afterChange: [recordStatusChange, announceNewApplication, announceStatusChange],
  },
  defaultSort: '-submittedAt',
  fields: [
    {
      type: 'collapsible',
      label: 'Parent/Guardian Information',
      fields: [
        { name: 'parentFirstName', type: 'text', required: true, validate: zodValidate(rule.parentFirstName) },
        { name: 'parentLastName', type: 'text', required: true, validate: zodValidate(rule.parentLastName) },
        { name: 'email', type: 'text', required: true, validate: zodValidate(rule.email) },
        { name: 'phone', type: 'text', required: true, validate: zodValidate(rule.phone) },
        { name: 'address', type: 'textarea', required: true, validate: zodValidate(rule.address) },
      ],
    },
    {
      type: 'collapsible',
      label: 'Child Information',
      fields: [
        { name: 'childFirstName', type: 'text', required: true, validate: zodValidate(rule.childFirstName) },
        { name: 'childLastName', type: 'text', required: true, validate: zodValidate(rule.childLastName) },
        { name: 'childDateOfBirth', type: 'text', required: true, validate: zodValidate(rule.childDateOfBirth) },
        {
          name: 'childAgeGroup',
          type: 'select',
          required: true,
          options: APPLICATION_AGE_GROUPS.map(({ label, value }) => ({ label, value })),
          validate: zodValidate(rule.childAgeGroup),
        },
      ],
    },
    {
      type: 'collapsible',
      label: 'Care Needs',
      fields: [
        { name: 'desiredStartDate', type: 'text', required: true, validate: zodValidate(rule.desiredStartDate) },
        {
          name: 'schedulePreference',
          type: 'select',
          required: true,
          options: SCHEDULE_PREFERENCES.map(({ label, value }) => ({ label, value })),
          validate: zodValidate(rule.schedulePreference),
        },
        {
          name: 'servicesNeeded',
          type: 'select',
          hasMany: true,
          defaultValue: [],
          options: SERVICES_NEEDED.map(({ label, value }) => ({ label, value })),
          validate: zodValidate(rule.servicesNeeded),
        },
        { name: 'voucherInterested', type: 'checkbox', defaultValue: false },
      ],
    },
    {
      type: 'collapsible',
      label: 'Additional Information',
      fields: [
        { name: 'specialNeeds', type: 'textarea', defaultValue: '', validate: zodValidate(rule.specialNeeds) },
        { name: 'questions', type: 'textarea', defaultValue: '', validate: zodValidate(rule.questions) },
      ],
    },
    { name: 'submittedAt', type: 'date', index: true, admin: { readOnly: true, position: 'sidebar' } },
    {
      // The language the family applied in (the page's); the mails about this application use it.
      name: 'language',
      type: 'select',
      defaultValue: DEFAULT_LOCALE,
      options: LOCALES.map((value) => ({ value, label: LANGUAGE_NAMES[value] })),
      admin: { position: 'sidebar', description: 'The language the family applied in: the mails about this application are in it.' },
    },
    {
      name: 'status',
      type: 'select',
      defaultValue: 'new',
      index: true,
      options: APPLICATION_STATUSES.map(({ label, value }) => ({ label, value })),
      // Staff move an application along; whoever applies cannot choose where it starts.
      access: { create: applicationStatusSetters, update: applicationStatusSetters },
      admin: { position: 'sidebar', description: 'A change is mailed to the applicant (unless their portal account turned it off).' },
    },
    { name: 'statusChangedAt', type: 'date', access: { create: () => false, update: () => false }, admin: { readOnly: true, position: 'sidebar' } },
    {
      // "Enroll" creates the family's account and the child from the application: they are kept here.
      name: 'enrolledFamily',
      label: 'Family account',
      type: 'relationship',
      relationTo: 'users',
      access: { create: () => false, update: () => false },
      admin: { readOnly: true, position: 'sidebar' },
    },
    {
      name: 'enrolledChild',
      label: 'Child',
      type: 'relationship',
      relationTo: 'children',
      access: { create: () => false, update: () => false },
      admin: { readOnly: true, position: 'sidebar' },
    },
  ],
  timestamps: true,
}
