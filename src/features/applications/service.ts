import 'server-only'

import { sql } from '@payloadcms/db-postgres'

import { APPLICATION_AGE_GROUPS, type ApplicationStatus } from '@/lib/constants'
import { calendarDateOf, isoDate, localToday } from '@/lib/dates'
import { relationId } from '@/lib/relationId'
import { transactionConnection } from '@/lib/transactionConnection'
import { deliverSoon } from '@/mail/queue'
import { mailLocale } from '@/mail/text'
import type { Application } from '@/payload-types'
import { createParentFromContact } from '@/features/accounts/service'
import { type Actor, asUser, inTransaction, requireReadAll } from '@/server/actor'
import { HttpError, notFound } from '@/server/http/errors'
import { isRecordId, type ListWindow, listed } from '@/server/http/listing'
import { BOARD_STATUSES, ENROLLMENT_CONTEXT, type EnrollmentLinks, refusalOf, statusLabel, waitlistPositions } from './enrollment'
import type { ApplicationEventRecord, EnrollmentBoard, MoveOutcome, PipelineApplicationRecord } from './record'
import type { EnrollmentApplication } from './schemas'
import { type NameOf, wireApplication, wireApplicationEvent, wirePipelineApplication } from './wire'

/** The final columns (enrolled, closed) show their most recent applications only; the others show all (up to this). */
const SHOWN = { open: 500, final: 50 } as const
const FINAL: readonly ApplicationStatus[] = ['enrolled', 'declined']

/** A refused move (409), naming what it is about (`status`, or `email`) so a screen can say it in its own words. */
const conflict = (message: string, field: 'status' | 'email') => new HttpError(409, message, [{ field, message }])

/** The applications' histories (oldest first), with the names of who moved them that this caller may read. */
async function historiesOf(actor: Actor, applicationIds: string[]): Promise<Map<string, ApplicationEventRecord[]>> {
  const histories = new Map<string, ApplicationEventRecord[]>()
  if (applicationIds.length === 0) return histories
  const { docs: events } = await actor.payload.find({
    collection: 'application-events',
    where: { application: { in: applicationIds } },
    sort: 'createdAt',
    pagination: false,
    ...asUser(actor),
  })
  const userIds = [...new Set(events.map((event) => relationId(event.changedBy)).filter((id): id is string => id !== null))]
  const names = new Map<string, string>()
  if (userIds.length > 0) {
    // With the caller's rights: an integration reads no one else's account, and sees no names.
    const { docs: users } = await actor.payload.find({
      collection: 'users',
      where: { id: { in: userIds } },
      pagination: false,
      select: { firstName: true, lastName: true, username: true },
      ...asUser(actor),
    })
    for (const user of users) names.set(user.id, [user.firstName, user.lastName].filter(Boolean).join(' ') || user.username)
  }
  const nameOf: NameOf = (id) => (id ? (names.get(id) ?? null) : null)
  for (const event of events) {
    const id = relationId(event.application)
    if (id) histories.set(id, [...(histories.get(id) ?? []), wireApplicationEvent(event, nameOf)])
  }
  return histories
}

/** The waiting list of one age group in order, as positions by application id. */
async function waitlistOf(actor: Actor, ageGroup: string) {
  const { docs } = await actor.payload.find({
    collection: 'applications',
    where: { and: [{ status: { equals: 'waitlisted' } }, { childAgeGroup: { equals: ageGroup } }] },
    pagination: false,
    select: { childAgeGroup: true, statusChangedAt: true, submittedAt: true },
    ...asUser(actor),
  })
  return waitlistPositions(docs.map((doc) => ({ ...doc, childAgeGroup: ageGroup })))
}

/** One application as the board shows it: its history and, when waitlisted, its place in its age group. */
async function pipelineRecord(actor: Actor, application: Application): Promise<PipelineApplicationRecord> {
  const histories = await historiesOf(actor, [application.id])
  const position = application.status === 'waitlisted' ? ((await waitlistOf(actor, application.childAgeGroup)).get(application.id) ?? null) : null
  return wirePipelineApplication(application, histories.get(application.id) ?? [], position)
}

/** GET /api/admin/applications/board: a column per status and each age group's waiting list in order. */
export async function enrollmentBoard(actor: Actor): Promise<EnrollmentBoard> {
  await requireReadAll(actor, 'applications')
  const columns = await Promise.all(
    BOARD_STATUSES.map(async (status) => {
      const final = FINAL.includes(status)
      const found = await actor.payload.find({
        collection: 'applications',
        where: { status: { equals: status } },
        // The waiting list in its order; the rest newest change first.
        sort: status === 'waitlisted' ? ['statusChangedAt', 'submittedAt'] : '-statusChangedAt',
        limit: final ? SHOWN.final : SHOWN.open,
        ...asUser(actor),
      })
      return { status, docs: found.docs, total: found.totalDocs }
    }),
  )
  const all = columns.flatMap(({ docs }) => docs)
  const histories = await historiesOf(actor, all.map((doc) => doc.id))
  const waitlisted = columns.find(({ status }) => status === 'waitlisted')?.docs ?? []
  const positions = waitlistPositions(waitlisted)
  const record = (doc: Application) => wirePipelineApplication(doc, histories.get(doc.id) ?? [], positions.get(doc.id) ?? null)
  const waitlist = APPLICATION_AGE_GROUPS.map(({ value, label }) => ({
    ageGroup: value,
    label,
    applications: waitlisted
      .filter((doc) => doc.childAgeGroup === value)
      .map(record)
      .sort((a, b) => (a.waitlistPosition ?? 0) - (b.waitlistPosition ?? 0)),
  }))
  return {
    columns: columns.map(({ status, docs, total }) => ({ status, label: statusLabel(status), total, applications: docs.map(record) })),
    waitlist,
  }
}

