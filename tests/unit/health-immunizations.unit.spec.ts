/**
 * The immunization status rules (src/features/health/immunizationStatus.ts, docs/spec.md §15): doses due
 * by age, 30 days ahead counted as due, a newly enrolled child's 30 days, exemptions, vaccines no longer
 * required at an age, the worst vaccine deciding the child's status, and the annual report's counts;
 * and the body of POST /api/children/:childId/immunizations.
 */
import { describe, expect, it } from 'vitest'

import { addMonths, ageInMonths, immunizationReport, immunizationStatus, vaccineStatus, type VaccineRule } from '@/features/health/immunizationStatus'
import { NC_CHILD_CARE_SCHEDULE } from '@/features/health/schedule'
import { immunizationEntrySchema, immunizationMessages } from '@/features/health/schemas'

const MMR: VaccineRule = { code: 'MMR', dosesDueByMonths: [16, 72], requiredUntilMonths: null }
const HIB: VaccineRule = { code: 'Hib', dosesDueByMonths: [3, 5, 16], requiredUntilMonths: 60 }
/** Born 2024-01-15, enrolled long ago (no grace left). */
const child = { dateOfBirth: '2024-01-15', enrollmentDate: '2024-04-01' }

describe('calendar arithmetic', () => {
  it('adds months, keeping the day or taking the shorter month’s last day', () => {
    expect(addMonths('2024-01-15', 16)).toBe('2025-05-15')
    expect(addMonths('2024-01-31', 1)).toBe('2024-02-29')
    expect(addMonths('2023-01-31', 1)).toBe('2023-02-28')
    expect(addMonths('2024-02-29', 12)).toBe('2025-02-28')
  })

  it('counts whole months of age', () => {
    expect(ageInMonths('2024-01-15', '2025-01-14')).toBe(11)
    expect(ageInMonths('2024-01-15', '2025-01-15')).toBe(12)
    expect(ageInMonths('2021-11-28', '2026-11-28')).toBe(60)
  })
})

describe('a vaccine’s status', () => {
  it('a dose not yet due, more than 30 days away: up to date, nothing due', () => {
    expect(vaccineStatus(MMR, child, [], [], '2025-03-01')).toMatchObject({ status: 'up-to-date', dueOn: null, required: 0, given: 0 })
  })

  it('a dose falling due within 30 days: due on its day', () => {
    expect(vaccineStatus(MMR, child, [], [], '2025-04-20')).toMatchObject({ status: 'due', dueOn: '2025-05-15', required: 1 })
    expect(vaccineStatus(MMR, child, [], [], '2025-05-15')).toMatchObject({ status: 'due', dueOn: '2025-05-15' })
  })

  it('the day after it fell due without the dose: overdue', () => {
    expect(vaccineStatus(MMR, child, [], [], '2025-05-16')).toMatchObject({ status: 'overdue', dueOn: '2025-05-15' })
  })

  it('the dose given: up to date again until the next one falls due', () => {
    const doses = [{ vaccine: 'MMR', givenOn: '2025-05-01' }]
    expect(vaccineStatus(MMR, child, doses, [], '2025-06-01')).toMatchObject({ status: 'up-to-date', given: 1, dueOn: null })
    expect(vaccineStatus(MMR, child, doses, [], '2030-01-16')).toMatchObject({ status: 'overdue', dueOn: '2030-01-15' })
  })

  it('a dose recorded for a day after today does not count yet; another vaccine’s dose never counts', () => {
    expect(vaccineStatus(MMR, child, [{ vaccine: 'MMR', givenOn: '2025-06-10' }], [], '2025-06-01')).toMatchObject({ status: 'overdue', given: 0 })
    expect(vaccineStatus(MMR, child, [{ vaccine: 'Varicella', givenOn: '2025-05-01' }], [], '2025-06-01')).toMatchObject({ status: 'overdue', given: 0 })
  })

  it('an exemption on file covers the vaccine', () => {
    expect(vaccineStatus(MMR, child, [], [{ vaccine: 'MMR', kind: 'medical' }], '2026-01-01')).toMatchObject({ status: 'exempt', exemption: 'medical', dueOn: null })
  })

  it('a vaccine not required from an age: missing doses are not asked of an older child', () => {
    expect(vaccineStatus(HIB, child, [], [], '2028-01-14')).toMatchObject({ status: 'overdue' })
    expect(vaccineStatus(HIB, child, [], [], '2029-01-15')).toMatchObject({ status: 'not-required', dueOn: null })
  })

  it('a newly enrolled child has 30 days from enrollment, shown from the first day', () => {
    const newcomer = { dateOfBirth: '2024-01-15', enrollmentDate: '2026-11-02' }
    expect(vaccineStatus(MMR, newcomer, [], [], '2026-11-02')).toMatchObject({ status: 'due', dueOn: '2026-12-02' })
    expect(vaccineStatus(MMR, newcomer, [], [], '2026-12-02')).toMatchObject({ status: 'due', dueOn: '2026-12-02' })
    expect(vaccineStatus(MMR, newcomer, [], [], '2026-12-03')).toMatchObject({ status: 'overdue', dueOn: '2026-12-02' })
  })

  it('the grace never delays a dose that falls due after it', () => {
    const newcomer = { dateOfBirth: '2025-08-01', enrollmentDate: '2026-11-02' }
    // MMR's first dose is due at 16 months: 2026-12-01, before the grace ends (2026-12-02): the later day counts.
    expect(vaccineStatus(MMR, newcomer, [], [], '2026-11-20')).toMatchObject({ dueOn: '2026-12-02' })
    const baby = { dateOfBirth: '2026-06-01', enrollmentDate: '2026-08-03' }
    expect(vaccineStatus(MMR, baby, [], [], '2026-11-20')).toMatchObject({ status: 'up-to-date', dueOn: null })
  })
})

