/**
 * Emergency drills (src/features/drills, docs/spec.md §15): the board of a year (a fire drill each month,
 * a shelter-in-place or lockdown drill each quarter: done, missing, due, upcoming), the month-end rule
 * that tells the admins of a month ending without its fire drill, the evacuation time as a director
 * writes it, the body of POST /api/admin/drills, its messages in Spanish, and the reminder's mail.
 */
import { createTranslator } from 'next-intl'
import { describe, expect, it } from 'vitest'

import {
  type HeldDrill,
  REMINDER_DAYS,
  evacuationParts,
  fireDrillMonths,
  fireDrillReminderMonth,
  lastDayOf,
  parseEvacuationTime,
  periodState,
  shelterDrillQuarters,
} from '@/features/drills/drillRules'
import { FIRE_DRILL_REMINDER_CRON } from '@/features/drills/jobs/fireDrillReminder'
import { DRILLS_PATH, fireDrillMissingMail } from '@/features/drills/mail'
import { drillMessages, drillSchema } from '@/features/drills/schemas'
import { DEMO_MISSING_FIRE_DRILL_MONTHS_AGO, monthsAfter } from '@/features/drills/seed'
import en from '@/i18n/messages/en.json'
import es from '@/i18n/messages/es.json'
import { textKey } from '@/i18n/serverText'

const fire = (day: string): HeldDrill => ({ kind: 'fire', day })
const statesOf = (rows: { state: string }[]) => rows.map((row) => row.state)

describe('the calendar', () => {
  it('knows each month’s last day, February of a leap year too', () => {
    expect(lastDayOf('2026-01')).toBe('2026-01-31')
    expect(lastDayOf('2026-04')).toBe('2026-04-30')
    expect(lastDayOf('2026-02')).toBe('2026-02-28')
    expect(lastDayOf('2028-02')).toBe('2028-02-29')
    expect(lastDayOf('2026-12')).toBe('2026-12-31')
  })

  it('counts months across a year’s end (the demo’s missing month)', () => {
    expect(monthsAfter('2026-11', -DEMO_MISSING_FIRE_DRILL_MONTHS_AGO)).toBe('2026-08')
    expect(monthsAfter('2027-01', -3)).toBe('2026-10')
    expect(monthsAfter('2026-12', 1)).toBe('2027-01')
  })

  it('a period is done with its drill, missing once over without one, due while under way, upcoming before', () => {
    expect(periodState(true, '2026-08-01', '2026-08-31', '2026-11-28')).toBe('done')
    expect(periodState(false, '2026-08-01', '2026-08-31', '2026-11-28')).toBe('missing')
    expect(periodState(false, '2026-11-01', '2026-11-30', '2026-11-30')).toBe('due')
    expect(periodState(false, '2026-11-01', '2026-11-30', '2026-11-01')).toBe('due')
    expect(periodState(false, '2026-11-01', '2026-11-30', '2026-12-01')).toBe('missing')
    expect(periodState(false, '2026-12-01', '2026-12-31', '2026-11-30')).toBe('upcoming')
  })
})

