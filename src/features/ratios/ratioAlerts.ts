import 'server-only'

import type { Payload, PayloadRequest, Where } from 'payload'
import { ValidationError, commitTransaction, createLocalReq, initTransaction, killTransaction } from 'payload'

import { may } from '@/access/actions'
import { ANY_CLASSROOM } from '@/features/attendance/floorChanges'
import { centreToday } from '@/lib/dates'
import { relationId } from '@/lib/relationId'
import type { Locale } from '@/i18n/routing'
import { CENTRE_MAIL_LOCALE, mailCentre, mailLocale, queueMail } from '@/mail'
import type { Classroom, RatioAlert } from '@/payload-types'
import { type Actor, asUser, requireUser } from '@/server/actor'
import { forbidden } from '@/server/http/errors'
import { ratiosActions } from './actions'
import { overRatioMail } from './mail'
import { ageInMonths, ratioFor, type RatioStatus } from './ratioTable'
import type { RatioAlertRecord } from './record'
import { wireRatioAlert } from './wire'

/**
 * Over-ratio alerts: whenever a classroom's floor changes, every server process checks it
 * (boot.ts). A room that goes over ratio gets an open `ratio-alerts` row and its
 * admins one mail per episode; when it is within ratio again the row is closed (`endedAt`), without a
 * mail (the board shows it, and the row keeps the record). The partial unique index
 * `ratio_alerts_one_open_per_classroom` lets one process open an episode: another process that checks
 * the same change at the same moment fails on it, and sends nothing.
 *
 * Every read and write here is made by the system (`overrideAccess: true`): it serves no user, and no
 * user may write an alert (access.ts).
 */
const SYSTEM = { overrideAccess: true as const, depth: 0 }

/** What a check did for one classroom. */
export type RatioCheck = {
  classroomId: string
  overRatio: boolean
  /** `opened`: this check opened the episode (and queued its mails); `opened-elsewhere`: another process did, at the same moment. */
  outcome: 'opened' | 'opened-elsewhere' | 'still-open' | 'closed' | 'within'
}

/** PostgreSQL's unique violation, which Payload's adapter reports as a ValidationError ("Value must be unique"). */
const isUniqueViolation = (error: unknown) => {
  if (error instanceof ValidationError && /unique/i.test(JSON.stringify(error.data ?? {}))) return true
  for (let current = error as { code?: string; cause?: unknown } | undefined, depth = 0; current && depth < 5; current = current.cause as typeof current, depth++) {
    if (current.code === '23505') return true
  }
  return false
}

/**
 * Where the alert goes, each address once, with the language of its mail: every admin account
 * with an email in the account's language; the centre's notification address in English, unless it is
 * an admin's own address (then that admin's language).
 */
async function alertRecipients(payload: Payload, req: PayloadRequest): Promise<{ to: string; locale: Locale }[]> {
  const [{ notifyAddress }, admins] = await Promise.all([
    mailCentre(payload, req),
    payload.find({
      collection: 'users',
      where: { and: [{ role: { equals: 'admin' } }, { email: { exists: true } }] },
      select: { email: true, language: true },
      pagination: false,
      req,
      ...SYSTEM,
    }),
  ])
  const normalised = (address: unknown) => (typeof address === 'string' ? address.trim().toLowerCase() : '')
  const recipients = new Map<string, Locale>()
  const centre = normalised(notifyAddress)
  if (centre) recipients.set(centre, CENTRE_MAIL_LOCALE)
  for (const admin of admins.docs) {
    const address = normalised(admin.email)
    if (address) recipients.set(address, mailLocale(admin.language))
  }
  return [...recipients].map(([to, locale]) => ({ to, locale }))
}

/**
 * Opens an episode and queues its mails, in one transaction: the mails exist only if the alert does.
 * A unique violation means another process opened it a moment ago: nothing is written, nothing is sent.
 */