describe('a child’s status', () => {
  it('is the worst of its vaccines’, due on the earliest missing dose', () => {
    const schedule = [MMR, HIB, { code: 'Varicella', dosesDueByMonths: [16, 72], requiredUntilMonths: null }]
    const doses = [
      { vaccine: 'Hib', givenOn: '2024-03-15' },
      { vaccine: 'Hib', givenOn: '2024-05-15' },
      { vaccine: 'Hib', givenOn: '2025-04-15' },
      { vaccine: 'MMR', givenOn: '2025-05-01' },
    ]
    const status = immunizationStatus(schedule, child, doses, [], '2025-05-20')
    expect(status.status).toBe('overdue')
    expect(status.dueOn).toBe('2025-05-15')
    expect(status.vaccines.map((vaccine) => [vaccine.code, vaccine.status])).toEqual([['MMR', 'up-to-date'], ['Hib', 'up-to-date'], ['Varicella', 'overdue']])
    expect(immunizationStatus(schedule, child, [...doses, { vaccine: 'Varicella', givenOn: '2025-05-20' }], [], '2025-05-20').status).toBe('up-to-date')
  })

  it('a child who had every dose of North Carolina’s schedule on time is up to date at every age to 12', () => {
    const born = '2014-03-10'
    const doses = NC_CHILD_CARE_SCHEDULE.flatMap((vaccine) => vaccine.dosesDueByMonths.map((months) => ({ vaccine: vaccine.code, givenOn: addMonths(born, months - 1) })))
    for (let months = 2; months <= 150; months += 1) {
      const today = addMonths(born, months)
      const status = immunizationStatus(NC_CHILD_CARE_SCHEDULE, { dateOfBirth: born, enrollmentDate: '2014-06-01' }, doses, [], today)
      expect(status.status, today).toBe('up-to-date')
    }
  })
})

describe('the annual report', () => {
  it('counts the enrolled children per age group by status, and exemptions of each kind', () => {
    const asOf = '2026-12-31'
    const schedule = [MMR]
    const make = (dateOfBirth: string, doses: string[], exemption?: 'medical' | 'religious') => {
      const facts = { dateOfBirth, enrollmentDate: '2025-01-06' }
      return { ...facts, status: immunizationStatus(schedule, facts, doses.map((givenOn) => ({ vaccine: 'MMR', givenOn })), exemption ? [{ vaccine: 'MMR', kind: exemption }] : [], asOf) }
    }
    const rows = immunizationReport(
      [
        make('2026-06-01', []), // under 1: nothing due yet
        make('2025-06-01', []), // 1 year: MMR due by 2026-10-01: overdue
        make('2025-06-01', ['2026-09-01']), // 1 year: up to date
        make('2024-06-01', [], 'religious'), // 2 years: exempt
        make('2020-01-01', ['2021-05-01'], 'medical'), // 6: exempt
      ],
      asOf,
    )
    expect(rows.map((row) => [row.ageGroup, row.enrolled, row.upToDate, row.due, row.overdue, row.medicalExemptions, row.religiousExemptions])).toEqual([
      ['Under 1 year', 1, 1, 0, 0, 0, 0],
      ['1 year', 2, 1, 0, 1, 0, 0],
      ['2 years', 1, 1, 0, 0, 0, 1],
      ['3 years', 0, 0, 0, 0, 0, 0],
      ['4 years', 0, 0, 0, 0, 0, 0],
      ['5 years and older', 1, 1, 0, 0, 1, 0],
    ])
  })
})

describe('the body of a dose or an exemption', () => {
  const errorsOf = (body: unknown) => {
    const result = immunizationEntrySchema.safeParse(body)
    return result.success ? [] : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`)
  }

  it('a dose needs its day as YYYY-MM-DD; an exemption its kind', () => {
    expect(errorsOf({ vaccine: 'MMR', kind: 'dose', givenOn: '2026-05-01' })).toEqual([])
    expect(errorsOf({ vaccine: 'MMR', kind: 'exemption', exemptionKind: 'religious' })).toEqual([])
    expect(errorsOf({ vaccine: 'MMR', kind: 'dose' })).toEqual([`givenOn: ${immunizationMessages.givenOn}`])
    expect(errorsOf({ vaccine: 'MMR', kind: 'dose', givenOn: '2026-02-30' })).toContain(`givenOn: ${immunizationMessages.givenOn}`)
    expect(errorsOf({ vaccine: 'MMR', kind: 'exemption' })).toEqual([`exemptionKind: ${immunizationMessages.exemptionKind}`])
    expect(errorsOf({ vaccine: 'MMR', kind: 'exemption', exemptionKind: 'philosophical' })).toContain(`exemptionKind: ${immunizationMessages.exemptionKind}`)
    expect(errorsOf({ vaccine: ' ', kind: 'dose', givenOn: '2026-05-01' })).toEqual([`vaccine: ${immunizationMessages.vaccine}`])
    expect(errorsOf({ vaccine: 'MMR', kind: 'booster' })).toContain(`kind: ${immunizationMessages.kind}`)
  })
})
