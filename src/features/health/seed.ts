import type { Payload, PayloadRequest } from 'payload'

import { centreToday } from '@/lib/dates'
import { demoInstant } from '@/seed/days'
import { addDays, addMonths } from './immunizationStatus'

/** Whose record the demo leaves incomplete, and whose has an exemption on file. */
const MISSING = { child: 'Noah', vaccine: 'MMR' } as const
const EXEMPT = { child: 'Ethan', vaccine: 'HepB', kind: 'religious' } as const

/**
 * The demo children's immunization records: every dose due by today's age, each given a month before it
 * fell due (the 2, 4, 6 months… of a routine schedule), except Noah's MMR (so his record is overdue) and
 * Ethan's hepatitis B, which has a religious exemption on file. A row already there is kept.
 */
export async function seedImmunizations(payload: Payload, req: PayloadRequest, familyIds: string[]): Promise<string[]> {
  const history = { ...req, context: { ...req.context, seedHistory: true } } as PayloadRequest
  const { docs: vaccines } = await payload.find({ collection: 'vaccines', pagination: false, depth: 0, req, overrideAccess: true })
  const { docs: children } = await payload.find({ collection: 'children', where: { parent: { in: familyIds } }, pagination: false, depth: 0, req, overrideAccess: true })
  const today = centreToday()
  let rows = 0
  const write = async (where: Record<string, unknown>, data: Record<string, unknown>) => {
    const { totalDocs } = await payload.count({ collection: 'immunization-records', where: where as never, req, overrideAccess: true })
    if (totalDocs > 0) return
    await payload.create({ collection: 'immunization-records', data: { ...data, createdBy: req.user?.id } as never, req: history, overrideAccess: true })
    rows++
  }
  for (const child of children) {
    for (const vaccine of vaccines) {
      if (child.firstName === EXEMPT.child && vaccine.code === EXEMPT.vaccine) {
        await write({ and: [{ child: { equals: child.id } }, { vaccine: { equals: vaccine.id } }, { kind: { equals: 'exemption' } }] }, { child: child.id, vaccine: vaccine.id, kind: 'exemption', exemptionKind: EXEMPT.kind, note: 'Religious exemption statement on file (demo).' })
        continue
      }
      if (child.firstName === MISSING.child && vaccine.code === MISSING.vaccine) continue
      for (const dose of vaccine.doses ?? []) {
        const givenOn = addMonths(child.dateOfBirth.slice(0, 10), Math.max(dose.dueByMonths - 1, 2))
        if (givenOn > today) continue
        await write({ and: [{ child: { equals: child.id } }, { vaccine: { equals: vaccine.id } }, { givenOn: { equals: `${givenOn}T00:00:00.000Z` } }] }, { child: child.id, vaccine: vaccine.id, kind: 'dose', givenOn })
      }
    }
  }
  return rows > 0 ? [`${rows} immunization records of the demo children (Noah's MMR missing: overdue; Ethan: a religious exemption for hepatitis B)`] : []
}

/**
 * The demo's care plan: Amara's severe peanut allergy, with her epinephrine auto-injector, last
 * reviewed a little under a year ago, so its yearly review shows as due on the director's list. Kept
 * when already there.
 */
export async function seedCarePlans(payload: Payload, req: PayloadRequest, familyIds: string[]): Promise<string[]> {
  const { docs } = await payload.find({ collection: 'children', where: { and: [{ parent: { in: familyIds } }, { firstName: { equals: 'Amara' } }] }, limit: 1, depth: 0, req, overrideAccess: true })
  const amara = docs[0]
  if (!amara) return []
  const { totalDocs } = await payload.count({ collection: 'care-plans', where: { and: [{ child: { equals: amara.id } }, { name: { equals: 'Peanuts' } }] }, req, overrideAccess: true })
  if (totalDocs > 0) return []
  const lastReviewedOn = addDays(addMonths(centreToday(), -12), 20)
  await payload.create({
    collection: 'care-plans',
    data: {
      child: amara.id,
      kind: 'allergy',
      name: 'Peanuts',
      reaction: 'Hives, swelling of the lips and face, trouble breathing within minutes.',
      severity: 'life-threatening',
      whatToDo: 'No peanuts or foods that may contain them at her table. On any sign of a reaction: give the epinephrine auto-injector in the outer thigh, call 911, then her parents.',
      medicines: 'Epinephrine auto-injector 0.15 mg (in the Butterfly Room’s red bag)',
      lastReviewedOn,
    },
    req,
    overrideAccess: true,
  })
  return ['a care plan (Amara: a peanut allergy, its yearly review due within the month)']
}