describe('the board of a year', () => {
  const drills: HeldDrill[] = [
    fire('2026-01-12'),
    fire('2026-02-10'),
    fire('2026-02-24'),
    // A lockdown is no fire drill: March has none.
    { kind: 'lockdown', day: '2026-03-17' },
    fire('2026-04-01'),
    fire('2026-05-29'),
    fire('2026-06-30'),
    fire('2026-07-08'),
    { kind: 'shelter-in-place', day: '2026-08-19' },
    fire('2026-09-09'),
    fire('2026-10-14'),
    // Another year's December is not this year's.
    fire('2025-12-31'),
  ]

  it('each month: done with a fire drill, missing when over without one, due this month, upcoming after', () => {
    const months = fireDrillMonths(drills, 2026, '2026-11-28')
    expect(months.map((month) => month.month)).toEqual(Array.from({ length: 12 }, (_, index) => `2026-${String(index + 1).padStart(2, '0')}`))
    expect(statesOf(months)).toEqual(['done', 'done', 'missing', 'done', 'done', 'done', 'done', 'missing', 'done', 'done', 'due', 'upcoming'])
    expect(months[1]).toMatchObject({ first: '2026-02-01', last: '2026-02-28', drills: [fire('2026-02-10'), fire('2026-02-24')] })
    expect(months[2]!.drills).toEqual([])
  })

  it('a past year is done or missing throughout; a year to come is upcoming', () => {
    expect(statesOf(fireDrillMonths(drills, 2025, '2026-11-28'))).toEqual([...Array(11).fill('missing'), 'done'])
    expect(new Set(statesOf(fireDrillMonths(drills, 2027, '2026-11-28')))).toEqual(new Set(['upcoming']))
  })

  it('each quarter: a shelter-in-place or a lockdown drill, never a fire drill', () => {
    const quarters = shelterDrillQuarters(drills, 2026, '2026-11-28')
    expect(quarters.map(({ quarter, first, last }) => [quarter, first, last])).toEqual([
      [1, '2026-01-01', '2026-03-31'],
      [2, '2026-04-01', '2026-06-30'],
      [3, '2026-07-01', '2026-09-30'],
      [4, '2026-10-01', '2026-12-31'],
    ])
    expect(statesOf(quarters)).toEqual(['done', 'missing', 'done', 'due'])
    expect(quarters[0]!.drills).toEqual([{ kind: 'lockdown', day: '2026-03-17' }])
    // Earlier in the year, with the drills held by then.
    expect(statesOf(shelterDrillQuarters(drills.filter((drill) => drill.day <= '2026-05-02'), 2026, '2026-05-02'))).toEqual(['done', 'due', 'upcoming', 'upcoming'])
  })
})

describe('the month-end rule', () => {
  it(`reminds of the month once its last ${REMINDER_DAYS} days have begun without a fire drill, not before`, () => {
    expect(fireDrillReminderMonth([], '2026-11-23')).toBeNull()
    expect(fireDrillReminderMonth([], '2026-11-24')).toBe('2026-11')
    expect(fireDrillReminderMonth([], '2026-11-30')).toBe('2026-11')
    expect(fireDrillReminderMonth([], '2026-12-24')).toBeNull()
    expect(fireDrillReminderMonth([], '2026-12-25')).toBe('2026-12')
    expect(fireDrillReminderMonth([], '2026-02-22')).toBe('2026-02')
    expect(fireDrillReminderMonth([], '2028-02-22')).toBeNull()
    expect(fireDrillReminderMonth([], '2028-02-23')).toBe('2028-02')
    expect(fireDrillReminderMonth([], '2026-12-01')).toBeNull()
  })

  it('a fire drill held in the month settles it; another month’s, or a lockdown, does not', () => {
    expect(fireDrillReminderMonth([fire('2026-11-03')], '2026-11-28')).toBeNull()
    expect(fireDrillReminderMonth([fire('2026-10-30'), fire('2026-12-01'), { kind: 'lockdown', day: '2026-11-12' }], '2026-11-28')).toBe('2026-11')
  })

  it('the job looks on every day a month’s last week can begin (the 22nd to the 31st), at the centre’s morning', () => {
    const [minute, hour, days, months, weekdays] = FIRE_DRILL_REMINDER_CRON.split(' ')
    expect([minute, hour, months, weekdays]).toEqual(['0', '13', '*', '*'])
    const [from, to] = days!.split('-').map(Number)
    for (let year = 2026; year <= 2032; year++) {
      for (let month = 1; month <= 12; month++) {
        const last = Number(lastDayOf(`${year}-${String(month).padStart(2, '0')}`).slice(8))
        const firstOfWindow = last - REMINDER_DAYS + 1
        expect(firstOfWindow).toBeGreaterThanOrEqual(from!)
        expect(last).toBeLessThanOrEqual(to!)
      }
    }
  })
})

describe('the evacuation time as a director writes it', () => {
  it('seconds, or minutes:seconds, from 1 second to 2 hours', () => {
    expect(parseEvacuationTime('150')).toBe(150)
    expect(parseEvacuationTime(' 2:30 ')).toBe(150)
    expect(parseEvacuationTime('0:45')).toBe(45)
    expect(parseEvacuationTime('120:00')).toBe(7200)
    for (const wrong of ['', '0', '0:00', '7201', '120:01', '2:60', '2:5', 'two minutes', '1.5', '-30']) expect(parseEvacuationTime(wrong), wrong).toBeNull()
    expect(evacuationParts(150)).toEqual({ minutes: 2, seconds: 30 })
    expect(evacuationParts(45)).toEqual({ minutes: 0, seconds: 45 })
  })
})

