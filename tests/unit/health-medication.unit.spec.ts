/**
 * Medication's rules (src/features/health/medication.ts, 10A NCAC 09 .0803): how long each kind of
 * authorization may hold, and the hard stop that refuses a dose outside a valid authorization.
 */
import { describe, expect, it } from 'vitest'

import {
  type AuthorizationState,
  type AuthorizationTerms,
  doseRefusal,
  type DoseRequest,
  holdsOn,
  latestEnd,
  medicationMessages,
  nextDoseFrom,
  sameMedicine,
  termsRefusal,
} from '@/features/health/medication'

const terms = (overrides: Partial<AuthorizationTerms> = {}): AuthorizationTerms => ({
  kind: 'over-the-counter',
  startsOn: '2026-11-28',
  endsOn: '2026-12-05',
  minHoursBetween: 4,
  ...overrides,
})

describe('how long an authorization may hold (termsRefusal, latestEnd)', () => {
  it('holds an over-the-counter medicine for at most 30 days, the first day counted', () => {
    expect(latestEnd(terms())).toBe('2026-12-27')
    expect(termsRefusal(terms({ endsOn: '2026-12-27' }))).toBeNull()
    expect(termsRefusal(terms({ endsOn: '2026-12-28' }))).toEqual({ field: 'endsOn', message: medicationMessages.overTheCounterDays })
  })

  it('holds a standing authorization for at most six months', () => {
    expect(latestEnd(terms({ kind: 'standing' }))).toBe('2027-05-27')
    expect(termsRefusal(terms({ kind: 'standing', endsOn: '2027-05-27', whenNeeded: true }))).toBeNull()
    expect(termsRefusal(terms({ kind: 'standing', endsOn: '2027-05-28' }))).toEqual({ field: 'endsOn', message: medicationMessages.standingMonths })
    // The 31st of a month six months on that has 30 days: its last day.
    expect(latestEnd({ kind: 'standing', startsOn: '2026-12-31' })).toBe('2027-06-29')
  })

  it('holds a prescription medicine until the prescription ends, and needs that day', () => {
    expect(termsRefusal(terms({ kind: 'prescription', endsOn: '2026-12-10' }))).toEqual({ field: 'prescriptionEndsOn', message: medicationMessages.prescriptionEndsOn })
    expect(termsRefusal(terms({ kind: 'prescription', endsOn: '2026-12-10', prescriptionEndsOn: '2026-12-10' }))).toBeNull()
    expect(termsRefusal(terms({ kind: 'prescription', endsOn: '2026-12-11', prescriptionEndsOn: '2026-12-10' }))).toEqual({ field: 'endsOn', message: medicationMessages.prescriptionEnd })
    // A prescription may run longer than 30 days: its end is the prescription's.
    expect(termsRefusal(terms({ kind: 'prescription', endsOn: '2027-03-01', prescriptionEndsOn: '2027-03-01' }))).toBeNull()
  })

  it('gives a medicine "when needed" only under a standing authorization', () => {
    expect(termsRefusal(terms({ whenNeeded: true }))).toEqual({ field: 'whenNeeded', message: medicationMessages.whenNeeded })
    expect(termsRefusal(terms({ kind: 'prescription', prescriptionEndsOn: '2026-12-31', whenNeeded: true }))?.field).toBe('whenNeeded')
    expect(termsRefusal(terms({ kind: 'standing', whenNeeded: true }))).toBeNull()
  })

  it('refuses a last day before the first', () => {
    expect(termsRefusal(terms({ endsOn: '2026-11-27' }))).toEqual({ field: 'endsOn', message: medicationMessages.endsOn })
  })
})

const authorization = (overrides: Partial<AuthorizationState> = {}): AuthorizationState => ({
  ...terms({ kind: 'standing', endsOn: '2027-05-27', whenNeeded: true }),
  childId: 'amara',
  medicine: 'Albuterol inhaler',
  withdrawnAt: null,
  maxDosesPerDay: null,
  ...overrides,
})
const request = (overrides: Partial<DoseRequest> = {}): DoseRequest => ({
  childId: 'amara',
  medicine: 'albuterol  INHALER',
  outcome: 'given',
  at: '2026-12-01T15:00:00.000Z',
  day: '2026-12-01',
  ...overrides,
})
const clock = (instant: string) => instant.slice(11, 16)
const day = (instant: string) => instant.slice(0, 10)

