import type React from 'react'

import type { MEDICATION_ROUTES } from '../medication'
import type { MedicationAuthorizationRecord, MedicationDoseRecord } from '../record'

/** What the medication lists say, in the screen's language (the portal's or the staff's catalogue). */
export type MedicationWords = {
  kind: (kind: MedicationAuthorizationRecord['kind']) => string
  route: (route: string) => string
  state: (state: MedicationAuthorizationRecord['state']) => string
  doseAndRoute: (values: { dose: string; route: string }) => string
  every: (hours: number) => string
  whenNeededFor: (signs: string) => string
  dates: (values: { from: string; to: string }) => string
  nextFrom: (time: string) => string
  signed: (values: { name: string; date: string }) => string
  onPaper: string
  carePlan: (name: string) => string
  outcome: (outcome: MedicationDoseRecord['outcome']) => string
  time: string
  medicine: string
  whatHappened: string
  by: string
  day: (value: string | null) => string
  dateTime: (value: string) => string
}

/** A child's medication authorizations, each with its terms, signature and where it stands. `actions` adds a control under one (withdraw, record a dose). */
export function MedicationList({
  authorizations,
  words,
  testId,
  actions,
}: {
  authorizations: readonly MedicationAuthorizationRecord[]
  words: MedicationWords
  testId: string
  actions?: (authorization: MedicationAuthorizationRecord) => React.ReactNode
}) {
  return (
    <ul className="mt-2 flex flex-col gap-3" data-testid={testId}>
      {authorizations.map((authorization) => (
        <li key={authorization.id} className="rounded-2xl border border-brand-100 p-4" data-testid="medication-authorization" data-state={authorization.state}>
          <p className="font-bold text-ink">
            {authorization.medicine} <span className="font-semibold text-ink-soft">({words.kind(authorization.kind)})</span>{' '}
            <span className={authorization.state === 'active' ? 'text-brand-800' : 'text-ink-soft'}>· {words.state(authorization.state)}</span>
          </p>
          <p className="text-ink">
            {words.doseAndRoute({ dose: authorization.dose, route: words.route(authorization.route) })} · {authorization.whenNeeded && authorization.whenNeededFor ? words.whenNeededFor(authorization.whenNeededFor) : (authorization.timesOfDay ?? words.every(authorization.minHoursBetween))}
          </p>
          <p className="text-ink-soft">{words.dates({ from: words.day(authorization.startsOn), to: words.day(authorization.endsOn) })}</p>
          {authorization.carePlan && <p className="text-ink-soft">{words.carePlan(authorization.carePlan.name)}</p>}
          {authorization.instructions && <p className="text-ink-soft">{authorization.instructions}</p>}
          {authorization.state === 'active' && authorization.nextFrom && (
            <p className="font-semibold text-ink">{words.nextFrom(words.dateTime(authorization.nextFrom))}</p>
          )}
          <p className="text-sm text-ink-soft">
            {words.signed({ name: authorization.signedName, date: words.day(authorization.signedAt) })}
            {authorization.onPaper ? ` · ${words.onPaper}` : ''}
          </p>
          {actions?.(authorization)}
        </li>
      ))}
    </ul>
  )
}

/** A child's medication log, newest first: when, which medicine, what happened (the amount or the reason), and who recorded it. */
export function DoseLog({ doses, caption, words, testId }: { doses: readonly MedicationDoseRecord[]; caption: string; words: MedicationWords; testId: string }) {
  return (
    <div className="mt-2 overflow-x-auto">
      <table className="w-full text-left" data-testid={testId}>
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr className="border-b border-brand-100">
            <th scope="col" className="py-2 pr-4">
              {words.time}
            </th>
            <th scope="col" className="py-2 pr-4">
              {words.medicine}
            </th>
            <th scope="col" className="py-2 pr-4">
              {words.whatHappened}
            </th>
            <th scope="col" className="py-2">
              {words.by}
            </th>
          </tr>
        </thead>
        <tbody>
          {doses.map((dose) => (
            <tr key={dose.id} className="border-b border-brand-50" data-outcome={dose.outcome}>
              <td className="py-2 pr-4">{words.dateTime(dose.givenAt)}</td>
              <td className="py-2 pr-4">{dose.medicine}</td>
              <td className="py-2 pr-4">
                {words.outcome(dose.outcome)}: {dose.outcome === 'given' ? dose.amount : dose.reason}
              </td>
              <td className="py-2">{dose.givenBy}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}

type MedicationKey =
  | `kinds.${MedicationAuthorizationRecord['kind']}`
  | `routes.${(typeof MEDICATION_ROUTES)[number]}`
  | `states.${MedicationAuthorizationRecord['state']}`
  | `outcomes.${MedicationDoseRecord['outcome']}`
  | 'doseAndRoute'
  | 'every'
  | 'whenNeededFor'
  | 'dates'
  | 'nextFrom'
  | 'signed'
  | 'onPaper'
  | 'carePlan'
  | 'time'
  | 'medicine'
  | 'whatHappened'
  | 'by'

/** The words of the lists from a catalogue namespace holding these keys (portal.health.medication, staff.health.medication). */
export function medicationWordsOf(
  t: (key: MedicationKey, values?: Record<string, string | number>) => string,
  day: (value: string | null) => string,
  dateTime: (value: string) => string,
): MedicationWords {
  return {
    kind: (kind) => t(`kinds.${kind}`),
    route: (route) => t(`routes.${route as (typeof MEDICATION_ROUTES)[number]}`),
    state: (state) => t(`states.${state}`),
    doseAndRoute: (values) => t('doseAndRoute', values),
    every: (hours) => t('every', { hours }),
    whenNeededFor: (signs) => t('whenNeededFor', { signs }),
    dates: (values) => t('dates', values),
    nextFrom: (time) => t('nextFrom', { time }),
    signed: (values) => t('signed', values),
    onPaper: t('onPaper'),
    carePlan: (name) => t('carePlan', { name }),
    outcome: (outcome) => t(`outcomes.${outcome}`),
    time: t('time'),
    medicine: t('medicine'),
    whatHappened: t('whatHappened'),
    by: t('by'),
    day,
    dateTime,
  }
}
