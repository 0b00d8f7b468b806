/**
 * npm run bench:reads — what one Local API read costs on its own, next to the same rows read straight from
 * `pg` (issue 32: the floor under the floor). One process, no HTTP, no concurrency: each read as the
 * screens make it (a teacher's rights for the roster's four reads, a parent's for the family reads, the
 * audit log on, as on every path), READS_ROUNDS times after a warm-up, wall time and this process's CPU per
 * read. The API benchmarks' "share of the floor" is bounded by these: an endpoint that makes k reads
 * costs at least the floor request plus the k reads. Prints the figures and writes them to BENCHMARKS.md.
 * A script that measures, not a test that fails on a timing.
 *
 * Runs the production build of the code (NODE_ENV=production), on the large data sets (seeded when
 * missing: `npm run seed -- --children 500 --families 5000`).
 */
import { randomBytes } from 'node:crypto'
import os from 'node:os'

import type { TypedUser, Where } from 'payload'
import pg from 'pg'

import { oneRoomTeacher } from './lib/benchCentre'
import { writeBenchmarkSection } from './lib/benchmarksFile'
import { resolveAppDatabase } from './lib/database'
import { centreToday } from '../src/lib/dates'
import { openPayload } from './lib/payload'
import { mustRun, tsCommand } from './lib/run'

const ROUNDS = Number(process.env.READS_ROUNDS ?? 300)
const WARM_UP = 30

Object.assign(process.env, { NODE_ENV: 'production' })
process.env.PAYLOAD_SECRET ||= randomBytes(24).toString('hex')
process.env.SERVER_URL ||= 'http://localhost:3000'
process.env.PAYLOAD_DISABLE_JOBS = 'true'

const database = await resolveAppDatabase()
const db = new pg.Pool({ connectionString: database.url, max: 2 })
db.on('error', () => undefined)
const count = async (sql: string) => Number((await db.query<{ n: number }>(sql).catch(() => ({ rows: [{ n: 0 }] }))).rows[0]?.n ?? 0)
if ((await count(`select count(*)::int as n from users where username like 'bench.teacher.%'`)) === 0) {
  await mustRun(...tsCommand('scripts/seed.ts', '--children', '500'), { DATABASE_URL: database.url, NODE_ENV: 'development' })
}
if ((await count(`select count(*)::int as n from users where username like 'bench.parent.%'`)) < 5000) {
  await mustRun(...tsCommand('scripts/seed.ts', '--families', '5000'), { DATABASE_URL: database.url, NODE_ENV: 'development' })
}
const { payload, close } = await openPayload(() => undefined)

/** A user as the session gives it to the Local API. */
async function userNamed(username: string): Promise<TypedUser> {
  const { docs } = await payload.find({ collection: 'users', where: { username: { equals: username } }, depth: 0, limit: 1, overrideAccess: true })
  if (!docs[0]) throw new Error(`${username} is missing: seed the large data sets again.`)
  return { ...docs[0], collection: 'users' } as TypedUser
}
const teacherRow = await oneRoomTeacher(db)
const teacher = await userNamed(teacherRow.username)
const parent = await userNamed('bench.parent.42')
const room = teacherRow.classroom_id
const asTeacher = { user: teacher, overrideAccess: false as const, depth: 0 }
const asParent = { user: parent, overrideAccess: false as const, depth: 0 }
const today = centreToday()
const ids = (await payload.find({ collection: 'children', where: { classroom: { equals: room } }, pagination: false, select: { firstName: true }, ...asTeacher })).docs.map((child) => child.id)
const childId = (await payload.find({ collection: 'children', where: { parent: { equals: parent.id } }, limit: 1, pagination: false, select: { firstName: true }, ...asParent })).docs[0]!.id
const stayWhere: Where = { and: [{ child: { in: ids } }, { or: [{ date: { equals: today } }, { and: [{ checkedOutAt: { exists: false } }, { date: { less_than: today } }] }] }] }

