import type { Payload, PayloadRequest } from 'payload'

import { centreToday } from '@/lib/dates'
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