/**
 * The demo's medication: Amara's standing authorization for her epinephrine auto-injector (for her peanut
 * allergy's care plan, signed by her father two months ago, six months at most), and Lily's
 * over-the-counter acetaminophen signed yesterday for a week, given once yesterday at noon by her room's
 * teacher. Written as they were signed and given (`seedHistory`); kept when already there.
 */
export async function seedMedication(payload: Payload, req: PayloadRequest, familyIds: string[]): Promise<string[]> {
  const history = { ...req, context: { ...req.context, seedHistory: true, skipNotices: true } } as PayloadRequest
  const { docs: children } = await payload.find({ collection: 'children', where: { and: [{ parent: { in: familyIds } }, { firstName: { in: ['Amara', 'Lily'] } }] }, depth: 0, pagination: false, req, overrideAccess: true })
  const amara = children.find((child) => child.firstName === 'Amara')
  const lily = children.find((child) => child.firstName === 'Lily')
  if (!amara || !lily) return []
  const { totalDocs } = await payload.count({ collection: 'medication-authorizations', where: { child: { in: [amara.id, lily.id] } }, req, overrideAccess: true })
  if (totalDocs > 0) return []
  const today = centreToday()
  const at = (day: string) => `${day}T00:00:00.000Z`
  const parentOf = async (childParent: unknown) =>
    payload.findByID({ collection: 'users', id: String(childParent), depth: 0, req, overrideAccess: true, select: { firstName: true, lastName: true } })
  const { docs: plans } = await payload.find({ collection: 'care-plans', where: { and: [{ child: { equals: amara.id } }, { name: { equals: 'Peanuts' } }] }, limit: 1, depth: 0, req, overrideAccess: true })
  const amaraParent = await parentOf(amara.parent)
  const standingFrom = addMonths(today, -2)
  await payload.create({
    collection: 'medication-authorizations',
    data: {
      child: amara.id,
      medicine: 'Epinephrine auto-injector 0.15 mg',
      kind: 'standing',
      carePlan: plans[0]?.id ?? null,
      dose: 'One injection (0.15 mg)',
      route: 'injection',
      minHoursBetween: 0.5,
      maxDosesPerDay: 2,
      timesOfDay: 'When needed',
      whenNeeded: true,
      whenNeededFor: 'Any sign of an allergic reaction to peanuts: hives, swelling of the lips or face, trouble breathing',
      instructions: 'Outer thigh, through clothing if needed. Call 911 at once, then her parents.',
      startsOn: at(standingFrom),
      endsOn: at(addDays(addMonths(standingFrom, 6), -1)),
      signedName: `${amaraParent.firstName} ${amaraParent.lastName}`,
      signedAt: `${standingFrom}T14:00:00.000Z`,
      signedBy: amaraParent.id,
      onPaper: false,
    },
    req: history,
    overrideAccess: true,
  })
  const lilyParent = await parentOf(lily.parent)
  const yesterday = addDays(today, -1)
  const acetaminophen = await payload.create({
    collection: 'medication-authorizations',
    data: {
      child: lily.id,
      medicine: 'Children’s acetaminophen 160 mg/5 ml',
      kind: 'over-the-counter',
      dose: '5 ml',
      route: 'oral',
      minHoursBetween: 6,
      maxDosesPerDay: 2,
      timesOfDay: 'At 12:00, and at 18:00 if she is still here',
      whenNeeded: false,
      instructions: 'With food. For her ear infection, until the doctor’s visit.',
      startsOn: at(yesterday),
      endsOn: at(addDays(yesterday, 6)),
      signedName: `${lilyParent.firstName} ${lilyParent.lastName}`,
      signedAt: `${yesterday}T12:30:00.000Z`,
      signedBy: lilyParent.id,
      onPaper: false,
    },
    req: history,
    overrideAccess: true,
  })
  const { docs: teachers } = await payload.find({ collection: 'users', where: { username: { equals: 'priya.nair' } }, limit: 1, depth: 0, req, overrideAccess: true, select: { firstName: true, lastName: true } })
  await payload.create({
    collection: 'medication-doses',
    data: {
      authorization: acetaminophen.id,
      child: lily.id,
      medicine: acetaminophen.medicine,
      outcome: 'given',
      givenAt: demoInstant(yesterday, '12:00'),
      day: yesterday,
      amount: '5 ml',
      givenBy: teachers[0]?.id ?? null,
      givenByName: teachers[0] ? `${teachers[0].firstName} ${teachers[0].lastName}` : 'Centre staff',
    },
    req: history,
    overrideAccess: true,
  })
  return ['medication (Amara: a standing authorization for her epinephrine auto-injector; Lily: acetaminophen for a week, one dose given yesterday)']
}