type Enrollment = EnrollmentLinks & { message: string; invited: boolean; outcome: MoveOutcome }

/**
 * "Enroll": the family account and the child from the application, nothing retyped. The account is the
 * one with the application's email when it is a parent's (a family enrolling a second child), else a
 * new parent account, invited by email to choose a password (src/features/accounts/service.ts, the same
 * as "Add Parent"). An address that belongs to a staff or program account is refused: a child is never
 * attached to it. Runs inside the caller's transaction, with the admin's rights.
 */
async function enroll(tx: Actor, application: Application): Promise<Enrollment> {
  const email = application.email.trim().toLowerCase()
  const { docs } = await tx.payload.find({ collection: 'users', where: { email: { equals: email } }, limit: 1, ...asUser(tx) })
  const existing = docs[0]
  if (existing && existing.role !== 'parent') {
    throw conflict(`${email} belongs to an account that is not a family's (${existing.role}): correct the application's email in /cms, then enroll again. Nothing was created.`, 'email')
  }
  const account = existing
    ? { id: existing.id, invitationPending: false }
    : // The family's account speaks the language they applied in (its invitation first).
      await createParentFromContact(tx, { firstName: application.parentFirstName, lastName: application.parentLastName, email }, { language: mailLocale(application.language) })
  const start = calendarDateOf(application.desiredStartDate)
  const child = await tx.payload.create({
    collection: 'children',
    data: {
      parent: account.id,
      firstName: application.childFirstName,
      lastName: application.childLastName,
      dateOfBirth: application.childDateOfBirth,
      ageGroup: application.childAgeGroup,
      enrollmentDate: isoDate(start ?? localToday()),
      specialNeeds: application.specialNeeds || null,
    },
    ...asUser(tx),
  })
  const childName = `${child.firstName} ${child.lastName}`
  const message = existing
    ? `${childName} is enrolled in the existing family account of ${email}.`
    : account.invitationPending
      ? `Family account created (invitation sent to ${email}). ${childName} is enrolled.`
      : `Family account created (no invitation: email is not set up on this server, so set the family's password in /cms). ${childName} is enrolled.`
  const outcome: MoveOutcome = { kind: 'enrolled', account: existing ? 'existing' : account.invitationPending ? 'invited' : 'no-invitation', email, child: childName }
  return { family: account.id, child: child.id, message, invited: account.invitationPending, outcome }
}

/**
 * PATCH /api/admin/applications/:id: moves the application (the allowed moves: ./enrollment.ts, enforced
 * by the collection). To "enrolled" it enrolls first. One transaction: the application's row is
 * locked first, so two admins clicking at once move it once; if any step fails, nothing is written.
 */
export async function moveApplication(actor: Actor, id: string, status: ApplicationStatus) {
  if (!isRecordId(id)) throw notFound()
  const moved = await inTransaction(actor, async (tx): Promise<{ doc: Application; message: string; invited: boolean; outcome: MoveOutcome }> => {
    const { db } = await transactionConnection(tx.payload, tx.req)
    await db.execute(sql`select 1 from applications where id = ${id} for update`)
    const current = await tx.payload.findByID({ collection: 'applications', id, ...asUser(tx) })
    const from = current.status ?? 'new'
    const refusal = refusalOf(from, status)
    if (refusal) throw conflict(refusal, 'status')
    if (from === status) return { doc: current, message: `The application is already ${statusLabel(status)}.`, invited: false, outcome: { kind: 'unchanged' } }
    const enrollment = status === 'enrolled' ? await enroll(tx, current) : null
    const doc = await tx.payload.update({
      collection: 'applications',
      id,
      data: { status },
      ...asUser(tx),
      ...(enrollment ? { context: { [ENROLLMENT_CONTEXT]: { family: enrollment.family, child: enrollment.child } satisfies EnrollmentLinks } } : {}),
    })
    return { doc, message: enrollment?.message ?? `Moved to ${statusLabel(status)}.`, invited: enrollment?.invited ?? false, outcome: enrollment?.outcome ?? { kind: 'moved' } }
  })
  // The invitation's job was queued in the transaction: now that it is committed, the queue may send it.
  if (moved.invited) deliverSoon(actor.payload)
  // `message` in English for any client; `outcome` for a screen to say the same in its language.
  return { success: true as const, message: moved.message, application: await pipelineRecord(actor, moved.doc), outcome: moved.outcome }
}

/** An enrollment application from /apply (anyone may send one; only admins read them). */
export async function submitApplication(actor: Actor, application: EnrollmentApplication) {
  const doc = await actor.payload.create({ collection: 'applications', data: application, showHiddenFields: false, ...asUser(actor) })
  return wireApplication(doc)
}

export async function listApplications(actor: Actor, window: ListWindow) {
  await requireReadAll(actor, 'applications')
  return listed(await actor.payload.find({ collection: 'applications', sort: '-submittedAt', ...window, ...asUser(actor) }), wireApplication)
}
