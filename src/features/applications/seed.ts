import type { Payload, PayloadRequest } from 'payload'

import type { ApplicationStatus } from '@/lib/constants'
import { DEMO_FAMILIES } from '@/seed/demoData'
import { ENROLLMENT_CONTEXT, type EnrollmentLinks } from './enrollment'

const DAY_MS = 24 * 60 * 60 * 1000

type DemoApplication = {
  parent: [firstName: string, lastName: string]
  email: string
  child: [firstName: string, lastName: string, dateOfBirth: string]
  ageGroup: 'infant' | 'toddler' | 'preschool' | 'school-age'
  desiredStartDate: string
  /** Its history: each status and how many days ago it was reached (the first is when it arrived). */
  path: [status: ApplicationStatus, daysAgo: number][]
}

/**
 * The enrollment board's demo: applications in every column, two age groups with a waiting
 * list, and one enrolled into the first demo family (the account and the child the seed already made).
 */
export const DEMO_APPLICATIONS: DemoApplication[] = [
  { parent: ['Deepa', 'Menon'], email: 'deepa.menon@example.com', child: ['Anika', 'Menon', '2026-05-02'], ageGroup: 'infant', desiredStartDate: '2027-01-04', path: [['new', 2]] },
  {
    parent: ['Tomás', 'Herrera'],
    email: 'tomas.herrera@example.com',
    child: ['Lucas', 'Herrera', '2023-08-19'],
    ageGroup: 'toddler',
    desiredStartDate: '2027-01-04',
    path: [['new', 12], ['tour-scheduled', 9]],
  },
  {
    parent: ['Hana', 'Suzuki'],
    email: 'hana.suzuki@example.com',
    child: ['Ren', 'Suzuki', '2021-10-03'],
    ageGroup: 'preschool',
    desiredStartDate: '2027-02-01',
    path: [['new', 30], ['tour-scheduled', 26], ['offered', 6]],
  },
  {
    parent: ['Fatima', 'Bello'],
    email: 'fatima.bello@example.com',
    child: ['Yusuf', 'Bello', '2026-02-11'],
    ageGroup: 'infant',
    desiredStartDate: '2027-03-01',
    path: [['new', 60], ['waitlisted', 55]],
  },
  {
    parent: ['Elena', 'Petrova'],
    email: 'elena.petrova@example.com',
    child: ['Mila', 'Petrova', '2026-04-20'],
    ageGroup: 'infant',
    desiredStartDate: '2027-01-04',
    path: [['new', 40], ['tour-scheduled', 36], ['waitlisted', 33]],
  },
  {
    parent: ['Kwame', 'Asante'],
    email: 'kwame.asante@example.com',
    child: ['Kofi', 'Asante', '2024-01-07'],
    ageGroup: 'toddler',
    desiredStartDate: '2027-01-04',
    path: [['new', 21], ['waitlisted', 20]],
  },
  {
    parent: ['Laura', 'Schmidt'],
    email: 'laura.schmidt@example.com',
    child: ['Jonas', 'Schmidt', '2018-06-30'],
    ageGroup: 'school-age',
    desiredStartDate: '2026-09-01',
    path: [['new', 90], ['declined', 84]],
  },
]

/** The first demo family's child, enrolled through the pipeline a while ago. */
const ENROLLED_PATH: DemoApplication['path'] = [['new', 120], ['tour-scheduled', 115], ['offered', 110], ['enrolled', 104]]

/**
 * Creates the demo applications once each (found again by email: a second run changes nothing), each
 * walked along its path with the pipeline's own rules and history (src/collections/shared/hooks/
 * applicationPipeline.ts), dated in the past through the seed's history context.
 */
export async function seedApplications(payload: Payload, req: PayloadRequest): Promise<string[]> {
  const family = DEMO_FAMILIES[0]!
  const { docs: parents } = await payload.find({ collection: 'users', where: { username: { equals: family.username } }, limit: 1, depth: 0, req, overrideAccess: true })
  const parent = parents[0]
  const { docs: children } = parent
    ? await payload.find({ collection: 'children', where: { parent: { equals: parent.id } }, sort: 'createdAt', limit: 1, depth: 0, req, overrideAccess: true })
    : { docs: [] }
  const child = children[0]
  const demos: (DemoApplication & { links?: EnrollmentLinks })[] = [...DEMO_APPLICATIONS]
  if (parent && child) {
    demos.push({
      parent: [family.firstName, family.lastName],
      email: family.email,
      child: [child.firstName, child.lastName, child.dateOfBirth.slice(0, 10)],
      ageGroup: 'preschool',
      desiredStartDate: child.enrollmentDate.slice(0, 10),
      path: ENROLLED_PATH,
      links: { family: parent.id, child: child.id },
    })
  }

  const now = Date.now()
  let created = 0
  for (const demo of demos) {
    const found = await payload.find({ collection: 'applications', where: { email: { equals: demo.email } }, limit: 1, depth: 0, req, overrideAccess: true })
    if (found.docs[0]) continue
    const onDay = (daysAgo: number, extra: Record<string, unknown> = {}) =>
      ({ ...req, context: { ...req.context, seedHistory: true, seedHistoryAt: new Date(now - daysAgo * DAY_MS).toISOString(), ...extra } }) as PayloadRequest
    const [[, arrivedDaysAgo], ...moves] = demo.path as [[ApplicationStatus, number], ...[ApplicationStatus, number][]]
    const doc = await payload.create({
      collection: 'applications',
      data: {
        parentFirstName: demo.parent[0],
        parentLastName: demo.parent[1],
        email: demo.email,
        phone: '(919) 555-0100',
        address: '100 Demo Street, Raleigh, NC 27601',
        childFirstName: demo.child[0],
        childLastName: demo.child[1],
        childDateOfBirth: demo.child[2],
        childAgeGroup: demo.ageGroup,
        desiredStartDate: demo.desiredStartDate,
        schedulePreference: 'first-shift',
      },
      depth: 0,
      req: onDay(arrivedDaysAgo),
      overrideAccess: true,
    })
    for (const [status, daysAgo] of moves) {
      const context = status === 'enrolled' && demo.links ? { [ENROLLMENT_CONTEXT]: demo.links } : {}
      await payload.update({ collection: 'applications', id: doc.id, data: { status }, depth: 0, req: onDay(daysAgo, context), overrideAccess: true })
    }
    created++
  }
  return [`${demos.length} demo enrollment applications with their history (${created} new)`]
}