describe('the hard stop (doseRefusal)', () => {
  it('lets a dose within a valid authorization through', () => {
    expect(doseRefusal(authorization(), request(), [], clock, day)).toBeNull()
  })

  it('refuses the wrong child and the wrong medicine', () => {
    expect(doseRefusal(authorization(), request({ childId: 'noah' }), [], clock, day)).toEqual({ field: 'childId', message: medicationMessages.wrongChild })
    expect(doseRefusal(authorization(), request({ medicine: 'Ibuprofen' }), [], clock, day)).toEqual({ field: 'medicine', message: medicationMessages.wrongMedicine })
  })

  it('refuses a dose after the authorization was withdrawn, not one given before', () => {
    const withdrawn = authorization({ withdrawnAt: '2026-12-01T14:00:00.000Z' })
    expect(doseRefusal(withdrawn, request(), [], clock, day)).toEqual({ field: 'authorization', message: 'Authorization withdrawn on 2026-12-01: no dose may be given' })
    expect(doseRefusal(withdrawn, request({ at: '2026-12-01T13:00:00.000Z' }), [], clock, day)).toBeNull()
  })

  it('refuses a day outside the authorization\'s dates', () => {
    expect(doseRefusal(authorization(), request({ at: '2026-11-27T15:00:00.000Z', day: '2026-11-27' }), [], clock, day)?.message).toBe('Outside the authorization’s dates: it starts on 2026-11-28')
    expect(doseRefusal(authorization(), request({ at: '2027-05-28T15:00:00.000Z', day: '2027-05-28' }), [], clock, day)?.message).toBe('Outside the authorization’s dates: it ended on 2027-05-27')
    expect(doseRefusal(authorization(), request({ at: '2027-05-27T15:00:00.000Z', day: '2027-05-27' }), [], clock, day)).toBeNull()
  })

  it('refuses a dose given too early for the frequency, and lets it through once the hours have passed', () => {
    const given = [{ at: '2026-12-01T12:00:00.000Z', day: '2026-12-01' }]
    expect(doseRefusal(authorization(), request({ at: '2026-12-01T15:59:00.000Z' }), given, clock, day)).toEqual({
      field: 'givenAt',
      message: 'Too early: the last dose was given at 12:00; the next may be given from 16:00',
    })
    expect(doseRefusal(authorization(), request({ at: '2026-12-01T16:00:00.000Z' }), given, clock, day)).toBeNull()
  })

  it('holds a dose recorded late, for a time before one already given, to the same spacing', () => {
    const given = [{ at: '2026-12-01T12:00:00.000Z', day: '2026-12-01' }]
    expect(doseRefusal(authorization(), request({ at: '2026-12-01T10:00:00.000Z' }), given, clock, day)?.field).toBe('givenAt')
    expect(doseRefusal(authorization(), request({ at: '2026-12-01T08:00:00.000Z' }), given, clock, day)).toBeNull()
  })

  it('refuses a dose over the day\'s limit', () => {
    const given = [
      { at: '2026-12-01T09:00:00.000Z', day: '2026-12-01' },
      { at: '2026-12-01T13:00:00.000Z', day: '2026-12-01' },
    ]
    const limited = authorization({ maxDosesPerDay: 2 })
    expect(doseRefusal(limited, request({ at: '2026-12-01T18:00:00.000Z' }), given, clock, day)).toEqual({ field: 'givenAt', message: 'The day’s limit of 2 doses has been given' })
    expect(doseRefusal(limited, request({ at: '2026-12-02T18:00:00.000Z', day: '2026-12-02' }), given, clock, day)).toBeNull()
  })

  it('records a dose refused or missed within a valid authorization whatever the time, never outside it', () => {
    const given = [{ at: '2026-12-01T14:30:00.000Z', day: '2026-12-01' }]
    expect(doseRefusal(authorization(), request({ outcome: 'refused' }), given, clock, day)).toBeNull()
    expect(doseRefusal(authorization(), request({ outcome: 'missed' }), given, clock, day)).toBeNull()
    expect(doseRefusal(authorization({ withdrawnAt: '2026-12-01T14:00:00.000Z' }), request({ outcome: 'missed' }), [], clock, day)?.field).toBe('authorization')
  })

  it('checks the child and medicine before anything else', () => {
    const withdrawn = authorization({ withdrawnAt: '2026-11-30T00:00:00.000Z' })
    expect(doseRefusal(withdrawn, request({ medicine: 'Tylenol' }), [], clock, day)?.field).toBe('medicine')
  })
})

describe('helpers', () => {
  it('compares medicine names whatever their case, spaces, punctuation and accents', () => {
    expect(sameMedicine('Albuterol inhaler', ' albuterol-INHALER ')).toBe(true)
    expect(sameMedicine('Acetaminofén', 'acetaminofen')).toBe(true)
    expect(sameMedicine('Cetirizine 5 mg/5 ml', 'cetirizine 5mg/5ml')).toBe(true)
    expect(sameMedicine('Cetirizine 5 mg', 'Cetirizine 10 mg')).toBe(false)
    expect(sameMedicine('Albuterol', 'Albuterol inhaler')).toBe(false)
  })

  it('says when an authorization holds and when the next dose may be given', () => {
    expect(holdsOn({ startsOn: '2026-11-28', endsOn: '2026-12-05', withdrawnAt: null }, '2026-12-05')).toBe(true)
    expect(holdsOn({ startsOn: '2026-11-28', endsOn: '2026-12-05', withdrawnAt: null }, '2026-12-06')).toBe(false)
    expect(holdsOn({ startsOn: '2026-11-28', endsOn: '2026-12-05', withdrawnAt: '2026-11-29T10:00:00Z' }, '2026-11-28')).toBe(false)
    expect(nextDoseFrom('2026-12-01T12:00:00.000Z', 4.5)).toBe('2026-12-01T16:30:00.000Z')
    expect(nextDoseFrom(null, 4)).toBeNull()
  })
})
