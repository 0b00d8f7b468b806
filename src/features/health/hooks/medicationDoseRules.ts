import type { CollectionBeforeChangeHook } from 'payload'

import { lockedRow } from '@/collections/shared/lockedRow'
import { refuse } from '@/collections/shared/refuse'
import { lookUp } from '@/lib/auditLookups'
import { centreMinutesOfDay, centreToday } from '@/lib/dates'
import { relationId } from '@/lib/relationId'
import type { MedicationAuthorization, MedicationDose } from '@/payload-types'
import { DOSE_OUTCOMES, doseRefusal, medicationMessages, type DoseOutcome } from '../medication'

const DAY_MS = 86_400_000
/** A dose recorded a little ahead of the server's clock (a tablet's clock) is still "now". */
const CLOCK_SLACK_MS = 2 * 60_000
const FIELDS = ['authorization', 'child', 'medicine', 'outcome', 'givenAt', 'day', 'amount', 'reason', 'note', 'givenBy', 'givenByName'] as const
const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '')

/** An instant as the centre's clock shows it (HH:MM, 24 hours): in figures, so a message translates whole. */
export const centreClock = (instant: string) => {
  const minutes = centreMinutesOfDay(instant)
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`
}
const centreDayOf = (instant: string) => centreToday(new Date(instant))

/**
 * A row of the medication log, whoever writes it (/api, /api/cms, /cms): the hard stop.
 * - The authorization is read with the writer's own rights: a teacher of another room finds nothing (404).
 * - Doses of one authorization take turns on its row (locked until the dose commits), so two teachers
 *   giving the same medicine at the same moment cannot both pass the "too early" check, and a dose
 *   beside the parent's withdrawal is decided after it (refused) or before it (kept, the withdrawal later).
 * - `doseRefusal` (../medication.ts) refuses a wrong child or medicine, a withdrawn authorization, a day
 *   outside its dates, a dose too early for its frequency or over the day's limit; nothing is written.
 * - The child and medicine kept are the authorization's; the day is the centre's day of the time; who
 *   recorded it comes from the session.
 * - Append-only: a row, once written, never changes (nobody may update one; a system write keeps it).
 */
export const medicationDoseRules: CollectionBeforeChangeHook<MedicationDose> = async ({ data, operation, originalDoc, req }) => {
  if (operation !== 'create') return Object.fromEntries(FIELDS.map((field) => [field, originalDoc?.[field] ?? null])) as Partial<MedicationDose>
  // The demo seed writes past doses as they were (../seed.ts); no request can set this.
  if (req.context.seedHistory === true) return data
  const user = req.user
  if (!user) return refuse(medicationMessages.doseSignIn, 403)
  const authorizationId = relationId(data.authorization) ?? refuse(medicationMessages.notFound, 404, 'authorization')
  const authorization = await lookUp(() =>
    req.payload.findByID({ collection: 'medication-authorizations', id: authorizationId, depth: 0, req, overrideAccess: false, user }),
  ).catch(() => null)
  if (!authorization) return refuse(medicationMessages.notFound, 404, 'authorization')

  const outcome = data.outcome as DoseOutcome
  if (!DOSE_OUTCOMES.includes(outcome)) return refuse(medicationMessages.outcome, 400, 'outcome')
  const nowMs = Date.now()
  const givenAt = data.givenAt ? new Date(data.givenAt) : new Date(nowMs)
  if (Number.isNaN(givenAt.getTime()) || givenAt.getTime() > nowMs + CLOCK_SLACK_MS || givenAt.getTime() < nowMs - DAY_MS) return refuse(medicationMessages.givenAt, 400, 'givenAt')
  const amount = text(data.amount)
  const reason = text(data.reason)
  if (outcome === 'given' && (!amount || amount.length > 100)) return refuse(medicationMessages.amount, 400, 'amount')
  if (outcome !== 'given' && (!reason || reason.length > 500)) return refuse(medicationMessages.reason, 400, 'reason')
  const medicine = text(data.medicine)
  if (!medicine) return refuse(medicationMessages.doseMedicine, 400, 'medicine')
  const childId = relationId(data.child) ?? refuse(medicationMessages.childId, 400, 'child')

  // The authorization as it is now, its row locked until this dose commits: doses of one authorization
  // take turns (two teachers cannot both pass "too early"), and so do a dose and the parent's withdrawal.
  const current = await lockedRow<MedicationAuthorization>(req, 'medication-authorizations', authorizationId)
  if (!current) return refuse(medicationMessages.notFound, 404, 'authorization')

  const at = givenAt.toISOString()
  const day = centreDayOf(at)
  const windowMs = Math.max(authorization.minHoursBetween * 3_600_000, DAY_MS)
  const { docs: given } = await req.payload.find({
    collection: 'medication-doses',
    where: {
      and: [
        { authorization: { equals: authorizationId } },
        { outcome: { equals: 'given' } },
        { givenAt: { greater_than: new Date(givenAt.getTime() - windowMs).toISOString() } },
        { givenAt: { less_than: new Date(givenAt.getTime() + windowMs).toISOString() } },
      ],
    },
    depth: 0,
    limit: 0,
    pagination: false,
    select: { givenAt: true, day: true },
    req,
    overrideAccess: false,
    user,
  })
  const refusal = doseRefusal(
    {
      childId: relationId(authorization.child) ?? '',
      medicine: authorization.medicine,
      kind: authorization.kind,
      startsOn: current.startsOn.slice(0, 10),
      endsOn: current.endsOn.slice(0, 10),
      withdrawnAt: current.withdrawnAt ?? null,
      minHoursBetween: authorization.minHoursBetween,
      maxDosesPerDay: authorization.maxDosesPerDay ?? null,
    },
    { childId, medicine, outcome, at, day },
    given.map((dose) => ({ at: dose.givenAt!, day: dose.day ?? centreDayOf(dose.givenAt!) })),
    centreClock,
    centreDayOf,
  )
  if (refusal) return refuse(refusal.message, 409, refusal.field)
  return {
    authorization: authorizationId,
    child: childId,
    medicine: authorization.medicine,
    outcome,
    givenAt: at,
    day,
    amount: outcome === 'given' ? amount : null,
    reason: outcome === 'given' ? null : reason,
    note: text(data.note) || null,
    givenBy: user.id,
    givenByName: [user.firstName, user.lastName].filter(Boolean).join(' ') || user.email,
  } as Partial<MedicationDose>
}