describe('the body of POST /api/admin/drills', () => {
  const past = '2026-03-10T15:00:00.000Z'
  const errorsOf = (body: unknown) => {
    const result = drillSchema.safeParse(body)
    return result.success ? [] : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`)
  }

  it('a fire drill with its evacuation time; a shelter-in-place or lockdown drill without one', () => {
    expect(errorsOf({ kind: 'fire', heldAt: past, evacuationSeconds: 150, notes: 'All out' })).toEqual([])
    expect(errorsOf({ kind: 'lockdown', heldAt: '2026-03-10T10:00:00-05:00' })).toEqual([])
    expect(errorsOf({ kind: 'shelter-in-place', heldAt: past, evacuationSeconds: 60 })).toEqual([])
  })

  it('refuses each wrong field with its message', () => {
    expect(errorsOf({ kind: 'fire', heldAt: past })).toEqual([`evacuationSeconds: ${drillMessages.evacuationSeconds}`])
    expect(errorsOf({ kind: 'fire', heldAt: past, evacuationSeconds: 0 })).toEqual([`evacuationSeconds: ${drillMessages.evacuationSeconds}`])
    expect(errorsOf({ kind: 'fire', heldAt: past, evacuationSeconds: 7201 })).toEqual([`evacuationSeconds: ${drillMessages.evacuationSeconds}`])
    expect(errorsOf({ kind: 'fire', heldAt: past, evacuationSeconds: 12.5 })).toEqual([`evacuationSeconds: ${drillMessages.evacuationSeconds}`])
    expect(errorsOf({ kind: 'fire', heldAt: past, evacuationSeconds: Number.NaN })).toEqual([`evacuationSeconds: ${drillMessages.evacuationSeconds}`])
    expect(errorsOf({ kind: 'flood', heldAt: past })).toContain(`kind: ${drillMessages.kind}`)
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString()
    expect(errorsOf({ kind: 'lockdown', heldAt: tomorrow })).toEqual([`heldAt: ${drillMessages.heldAt}`])
    // A day without its time, a time without its zone, and no time at all.
    for (const heldAt of ['2026-03-10', '2026-03-10T10:00', 'yesterday', undefined]) expect(errorsOf({ kind: 'lockdown', heldAt }), String(heldAt)).toEqual([`heldAt: ${drillMessages.heldAt}`])
  })

  it('every message reads in Spanish on a Spanish screen (the serverText catalogue)', () => {
    for (const message of Object.values(drillMessages)) {
      const { key } = textKey(message)
      expect(Object.hasOwn(en.serverText, key), message).toBe(true)
      expect(Object.hasOwn(es.serverText, key), message).toBe(true)
    }
    const spanish = createTranslator({ locale: 'es', messages: es, namespace: 'serverText' }) as unknown as (key: string, values: Record<string, string>) => string
    const { key, values } = textKey(drillMessages.evacuationSeconds)
    expect(spanish(key, values)).toBe('Indique cuánto tardó la evacuación, en segundos o como minutos:segundos, hasta 2 horas')
  })
})

describe('the month-end mail', () => {
  it('names the month and its last day in the admin’s language, and links to the drills screen', () => {
    const english = fireDrillMissingMail({ month: '2026-11', endsOn: '2026-11-30' }, 'en')
    expect(english.subject).toBe('No fire drill yet in November 2026')
    expect(english.paragraphs[0]).toBe('No fire drill has been recorded for November 2026, which ends on November 30, 2026. North Carolina asks for a fire drill every month (10A NCAC 09 .0607).')
    expect(english.action).toEqual({ label: 'Open the drills board', path: DRILLS_PATH })
    const spanish = fireDrillMissingMail({ month: '2026-11', endsOn: '2026-11-30' }, 'es')
    expect(spanish.subject).toBe('Aún no hay simulacro de incendio en noviembre de 2026')
    expect(spanish.paragraphs[0]).toContain('que termina el 30 de noviembre de 2026')
    expect(spanish.action?.path).toBe(`/es${DRILLS_PATH}`)
  })
})
