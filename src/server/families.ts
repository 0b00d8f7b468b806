import type { Payload, TypedUser } from 'payload'

import { badRequest, notFound } from './http/errors'
import { listed, listWindow } from './listing'
import { requireReadAll, requireUser } from './permissions'
import { wireChild, wireCurriculumActivity, wireDailyActivity, wireDevelopmentVideo, wireMilestone, wireUser } from './wire'

type Viewer = { payload: Payload; user: TypedUser | null; request: Request }

const asUser = (user: TypedUser | null) => ({ user, overrideAccess: false as const, depth: 0 })

/** The signed-in user's own children (a parent's family). */
export async function ownChildren({ payload, user }: Viewer) {
  const me = requireUser(user)
  const { docs } = await payload.find({
    collection: 'children',
    where: { parent: { equals: me.id } },
    sort: '-createdAt',
    pagination: false,
    ...asUser(me),
  })
  return docs.map(wireChild)
}

const UUID = /^[0-9a-f-]{36}$/i

/** Throws a 404 unless `me` may see this child: their own, or any for an admin. */
async function requireVisibleChild(payload: Payload, me: TypedUser, childId: string) {
  const { docs } = await payload.find({
    collection: 'children',
    where: { id: { equals: childId } },
    limit: 1,
    pagination: false,
    ...asUser(me),
  })
  if (!docs[0]) throw notFound()
}

/**
 * One child's records, newest first. The collection's read access already keeps a parent to their own
 * family's rows (admins see all), so rows found prove the child is visible; only an empty answer needs
 * the child itself looked up, to tell "no records yet" (200, []) from another family's child (404).
 */
async function recordsOfChild<C extends 'curriculum-activities' | 'development-videos'>(
  viewer: Viewer,
  childId: string,
  collection: C,
  sort: string,
) {
  const me = requireUser(viewer.user)
  if (!UUID.test(childId)) throw notFound()
  const { docs } = await viewer.payload.find({ collection, where: { child: { equals: childId } }, sort, pagination: false, ...asUser(me) })
  if (docs.length === 0) await requireVisibleChild(viewer.payload, me, childId)
  return docs
}

export async function curriculumOfChild(viewer: Viewer, childId: string) {
  return (await recordsOfChild(viewer, childId, 'curriculum-activities', '-completedAt')).map(wireCurriculumActivity)
}

export async function videosOfChild(viewer: Viewer, childId: string) {
  return (await recordsOfChild(viewer, childId, 'development-videos', '-recordedAt')).map(wireDevelopmentVideo)
}

/** Every child (staff lists). */
export async function allChildren({ payload, user, request }: Viewer) {
  await requireReadAll(payload, user, 'children')
  return listed(await payload.find({ collection: 'children', sort: '-createdAt', ...listWindow(request), ...asUser(user) }), wireChild)
}

/** Every parent account (staff lists). */
export async function allParents({ payload, user, request }: Viewer) {
  await requireReadAll(payload, user, 'users')
  return listed(
    await payload.find({
      collection: 'users',
      where: { role: { equals: 'parent' } },
      sort: '-createdAt',
      ...listWindow(request),
      ...asUser(user),
    }),
    wireUser,
  )
}

export async function allCurriculumActivities({ payload, user, request }: Viewer) {
  await requireReadAll(payload, user, 'curriculum-activities')
  return listed(
    await payload.find({
      collection: 'curriculum-activities',
      sort: '-completedAt',
      ...listWindow(request),
      ...asUser(user),
    }),
    wireCurriculumActivity,
  )
}

export async function allDevelopmentVideos({ payload, user, request }: Viewer) {
  await requireReadAll(payload, user, 'development-videos')
  return listed(
    await payload.find({ collection: 'development-videos', sort: '-recordedAt', ...listWindow(request), ...asUser(user) }),
    wireDevelopmentVideo,
  )
}

const NOT_A_CHILD_ID = 'childId must be the id of a child.'

/**
 * `?childId=`: only that child's records. A filter on what the viewer may read anyway, so another family's
 * child gives an empty list, as a child without records does; a value that is not a child id is a 400.
 */
function childFilter(request: Request) {
  const childId = new URL(request.url).searchParams.get('childId')
  if (childId === null) return {}
  if (!UUID.test(childId)) throw badRequest(NOT_A_CHILD_ID, [{ field: 'childId', message: NOT_A_CHILD_ID }])
  return { where: { child: { equals: childId } } }
}

/** Daily reports: all for an admin, a parent's own children's for a parent (the collection's row filter). */
export async function dailyActivities({ payload, user, request }: Viewer) {
  requireUser(user)
  return listed(
    await payload.find({ collection: 'daily-activities', ...childFilter(request), sort: '-date', ...listWindow(request), ...asUser(user) }),
    wireDailyActivity,
  )
}

export async function milestones({ payload, user, request }: Viewer) {
  requireUser(user)
  return listed(
    await payload.find({ collection: 'milestones', ...childFilter(request), sort: '-achievedAt', ...listWindow(request), ...asUser(user) }),
    wireMilestone,
  )
}
