import type { DateField, Field, FieldHook, FieldHookArgs, SanitizedConfig } from 'payload'
import { ValidationError } from 'payload'

import { isDay, isMoment } from '@/lib/dates'

declare module 'payload' {
  interface FieldCustom {
    /** A date field's own message for a day the calendar does not have (./realDays.ts), where its rules speak in a hook. */
    dayMessage?: string
  }
}

/** What a date field with no message of its own says of a day the calendar does not have (docs/spec.md §7). */
export const CMS_DAY_MESSAGES = {
  day: 'Give a real day (YYYY-MM-DD)',
  moment: 'Give a real date and time (YYYY-MM-DDTHH:MM)',
} as const

/**
 * What a date field may hold: a Date, a day (`YYYY-MM-DD`) or a moment on one (`2026-11-20T15:00:00.000Z`),
 * read as parseDay reads a day, so 2026-02-30 is none (Payload's own check takes whatever `Date.parse`
 * reads, which rolls it over to 2 March).
 */
export const isRealDate = (value: unknown): boolean => (value instanceof Date ? !Number.isNaN(value.getTime()) : isDay(value) || isMoment(value))

const isEmpty = (value: unknown) => value === undefined || value === null || (typeof value === 'string' && value.trim() === '')

/** The refusal its own validator gives the value (a zodValidate of the spec's schema says it in the field's words), if it gives one. */
async function ownRefusal(field: DateField, value: unknown, args: FieldHookArgs): Promise<string | undefined> {
  const validate = field.validate
  if (!validate) return undefined
  // What Payload itself gives a validator when it saves (a zodValidate reads none of it; Payload's own date check reads `req.t`).
  const options = {
    blockData: args.blockData,
    collectionSlug: args.collection?.slug,
    data: args.data ?? {},
    event: 'submit',
    id: (args.originalDoc as { id?: string } | undefined)?.id,
    operation: args.operation,
    path: args.path,
    preferences: { fields: {} },
    previousValue: args.previousValue,
    req: args.req,
    siblingData: args.siblingData ?? {},
  } as unknown as Parameters<typeof validate>[1]
  const verdict = await validate(value as Parameters<typeof validate>[0], options)
  return typeof verdict === 'string' ? verdict : undefined
}

/**
 * Refuses, before anything else reads the input (the collection's hooks, which would read 2026-02-30 as
 * 2 March, or refuse it for another reason first), a value that is no real day: 400, Payload's
 * ValidationError naming the field, nothing written. Its message is the field's own (`custom.dayMessage`,
 * or what its validator says of the value), else the general one for a day or a date and time. An empty
 * value is left to the field's required rule.
 */
function refuseUnrealDay(field: DateField): FieldHook {
  return async (args) => {
    const { value } = args
    if (isEmpty(value) || isRealDate(value)) return undefined
    const message =
      field.custom?.dayMessage ?? (await ownRefusal(field, value, args)) ?? (field.admin?.date?.pickerAppearance === 'dayOnly' ? CMS_DAY_MESSAGES.day : CMS_DAY_MESSAGES.moment)
    throw new ValidationError(
      { collection: args.collection?.slug, global: args.global?.slug, errors: [{ path: args.path.join('.'), message, label: field.label || field.name }], req: args.req },
      args.req.t,
    )
  }
}

/** Every date field among these, however deep (groups, rows, collapsibles, tabs, arrays, blocks). */
function dateFieldsOf(fields: readonly Field[]): DateField[] {
  return fields.flatMap((field): DateField[] => {
    if (field.type === 'date') return [field]
    if (field.type === 'tabs') return field.tabs.flatMap((tab) => dateFieldsOf(tab.fields))
    if (field.type === 'blocks') return (field.blocks ?? []).flatMap((block) => dateFieldsOf(block.fields))
    return 'fields' in field && Array.isArray(field.fields) ? dateFieldsOf(field.fields) : []
  })
}

const guarded = new WeakSet<DateField>()

/**
 * The day rule (docs/spec.md §7, "Days are calendar days") on every date field of the sanitized config:
 * each collection's and global's, Payload's own timestamps (`createdAt`, `updatedAt`) and auth fields
 * included, so /api/cms, /cms and the Local API refuse 2026-02-30 as our /api does, and a new date field
 * keeps the rule without being named here (tests/int/cms-days.int.spec.ts walks them all).
 */
export function realDays(config: SanitizedConfig): SanitizedConfig {
  const owners = [...config.collections, ...config.globals, ...(config.blocks ?? [])]
  for (const field of owners.flatMap((owner) => dateFieldsOf(owner.fields))) {
    if (guarded.has(field)) continue
    guarded.add(field)
    field.hooks = { ...field.hooks, beforeValidate: [refuseUnrealDay(field), ...(field.hooks?.beforeValidate ?? [])] }
  }
  return config
}
