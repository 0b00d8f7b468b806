/**
 * The immunization schedule kept by a server (src/features/health/scheduleMemory.ts, boot.ts): kept per
 * language only while the process listens on VACCINES_CHANNEL; a change made through Payload is seen by
 * the next read at once; a change announced from another connection (another process's commit) is seen
 * within 1 s; a change nobody announced is not seen (the proof that it is kept); a process that does not
 * listen reads the schedule each time. The vaccine changed here is one of this file's own, required of
 * nobody (not from the age of one month), so no other file's statuses move.
 */
import type { TypedUser } from 'payload'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { followScheduleChanges } from '@/features/health/boot'
import { VACCINES_CHANNEL } from '@/features/health/scheduleMemory'
import { childImmunizations } from '@/features/health/service'
import { listeningOn, stopFollowingNotices } from '@/server/boot/notices'
import { loadFloorActors, testPayload } from './helpers/payload'
import { patience } from './patience'

const WITHIN_MS = Math.min(patience(1_000), 3_000)

let notifier: pg.Client
let admin: TypedUser
let childId: string
let vaccineId: string
const code = `S${Math.random().toString(36).slice(2, 8)}`

const until = async (check: () => boolean | Promise<boolean>, ms: number) => {
  const deadline = Date.now() + ms
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('not in time')
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
}

/** The name the child's immunizations give this file's vaccine, in `locale`. */
async function nameShown(locale: 'en' | 'es' = 'en') {
  const payload = await testPayload()
  const record = await childImmunizations({ payload, user: admin }, childId, locale)
  return record.vaccines.find((vaccine) => vaccine.code === code)?.name
}

/** Renames the vaccine in the database without Payload: no hook runs, nothing is announced. */
const renameQuietly = (name: string) => notifier.query(`update vaccines_locales set name = $1 where _parent_id = $2 and _locale = 'en'`, [name, vaccineId])

beforeAll(async () => {
  const payload = await testPayload()
  admin = (await loadFloorActors()).admin as TypedUser
  const { docs } = await payload.find({ collection: 'children', where: { firstName: { equals: 'Sofia' } }, sort: 'createdAt', limit: 1, depth: 0, overrideAccess: true })
  childId = docs[0]!.id
  vaccineId = (await payload.create({ collection: 'vaccines', data: { code, name: 'Kept schedule test', doses: [{ dueByMonths: 12 }], requiredUntilMonths: 1, sortOrder: 990 }, overrideAccess: true })).id
  notifier = new pg.Client({ connectionString: process.env.DATABASE_URL })
  await notifier.connect()
})

afterAll(async () => {
  await stopFollowingNotices()
  await (await testPayload()).delete({ collection: 'vaccines', id: vaccineId, overrideAccess: true })
  await notifier?.end()
})

describe('the immunization schedule a server keeps', () => {
  it('is read each time by a process that does not listen for its changes', async () => {
    expect(listeningOn(VACCINES_CHANNEL)).toBe(false)
    expect(await nameShown()).toBe('Kept schedule test')
    await renameQuietly('Renamed without a notice')
    expect(await nameShown()).toBe('Renamed without a notice')
    await renameQuietly('Kept schedule test')
  })

  it('is kept while the process listens: a change nobody announced is not seen, an announced one is, within 1 s', async () => {
    followScheduleChanges()
    await until(() => listeningOn(VACCINES_CHANNEL), patience(10_000))
    expect(await nameShown()).toBe('Kept schedule test')
    await renameQuietly('Renamed by another process')
    expect(await nameShown()).toBe('Kept schedule test')
    // What another process's commit sends (src/features/health/scheduleMemory.ts).
    await notifier.query(`select pg_notify($1, 'changed')`, [VACCINES_CHANNEL])
    await until(async () => (await nameShown()) === 'Renamed by another process', WITHIN_MS)
  })

  it('a change made through Payload here is seen by the next read, in each language', async () => {
    expect(listeningOn(VACCINES_CHANNEL)).toBe(true)
    const payload = await testPayload()
    expect(await nameShown('es')).toBe('Renamed by another process')
    await payload.update({ collection: 'vaccines', id: vaccineId, data: { name: 'Renamed in the CMS' }, locale: 'en', user: admin, overrideAccess: false })
    await payload.update({ collection: 'vaccines', id: vaccineId, data: { name: 'Renombrada en el CMS' }, locale: 'es', user: admin, overrideAccess: false })
    expect(await nameShown()).toBe('Renamed in the CMS')
    expect(await nameShown('es')).toBe('Renombrada en el CMS')
  })
})