async function openAlert(payload: Payload, room: Classroom, status: RatioStatus, date: string): Promise<RatioCheck['outcome']> {
  const req = await createLocalReq({}, payload)
  const began = await initTransaction(req)
  try {
    const startedAt = new Date()
    const ratio = status.band ? `1:${status.band.childrenPerStaff}` : null
    const counts = { childrenPresent: status.childrenPresent, staffPresent: status.staffPresent, staffRequired: status.staffRequired }
    const alert = await payload.create({
      collection: 'ratio-alerts',
      data: { classroom: room.id, date, startedAt: startedAt.toISOString(), ...counts, ratio },
      req,
      ...SYSTEM,
    })
    let queued = false
    for (const { to, locale } of await alertRecipients(payload, req)) {
      queued = (await queueMail(payload, { to, content: overRatioMail({ room: room.name, ...counts, ratio, startedAt }, locale) }, req)) || queued
    }
    if (queued) await payload.update({ collection: 'ratio-alerts', id: alert.id, data: { notifiedAt: new Date().toISOString() }, req, ...SYSTEM })
    else payload.logger.warn(`Classroom ${room.name} is over ratio, and no admin could be mailed (no notification address or admin email, or mail is not set up).`)
    if (began) await commitTransaction(req)
    return 'opened'
  } catch (error) {
    if (began) await killTransaction(req).catch(() => undefined)
    if (isUniqueViolation(error)) return 'opened-elsewhere'
    throw error
  }
}

/**
 * Checks one classroom (or every classroom, for ANY_CLASSROOM) against the NC ratio with today's open
 * stays and shifts, and opens or closes its alert. Four reads whatever the size of the centre.
 */
export async function checkRatioAlerts(payload: Payload, classroomId: string): Promise<RatioCheck[]> {
  const everyRoom = classroomId === ANY_CLASSROOM
  const date = centreToday()
  // Today's open rows, of the one classroom or of all.
  const scoped = (...conditions: Where[]): Where => ({ and: everyRoom ? conditions : [...conditions, { classroom: { equals: classroomId } }] })
  const open: Where = { checkedOutAt: { exists: false } }
  const [rooms, stays, shifts, alerts] = await Promise.all([
    payload.find({ collection: 'classrooms', ...(everyRoom ? {} : { where: { id: { equals: classroomId } } }), select: { name: true }, pagination: false, ...SYSTEM }),
    payload.find({ collection: 'attendance', where: scoped({ date: { equals: date } }, open), select: { childBirthDate: true, classroom: true }, pagination: false, ...SYSTEM }),
    payload.find({ collection: 'staff-attendance', where: scoped({ date: { equals: date } }, open), select: { classroom: true }, pagination: false, ...SYSTEM }),
    payload.find({ collection: 'ratio-alerts', where: scoped({ endedAt: { exists: false } }), select: { classroom: true }, pagination: false, ...SYSTEM }),
  ])
  const checks: RatioCheck[] = []
  for (const room of rooms.docs as Classroom[]) {
    const inRoom = (row: { classroom?: unknown }) => relationId(row.classroom) === room.id
    // A stay without a date of birth (recorded before it was copied) counts as the youngest band: never under-staff.
    const ages = stays.docs.filter(inRoom).map((row) => ageInMonths(row.childBirthDate ?? null, date) ?? 0)
    const status = ratioFor({ childrenAgesInMonths: ages, staffPresent: shifts.docs.filter(inRoom).length })
    const current = (alerts.docs as RatioAlert[]).find(inRoom)
    let outcome: RatioCheck['outcome'] = 'within'
    if (status.overRatio) outcome = current ? 'still-open' : await openAlert(payload, room, status, date)
    else if (current) {
      await payload.update({ collection: 'ratio-alerts', id: current.id, data: { endedAt: new Date().toISOString() }, ...SYSTEM })
      outcome = 'closed'
    }
    checks.push({ classroomId: room.id, overRatio: status.overRatio, outcome })
  }
  return checks
}

/**
 * GET /api/ratio-alerts: the episodes the caller may read (admins and integrations all, a teacher their
 * classrooms'), newest first; `open`: only those still going on (the rooms over ratio now). Read with the
 * caller's rights.
 */
export async function ratioAlerts(actor: Actor, { open = false }: { open?: boolean } = {}): Promise<RatioAlertRecord[]> {
  const user = requireUser(actor)
  if (!may(ratiosActions.readRatios, user)) throw forbidden()
  const { docs } = await actor.payload.find({
    collection: 'ratio-alerts',
    ...(open ? { where: { endedAt: { exists: false } } } : {}),
    sort: '-startedAt',
    limit: open ? 0 : 100,
    pagination: !open,
    ...asUser(actor),
  })
  const roomIds = [...new Set(docs.map((alert) => relationId(alert.classroom)).filter((id): id is string => Boolean(id)))]
  const rooms =
    roomIds.length === 0
      ? []
      : (await actor.payload.find({ collection: 'classrooms', where: { id: { in: roomIds } }, select: { name: true }, pagination: false, ...asUser(actor) })).docs
  const names = new Map(rooms.map((room) => [room.id, room.name]))
  return docs.map((alert) => wireRatioAlert(alert, names))
}
