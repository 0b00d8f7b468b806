import config from '@payload-config'
import type { CollectionSlug, Payload, TypedUser, Where } from 'payload'
import { getPayload } from 'payload'

import { seedPasswords } from '@/seed/demoData'

let instance: Promise<Payload> | undefined

/** The Payload of this test worker, on the run's fresh, seeded database. */
export const testPayload = () => (instance ??= getPayload({ config }))

export type Actor = 'anonymous' | 'parentA' | 'parentB' | 'editor' | 'admin'
export const ACTORS: Actor[] = ['anonymous', 'parentA', 'parentB', 'editor', 'admin']

/**
 * With the classroom staff: teacher X teaches parent A's child's room (ana.lopez, Rainbow
 * Room), teacher Y parent B's (david.kim, Butterfly Room).
 */
export type FloorActor = Actor | 'teacherX' | 'teacherY'
export const FLOOR_ACTORS: FloorActor[] = [...ACTORS, 'teacherX', 'teacherY']

/** Seeded accounts: parent A and parent B are the two /parent-portal demo families. */
export const USERNAMES = { parentA: 'maria.garcia', parentB: 'james.okafor', editor: 'editor', admin: 'admin' } as const
export const TEACHER_USERNAMES = { teacherX: 'ana.lopez', teacherY: 'david.kim' } as const

/** How each signed-in actor of the floor tests logs in: the seeded username and its development password. */
export function floorActorLogin(actor: Exclude<FloorActor, 'anonymous'>): { username: string; password: string } {
  const passwords = seedPasswords()
  if (actor === 'teacherX' || actor === 'teacherY') return { username: TEACHER_USERNAMES[actor], password: passwords.teacher }
  const password = actor === 'admin' ? passwords.admin : actor === 'editor' ? passwords.editor : passwords.parent
  return { username: USERNAMES[actor], password }
}

export type Actors = Record<Actor, TypedUser | null>
export type FloorActors = Record<FloorActor, TypedUser | null>

export async function loadActors(): Promise<Actors> {
  const payload = await testPayload()
  const byUsername = async (username: string) => {
    const { docs } = await payload.find({ collection: 'users', where: { username: { equals: username } }, limit: 1, depth: 0, overrideAccess: true })
    if (!docs[0]) throw new Error(`seeded user ${username} is missing`)
    return { ...docs[0], collection: 'users' as const } as TypedUser
  }
  return {
    anonymous: null,
    parentA: await byUsername(USERNAMES.parentA),
    parentB: await byUsername(USERNAMES.parentB),
    editor: await byUsername(USERNAMES.editor),
    admin: await byUsername(USERNAMES.admin),
  }
}

/** The five actors and the two seeded teachers. */
export async function loadFloorActors(): Promise<FloorActors> {
  const payload = await testPayload()
  const teacher = async (username: string) => {
    const { docs } = await payload.find({ collection: 'users', where: { username: { equals: username } }, limit: 1, depth: 0, overrideAccess: true })
    if (!docs[0]) throw new Error(`seeded teacher ${username} is missing`)
    return { ...docs[0], collection: 'users' as const } as TypedUser
  }
  return { ...(await loadActors()), teacherX: await teacher(TEACHER_USERNAMES.teacherX), teacherY: await teacher(TEACHER_USERNAMES.teacherY) }
}

/** The ids of the classrooms a seeded teacher is assigned to. */
export const classroomsOf = (teacher: TypedUser | null): string[] =>
  (((teacher as { classrooms?: unknown[] } | null)?.classrooms ?? []) as unknown[]).map((room) => (room && typeof room === 'object' ? String((room as { id: unknown }).id) : String(room)))

/** Everything in a collection, whoever may see it (for before/after comparisons). */
export async function countAll(slug: CollectionSlug, where?: Where): Promise<number> {
  const payload = await testPayload()
  return (await payload.count({ collection: slug, where, overrideAccess: true })).totalDocs
}

export async function firstChildOf(parent: TypedUser | null): Promise<{ id: string }> {
  const payload = await testPayload()
  const { docs } = await payload.find({ collection: 'children', where: { parent: { equals: parent!.id } }, limit: 1, depth: 0, overrideAccess: true })
  return docs[0] as { id: string }
}