/** Each read, as a screen makes it, and the same rows from pg. */
const reads: { name: string; local: () => Promise<unknown>; sql: () => Promise<unknown> }[] = [
  {
    name: `roster: the teacher's rooms`,
    local: () => payload.find({ collection: 'classrooms', sort: 'ageFromMonths', pagination: false, select: { name: true, ageFromMonths: true, ageToMonths: true, capacity: true }, ...asTeacher }),
    sql: () => db.query(`select c.id, c.name, c.age_from_months, c.age_to_months, c.capacity from classrooms c join users_rels x on x.classrooms_id = c.id where x.parent_id = $1 and x.path = 'classrooms' order by c.age_from_months`, [teacher.id]),
  },
  {
    name: `roster: the room's ${ids.length} children`,
    local: () => payload.find({ collection: 'children', where: { classroom: { equals: room } }, sort: 'firstName', pagination: false, select: { firstName: true, lastName: true, classroom: true, allergies: true }, ...asTeacher }),
    sql: () => db.query('select id, first_name, last_name, classroom_id, allergies from children where classroom_id = $1 order by first_name', [room]),
  },
  {
    name: 'roster: their stays (today and left open)',
    local: () => payload.find({ collection: 'attendance', where: stayWhere, sort: 'checkedInAt', pagination: false, ...asTeacher }),
    sql: () => db.query('select * from attendance where child_id = any($1::uuid[]) and (date = $2 or (checked_out_at is null and date < $2)) order by checked_in_at', [ids, today]),
  },
  {
    name: 'roster: their pickups',
    local: () => payload.find({ collection: 'authorized-pickups', where: { child: { in: ids } }, sort: 'name', pagination: false, ...asTeacher }),
    sql: () => db.query('select * from authorized_pickups where child_id = any($1::uuid[]) order by name', [ids]),
  },
  {
    name: "a parent's children",
    local: () => payload.find({ collection: 'children', where: { parent: { equals: parent.id } }, sort: '-createdAt', pagination: false, ...asParent }),
    sql: () => db.query('select * from children where parent_id = $1 order by created_at desc', [parent.id]),
  },
  {
    name: "a child's curriculum",
    local: () => payload.find({ collection: 'curriculum-activities', where: { child: { equals: childId } }, sort: '-completedAt', pagination: false, ...asParent }),
    sql: () => db.query('select * from curriculum_activities where child_id = $1 and family_id = $2 order by completed_at desc', [childId, parent.id]),
  },
]

type Cost = { wall: number; cpu: number }
async function measure(read: () => Promise<unknown>): Promise<Cost> {
  for (let round = 0; round < WARM_UP; round++) await read()
  const cpu = process.cpuUsage()
  const started = performance.now()
  for (let round = 0; round < ROUNDS; round++) await read()
  const used = process.cpuUsage(cpu)
  return { wall: (performance.now() - started) / ROUNDS, cpu: (used.user + used.system) / 1000 / ROUNDS }
}

const ms = (value: number) => value.toFixed(2)
const rows: string[] = []
for (const read of reads) {
  const local = await measure(read.local)
  const sql = await measure(read.sql)
  console.log(`${read.name}: Local API ${ms(local.wall)} ms wall, ${ms(local.cpu)} ms CPU; pg ${ms(sql.wall)} ms wall, ${ms(sql.cpu)} ms CPU`)
  rows.push(`| ${read.name} | ${ms(local.wall)} | ${ms(local.cpu)} | ${ms(sql.wall)} | ${ms(sql.cpu)} | ${(local.cpu / sql.cpu).toFixed(1)} |`)
}

const machine = `${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}`
const section = [
  '## One read on its own (npm run bench:reads)',
  '',
  `Measured ${new Date().toISOString().slice(0, 10)} on ${machine}. One process, no HTTP, no concurrency: each read as the screens make it (the roster's four with a bench teacher's rights, the family reads with a bench parent's; \`overrideAccess: false\`, the audit log on, NODE_ENV=production), ${ROUNDS} times after ${WARM_UP} of warm-up; the CPU is this process's (Node's own threads, the collector's included), per read. The pg column reads the same rows with one statement. An endpoint that makes k of these reads costs at least the floor request (a Next route doing nothing, bench:api and bench:ops) plus the k reads: that bounds its share of the floor.`,
  '',
  '| read | Local API ms (wall) | Local API ms (CPU) | pg ms (wall) | pg ms (CPU) | CPU, Local API / pg |',
  '|---|---|---|---|---|---|',
  ...rows,
  '',
].join('\n')
writeBenchmarkSection(section)

await db.end()
await close()
await database.stop()
process.exit(0)
