import type { CollectionBeforeChangeHook, CollectionBeforeDeleteHook, CollectionConfig } from 'payload'
import { ValidationError } from 'payload'

import { zodValidate } from '@/collections/shared/zodValidate'
import { dateText, requiredText } from '@/contract/schemas/fields'
import { z } from '@/contract/schemas/z'
import { NC_RATIO_BANDS } from '@/features/ratios/ratioTable'
import { centreToday } from '@/lib/dates'
import { MAX } from '@/lib/constants'
import { billingTermsAccess } from '../access'
import { RATE_CODE, basisPoints, billingMessages, nonNegativeCents } from '../schemas'
import { BILLING_SCHEDULES, RATE_PERIODS } from '../tuition'

const started = (effectiveFrom: unknown) => typeof effectiveFrom === 'string' && effectiveFrom.slice(0, 10) <= centreToday()

/** What a started schedule's invoices were computed from: its day, fees and each rate but for the programme's name. */
const billedTerms = (schedule: Record<string, unknown>) =>
  JSON.stringify([
    String(schedule.effectiveFrom ?? '').slice(0, 10),
    ...['registrationFeeCents', 'activityFeeCents', 'activityFeeMonth', 'siblingDiscountBasisPoints', 'latePickupCentsPerMinute', 'latePaymentFeeCents', 'latePaymentAfterDays'].map((field) => Number(schedule[field] ?? 0)),
    ...((schedule.rates ?? []) as Record<string, unknown>[]).map(({ code, ageBand, schedule: days, period, amountCents }) => [code, ageBand, days, period, Number(amountCents)]),
  ])

/**
 * A schedule that has started is history (invoices were computed from it): its day, fees and rates never
 * change and it is never deleted; a new rate is a new schedule with a later start. Its names may still be
 * corrected (the schedule's, a programme's in either language). Before its start it may be changed freely.
 */
const keepHistory: CollectionBeforeChangeHook = ({ data, originalDoc, operation, req, collection }) => {
  const refuse = (path: string, message: string) => {
    throw new ValidationError({ collection: collection.slug, errors: [{ path, message }] }, req.t)
  }
  if (operation === 'update' && originalDoc && started(originalDoc.effectiveFrom) && billedTerms({ ...originalDoc, ...data }) !== billedTerms(originalDoc)) {
    refuse('effectiveFrom', billingMessages.scheduleStarted)
  }
  const codes = ((data.rates ?? []) as { code?: string }[]).map((rate) => rate.code)
  if (new Set(codes).size !== codes.length) refuse('rates', billingMessages.rateCodesUnique)
  return data
}

const keepStartedSchedules: CollectionBeforeDeleteHook = async ({ id, req, collection }) => {
  const schedule = await req.payload.findByID({ collection: 'fee-schedules', id, depth: 0, req, overrideAccess: true, select: { effectiveFrom: true } })
  if (started(schedule.effectiveFrom)) throw new ValidationError({ collection: collection.slug, errors: [{ path: 'effectiveFrom', message: billingMessages.scheduleStarted }] }, req.t)
}

const cents = (name: string, label: string, description?: string) =>
  ({ name, label, type: 'number', required: true, defaultValue: 0, min: 0, admin: { step: 1, description }, validate: zodValidate(nonNegativeCents()) }) as const

/** A whole number within `min`…`max` (a month, a number of days). */
const wholeNumber = (name: string, defaultValue: number, [min, max]: [number, number], message: string) =>
  ({ name, type: 'number', required: true, defaultValue, min, max, validate: zodValidate(z.number({ error: message }).int(message).min(min, message).max(max, message)) }) as const

/**
 * The centre's fees, dated: each schedule starts on a day and holds until the next one starts
 * (src/features/billing/tuition.ts: a month is billed at the schedule in force on its first day, a week
 * at the one in force on its Monday). Amounts are whole cents. Admins only: editors, teachers and
 * families see none of it (a family sees its own invoices).
 */
export const FeeSchedules: CollectionConfig = {
  slug: 'fee-schedules',
  labels: { singular: 'Fee schedule', plural: 'Fee schedules' },
  admin: { useAsTitle: 'name', defaultColumns: ['name', 'effectiveFrom', 'updatedAt'], group: 'Billing' },
  access: billingTermsAccess,
  hooks: { beforeChange: [keepHistory], beforeDelete: [keepStartedSchedules] },
  defaultSort: '-effectiveFrom',
  fields: [
    { name: 'name', type: 'text', required: true, validate: zodValidate(requiredText('Give the schedule a name', MAX.line)) },
    {
      name: 'effectiveFrom',
      label: 'Starts on',
      type: 'date',
      required: true,
      unique: true,
      index: true,
      admin: { date: { pickerAppearance: 'dayOnly' }, description: 'Its rates apply from this day until the next schedule starts. Once it has started it cannot be changed.' },
      validate: zodValidate(dateText(billingMessages.effectiveFrom)),
    },
    {
      name: 'rates',
      type: 'array',
      required: true,
      minRows: 1,
      admin: { description: 'Tuition by programme, age band and schedule. Plans name a rate by its code, so a later schedule can change the amount.' },
      fields: [
        {
          type: 'row',
          fields: [
            {
              name: 'code',
              type: 'text',
              required: true,
              validate: zodValidate(requiredText(billingMessages.rateCode, 64).refine((value) => RATE_CODE.test(value), billingMessages.rateCodeFormat)),
            },
            { name: 'programme', type: 'text', required: true, localized: true, validate: zodValidate(requiredText('Name the programme', MAX.line)) },
          ],
        },
        {
          type: 'row',
          fields: [
            { name: 'ageBand', type: 'select', required: true, options: NC_RATIO_BANDS.map(({ band, label }) => ({ value: band, label })) },
            { name: 'schedule', type: 'select', required: true, options: BILLING_SCHEDULES.map((value) => ({ value, label: value })) },
            { name: 'period', type: 'select', required: true, options: RATE_PERIODS.map((value) => ({ value, label: value })) },
            cents('amountCents', 'Amount (cents)'),
          ],
        },
      ],
    },
    {
      type: 'row',
      fields: [
        cents('registrationFeeCents', 'Registration fee (cents)', 'Once per child, on the invoice of the month their plan starts (when the plan asks for it).'),
        cents('activityFeeCents', 'Activity fee (cents)', 'Once a year per child with a plan, on the invoice of the month below.'),
        wholeNumber('activityFeeMonth', 9, [1, 12], billingMessages.activityFeeMonth),
      ],
    },
    {
      name: 'siblingDiscountBasisPoints',
      label: 'Sibling discount (basis points)',
      type: 'number',
      required: true,
      defaultValue: 0,
      admin: { description: '10 % is 1000. Off the tuition of every child of a family but the one with the highest tuition.' },
      validate: zodValidate(basisPoints),
    },
    {
      type: 'row',
      fields: [
        cents('latePickupCentsPerMinute', 'Late pickup, per minute (cents)', 'For each minute after closing a child is collected.'),
        cents('latePaymentFeeCents', 'Late payment fee (cents)', 'Once per invoice still open the given number of days after its due date.'),
        wholeNumber('latePaymentAfterDays', 10, [0, 365], billingMessages.days),
      ],
    },
  ],
  timestamps: true,
}
