/**
 * npm run bench:ops — throughput and latency of the daily-operations endpoints on a large centre (20
 * classrooms, 500 children, a year of attendance), next to a bare `pg` HTTP server doing the same SQL, in
 * the same run: POST /api/attendance/check-in (every request a different child who is not in yet) and
 * GET /api/ratios on a busy day (90 % of the children and every bench teacher checked in), a teacher's
 * roster of their room on that day (GET /api/attendance/today?classroomId=) and check-outs to the child's
 * authorized pickup, each with the database round trips one request causes (scripts/lib/roundTrips.ts) and
 * the framework's floor (a Next route doing nothing). Prints the figures and writes them to BENCHMARKS.md.
 * A script that measures, not a test that fails on a timing.
 *
 * Needs the production build (`npm run build`). Seeds the large centre (`--children 500`) when missing.
 * Leaves no one checked in: today's bench rows are removed before and after.
 */
import { randomBytes } from 'node:crypto'
import { existsSync } from 'node:fs'
import http from 'node:http'
import os from 'node:os'
import path from 'node:path'

import autocannon from 'autocannon'
import pg from 'pg'

import { ageInMonths, ratioFor } from '../src/features/ratios/ratioTable'
import { centreToday } from '../src/lib/dates'
import { seedPasswords } from '../src/seed/demoData'
import { writeBenchmarkSection } from './lib/benchmarksFile'
import { ROOT, resolveAppDatabase } from './lib/database'
import { oneRoomTeacher } from './lib/benchCentre'
import { mustRun, tsCommand } from './lib/run'
import { residentMiB } from './lib/processMemory'
import { roundTripsPer, startRoundTripCounter } from './lib/roundTrips'
import { startProductionServer } from './lib/server'

const PORT = 3310
const BARE_PORT = 3311
/** A second server of the same build whose database connections pass through the round-trip counter. */
const COUNTING_PORT = 3312
const DURATION = Number(process.env.BENCH_SECONDS ?? 20)
const CONNECTIONS = 10
const CHILDREN = 500
const PRESENT_SHARE = 0.9
const FAMILY_PREFIX = 'bench.family.' // src/seed/largeCentre.ts
const TEACHER_PREFIX = 'bench.teacher.'
/** The channel the attendance hooks NOTIFY on (src/features/attendance/floorChanges.ts), so the bare server does the same work. */
const FLOOR_CHANNEL = 'centre_floor_changed'
const origin = `http://localhost:${PORT}`

if (!existsSync(path.join(ROOT, '.next/BUILD_ID'))) {
  console.error('bench:ops measures the production build: run `npm run build` first.')
  process.exit(2)
}
if (!existsSync(path.join(ROOT, '.next/server/app/api/attendance/check-in')) || !existsSync(path.join(ROOT, '.next/server/app/api/ratios'))) {
  console.error('The production build predates the daily-operations endpoints: run `npm run build` again.')
  process.exit(2)
}

const database = await resolveAppDatabase()
const db = new pg.Pool({ connectionString: database.url, max: 10 })
// Stopping PostgreSQL at the end ends idle connections; that is not an error of the benchmark.
db.on('error', () => undefined)

const benchChildrenSql = `select c.id, c.parent_id, c.classroom_id from children c join users u on u.id = c.parent_id
  where u.username like '${FAMILY_PREFIX}%' and c.classroom_id is not null
  order by (substring(u.username from ${FAMILY_PREFIX.length + 1}))::int`
const seeded = await db.query(benchChildrenSql).catch(() => ({ rows: [] }))
if (seeded.rows.length < CHILDREN) {
  console.log(`Seeding the large centre (${CHILDREN} children)…`)
  await mustRun(...tsCommand('scripts/seed.ts', '--children', String(CHILDREN)), { DATABASE_URL: database.url })
}
const children = (await db.query<{ id: string; parent_id: string; classroom_id: string }>(benchChildrenSql)).rows.slice(0, CHILDREN)
const childIds = children.map((child) => child.id)
const teacherIds = (await db.query<{ id: string }>(`select id from users where username like '${TEACHER_PREFIX}%' and role = 'teacher'`)).rows.map((row) => row.id)
const today = centreToday()

/** Today's bench rows (and any stay or shift a crashed run left open) go, so every run starts from an empty day. */
async function clearToday() {
  await db.query(`delete from attendance where child_id = any($1::uuid[]) and (date = $2 or checked_out_at is null)`, [childIds, today])
  await db.query(`delete from staff_attendance where staff_id = any($1::uuid[]) and (date = $2 or checked_out_at is null)`, [teacherIds, today])
}
await clearToday()

// One secret for both servers, so a session cookie is accepted by both (each checks it against the sessions in PostgreSQL).
const serverEnv = { PAYLOAD_SECRET: randomBytes(24).toString('hex'), RATE_LIMIT_LOGIN: '0', RATE_LIMIT_FORMS: '0' }
const { stop: stopApp, pid: appPid } = await startProductionServer(PORT, database.url, serverEnv)
const counter = await startRoundTripCounter(database.url)
const { stop: stopCounting } = await startProductionServer(COUNTING_PORT, counter.url, serverEnv)
// Resident memory of the server (and its processes) before the runs and after them (issue 32: a small server's memory).
const residentBefore = residentMiB(appPid)
console.log(`Server resident memory before the runs: ${residentBefore} MiB`)

const login = await fetch(`${origin}/api/login`, {
  method: 'POST',
  headers: { 'Content-Type': 'application/json', Origin: origin },
  body: JSON.stringify({ username: 'admin', password: seedPasswords().admin }),
})
const cookie = /payload-token=[^;]+/.exec(login.headers.get('set-cookie') ?? '')?.[0]
if (!cookie) throw new Error(`admin login failed: ${login.status} ${await login.text()}`)
const token = cookie.split('=')[1]!
const headers = { Cookie: cookie, Origin: origin }
const adminId = ((await db.query<{ id: string }>(`select id from users where username = 'admin'`)).rows[0] ?? { id: '' }).id

// A teacher of one bench room (the first such): their roster of it is the teacher's morning screen.
const roomTeacher = await oneRoomTeacher(db)
const teacherLogin = await fetch(`${origin}/api/login`, {
  method: 'POST',
  headers: { 'Content-Type': 'application/json', Origin: origin },
  body: JSON.stringify({ username: roomTeacher.username, password: seedPasswords().teacher }),
})
const teacherCookie = /payload-token=[^;]+/.exec(teacherLogin.headers.get('set-cookie') ?? '')?.[0]
if (!teacherCookie) throw new Error(`teacher login failed: ${teacherLogin.status} ${await teacherLogin.text()}`)
const teacherToken = teacherCookie.split('=')[1]!
const teacherHeaders = { Cookie: teacherCookie, Origin: origin }
const rosterPath = `/api/attendance/today?classroomId=${roomTeacher.classroom_id}`
const roomSize = children.filter((child) => child.classroom_id === roomTeacher.classroom_id).length
/** Each bench child's authorized pickup (the seed gives every child one): check-outs go to them. */
const pickupOf = new Map(
  (await db.query<{ id: string; child_id: string }>(`select distinct on (child_id) id, child_id from authorized_pickups where child_id = any($1::uuid[]) order by child_id, created_at`, [childIds])).rows.map(
    (row) => [row.child_id, row.id],
  ),
)

/** One request of each kind first: a refusal would otherwise be measured as a fast answer. */
async function expectStatus(url: string, init: RequestInit, status: number) {
  const response = await fetch(url, { ...init, headers: { ...headers, ...init.headers } })
  if (response.status !== status) throw new Error(`${init.method ?? 'GET'} ${url}: ${response.status} (expected ${status}) ${(await response.text()).slice(0, 300)}`)
}

// ---------------------------------------------------------------------------------------------------
// The bare server: the same SQL straight on pg, no framework. Session row first, like the app.
// ---------------------------------------------------------------------------------------------------

const readJson = (request: http.IncomingMessage) =>
  new Promise<unknown>((resolve, reject) => {
    const chunks: Buffer[] = []
    request.on('data', (chunk: Buffer) => chunks.push(chunk))
    request.on('end', () => {
      try {
        resolve(JSON.parse(Buffer.concat(chunks).toString('utf8')))
      } catch (error) {
        reject(error)
      }
    })
    request.on('error', reject)
  })

const send = (response: http.ServerResponse, status: number, body: unknown) =>
  void response.writeHead(status, { 'Content-Type': 'application/json' }).end(JSON.stringify(body))

/** Check-in: the child (room, family, date of birth), no open stay, then the row and the floor notice in one transaction. */
async function bareCheckIn(request: http.IncomingMessage, response: http.ServerResponse) {
  const { childId } = (await readJson(request)) as { childId?: string }
  const child = (await db.query('select parent_id, classroom_id, date_of_birth from children where id = $1', [childId])).rows[0] as
    | { parent_id: string; classroom_id: string | null; date_of_birth: Date }
    | undefined
  if (!child) return send(response, 404, { error: 'Child not found.' })
  if (!child.classroom_id) return send(response, 400, { error: 'The child is in no classroom.' })
  const open = await db.query('select count(*)::int as n from attendance where child_id = $1 and checked_out_at is null', [childId])
  if ((open.rows[0] as { n: number }).n > 0) return send(response, 409, { error: 'Already checked in.' })
  const client = await db.connect()
  try {
    await client.query('begin')
    const inserted = await client.query(
      `insert into attendance (child_id, family_id, classroom_id, date, child_birth_date, checked_in_at, checked_in_by_id)
       values ($1, $2, $3, $4, $5, now(), $6) returning id, child_id, classroom_id, date, checked_in_at`,
      [childId, child.parent_id, child.classroom_id, today, child.date_of_birth, adminId],
    )
    await client.query('select pg_notify($1, $2)', [FLOOR_CHANNEL, child.classroom_id])
    await client.query('commit')
    const row = inserted.rows[0] as { id: string; child_id: string; classroom_id: string; date: string; checked_in_at: Date }
    send(response, 201, {
      id: row.id,
      childId: row.child_id,
      classroomId: row.classroom_id,
      date: row.date,
      checkedInAt: row.checked_in_at.toISOString(),
      checkedOutAt: null,
      collectedBy: null,
      collectedRelation: null,
      overrideReason: null,
    })
  } catch (error) {
    await client.query('rollback').catch(() => undefined)
    if ((error as { code?: string }).code === '23505') return send(response, 409, { error: 'Already checked in.' })
    throw error
  } finally {
    client.release()
  }
}

/** The ratio board's three reads (rooms, today's open stays with each child's date of birth, open shifts) and the same arithmetic. */
async function bareRatios(response: http.ServerResponse) {
  const date = centreToday()
  const [rooms, stays, shifts] = await Promise.all([
    db.query('select id, name, age_from_months, age_to_months, capacity from classrooms order by age_from_months'),
    db.query('select id, classroom_id, child_birth_date from attendance where date = $1 and checked_out_at is null', [date]),
    db.query('select id, classroom_id from staff_attendance where date = $1 and checked_out_at is null', [date]),
  ])
  const classrooms = rooms.rows.map((room) => {
    const present = stays.rows.filter((row) => row.classroom_id === room.id)
    const ages = present.map((row) => ageInMonths(row.child_birth_date ? (row.child_birth_date as Date).toISOString() : null, date) ?? 0)
    const staffPresent = shifts.rows.filter((row) => row.classroom_id === room.id).length
    const status = ratioFor({ childrenAgesInMonths: ages, staffPresent })
    const capacity = Number(room.capacity)
    return {
      id: room.id as string,
      name: room.name as string,
      ageFromMonths: Number(room.age_from_months),
      ageToMonths: Number(room.age_to_months),
      capacity,
      childrenPresent: status.childrenPresent,
      staffPresent,
      staffRequired: status.staffRequired,
      ratio: status.band ? `1:${status.band.childrenPerStaff}` : null,
      ageBand: status.band?.label ?? null,
      maxGroupSize: status.band?.maxGroupSize ?? null,
      overRatio: status.overRatio,
      overGroupSize: status.overGroupSize,
      overCapacity: status.childrenPresent > capacity,
    }
  })
  send(response, 200, { date, at: new Date().toISOString(), classrooms, overRatio: classrooms.filter((room) => room.overRatio).map((room) => room.name) })
}

/** Check-out to the child's authorized pickup: the open stay, the pickup (the child's own), then the update and the floor NOTIFY in one transaction. */
async function bareCheckOut(request: http.IncomingMessage, response: http.ServerResponse) {
  const { childId, pickupId } = (await readJson(request)) as { childId?: string; pickupId?: string }
  const stay = (await db.query('select id, classroom_id from attendance where child_id = $1 and checked_out_at is null order by checked_in_at desc limit 1', [childId])).rows[0] as
    | { id: string; classroom_id: string }
    | undefined
  if (!stay) return send(response, 409, { error: 'Not checked in.' })
  const pickup = (await db.query('select id, name, relation from authorized_pickups where id = $1 and child_id = $2', [pickupId, childId])).rows[0] as
    | { id: string; name: string; relation: string }
    | undefined
  if (!pickup) return send(response, 400, { error: 'Choose a person on the authorized list.' })
  const client = await db.connect()
  try {
    await client.query('begin')
    const updated = await client.query(
      `update attendance set checked_out_at = now(), checked_out_by_id = $2, pickup_id = $3, collected_by = $4, collected_relation = $5 where id = $1
       returning id, child_id, classroom_id, date, checked_in_at, checked_out_at, collected_by, collected_relation`,
      [stay.id, adminId, pickup.id, pickup.name, pickup.relation],
    )
    await client.query('select pg_notify($1, $2)', [FLOOR_CHANNEL, stay.classroom_id])
    await client.query('commit')
    const row = updated.rows[0] as { id: string; child_id: string; classroom_id: string; date: string; checked_in_at: Date; checked_out_at: Date; collected_by: string; collected_relation: string }
    send(response, 200, {
      id: row.id,
      childId: row.child_id,
      classroomId: row.classroom_id,
      date: row.date,
      checkedInAt: row.checked_in_at.toISOString(),
      checkedOutAt: row.checked_out_at.toISOString(),
      collectedBy: row.collected_by,
      collectedRelation: row.collected_relation,
      overrideReason: null,
    })
  } catch (error) {
    await client.query('rollback').catch(() => undefined)
    throw error
  } finally {
    client.release()
  }
}

/** The teacher's roster of one room: their rooms, the room's children, today's stays and earlier open ones, the pickups (what the app reads). */
async function bareRoster(teacherId: string, classroomId: string, response: http.ServerResponse) {
  const date = centreToday()
  const rooms = (
    await db.query('select c.id, c.name, c.age_from_months, c.age_to_months, c.capacity from classrooms c join users_rels x on x.classrooms_id = c.id where x.parent_id = $1 and x.path = $2 order by c.age_from_months', [teacherId, 'classrooms'])
  ).rows as { id: string; name: string; age_from_months: number; age_to_months: number; capacity: number }[]
  if (!rooms.some((room) => room.id === classroomId)) return send(response, 404, { error: 'Classroom not found.' })
  const kids = (await db.query('select id, first_name, last_name, classroom_id, allergies from children where classroom_id = $1 order by first_name', [classroomId])).rows as {
    id: string
    first_name: string
    last_name: string
    classroom_id: string
    allergies: string | null
  }[]
  const ids = kids.map((kid) => kid.id)
  const [stays, pickups] = await Promise.all([
    db.query('select id, child_id, classroom_id, date, checked_in_at, checked_out_at, collected_by, collected_relation, override_reason from attendance where child_id = any($1::uuid[]) and (date = $2 or (checked_out_at is null and date < $2)) order by checked_in_at', [ids, date]),
    db.query('select id, child_id, name, relation, phone, photo_id from authorized_pickups where child_id = any($1::uuid[]) order by name', [ids]),
  ])
  const wire = (row: Record<string, unknown>) => ({
    id: row.id,
    childId: row.child_id,
    classroomId: row.classroom_id,
    date: row.date,
    checkedInAt: (row.checked_in_at as Date).toISOString(),
    checkedOutAt: row.checked_out_at ? (row.checked_out_at as Date).toISOString() : null,
    collectedBy: row.collected_by ?? null,
    collectedRelation: row.collected_relation ?? null,
    overrideReason: row.override_reason ?? null,
  })
  const roster = kids.map((kid) => {
    const own = stays.rows.filter((row) => row.child_id === kid.id && row.date === date).map(wire)
    const left = stays.rows.find((row) => row.child_id === kid.id && row.date !== date)
    const last = own.at(-1)
    return {
      id: kid.id,
      firstName: kid.first_name,
      lastName: kid.last_name,
      classroomId: kid.classroom_id,
      allergies: kid.allergies || null,
      status: left ? 'forgotten-checkout' : !last ? 'not-arrived' : last.checkedOutAt ? 'gone-home' : 'present',
      stays: own,
      forgottenStay: left ? wire(left) : null,
      pickups: pickups.rows.filter((row) => row.child_id === kid.id).map((row) => ({ id: row.id, childId: row.child_id, name: row.name, relation: row.relation, phone: row.phone, photoUrl: null })),
    }
  })
  send(response, 200, {
    date,
    classrooms: rooms.map((room) => ({ id: room.id, name: room.name, ageFromMonths: Number(room.age_from_months), ageToMonths: Number(room.age_to_months), capacity: Number(room.capacity) })),
    children: roster,
  })
}

const bare = http.createServer(async (request, response) => {
  try {
    const sent = /payload-token=([^;]+)/.exec(request.headers.cookie ?? '')?.[1]
    const userId = sent === token ? adminId : sent === teacherToken ? roomTeacher.id : undefined
    if (!userId) return send(response, 401, { error: 'Please log in.' })
    const session = await db.query('select id, role from users where id = $1', [userId])
    if (!session.rows[0]) return send(response, 401, { error: 'Please log in.' })
    if (request.method === 'POST' && request.url === '/api/attendance/check-in') return await bareCheckIn(request, response)
    if (request.method === 'POST' && request.url === '/api/attendance/check-out') return await bareCheckOut(request, response)
    if (request.method === 'GET' && request.url === '/api/ratios') return await bareRatios(response)
    if (request.method === 'GET' && request.url === rosterPath) return await bareRoster(userId, roomTeacher.classroom_id, response)
    send(response, 404, { error: 'Not found.' })
  } catch {
    if (!response.headersSent) response.writeHead(500).end()
  }
})
await new Promise<void>((resolve) => bare.listen(BARE_PORT, resolve))

// ---------------------------------------------------------------------------------------------------
// Load
// ---------------------------------------------------------------------------------------------------

type Tally = { ok: number; conflicts: number; otherStatus: number; errors: number; seconds: number; latencies: number[] }
type Result = { rps: number; p50: number; p95: number; p99: number; requests: number; conflicts: number; otherStatus: number; errors: number }

const emptyTally = (): Tally => ({ ok: 0, conflicts: 0, otherStatus: 0, errors: 0, seconds: 0, latencies: [] })

/** One autocannon run added to `tally`: only 2xx answers count for throughput and latency; 409s and the rest apart. */
async function cannon(options: autocannon.Options, tally: Tally) {
  const started = performance.now()
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon({ connections: CONNECTIONS, ...options, headers: { ...headers, ...options.headers } }, (error, done) => (error ? reject(error) : resolve(done)))
    instance.on('response', (_client, status, _bytes, responseTime) => {
      if (status >= 200 && status < 300) {
        tally.ok++
        tally.latencies.push(responseTime)
      } else if (status === 409) tally.conflicts++
      else tally.otherStatus++
    })
  })
  tally.seconds += (performance.now() - started) / 1000
  tally.errors += result.errors + result.timeouts
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN
const round = (value: number) => Math.round(value * 10) / 10

function summary(tally: Tally): Result {
  const sorted = [...tally.latencies].sort((a, b) => a - b)
  return {
    rps: Math.round(tally.ok / tally.seconds),
    p50: round(percentile(sorted, 50)),
    p95: round(percentile(sorted, 95)),
    p99: round(percentile(sorted, 99)),
    requests: tally.ok,
    conflicts: tally.conflicts,
    otherStatus: tally.otherStatus,
    errors: tally.errors,
  }
}

/** Every bench child in (not timed): what check-outs start from. */
async function everyoneIn() {
  await clearToday()
  await db.query(
    `insert into attendance (child_id, family_id, classroom_id, date, child_birth_date, checked_in_at, checked_in_by_id)
     select c.id, c.parent_id, c.classroom_id, $2, c.date_of_birth, now() - interval '8 hours', $3 from children c where c.id = any($1::uuid[])`,
    [childIds, today, adminId],
  )
}

/**
 * POSTs to `endpoint` for `seconds` (at least one round), in rounds: each round starts from `prepare` (not
 * timed) and sends every bench child exactly once (`amount` = the children; the bodies handed out in order
 * across the connections), so no request meets a child already in (check-in) or already gone (check-out).
 */
async function rounds(base: string, seconds: number, endpoint: string, prepare: () => Promise<void>, body: (childId: string) => object): Promise<Result> {
  const tally = emptyTally()
  do {
    await prepare()
    let next = 0
    await cannon(
      {
        url: `${base}${endpoint}`,
        amount: childIds.length,
        headers: { 'Content-Type': 'application/json' },
        requests: [{ method: 'POST', setupRequest: (request) => ({ ...request, body: JSON.stringify(body(childIds[next++ % childIds.length]!)) }) }],
      },
      tally,
    )
  } while (tally.seconds < seconds)
  await clearToday()
  return summary(tally)
}

/** Check-ins: today's stays removed before each round. */
const checkIns = (base: string, seconds: number) => rounds(base, seconds, '/api/attendance/check-in', clearToday, (childId) => ({ childId }))

/** Check-outs: every bench child in before each round, each checked out once to their authorized pickup. */
const checkOuts = (base: string, seconds: number) => rounds(base, seconds, '/api/attendance/check-out', everyoneIn, (childId) => ({ childId, pickupId: pickupOf.get(childId) }))

async function reads(url: string, seconds: number, asWho: Record<string, string> = {}): Promise<Result> {
  const tally = emptyTally()
  await cannon({ url, duration: seconds, headers: asWho }, tally)
  return summary(tally)
}

/** One request to the counting server, failing on anything but `status`. */
async function countedRequest(pathname: string, init: RequestInit & { status: number }) {
  const countingOrigin = `http://localhost:${COUNTING_PORT}`
  const response = await fetch(`${countingOrigin}${pathname}`, { ...init, headers: { ...(init.headers as Record<string, string>), Origin: countingOrigin } })
  if (response.status !== init.status) throw new Error(`${init.method ?? 'GET'} ${pathname} on the counting server: ${response.status} (expected ${init.status}) ${(await response.text()).slice(0, 300)}`)
  await response.arrayBuffer()
}

/** A busy day: 90 % of the bench children checked in this morning, every bench teacher in their (first) room. */
async function busyDay() {
  await clearToday()
  await db.query(
    `insert into attendance (child_id, family_id, classroom_id, date, child_birth_date, checked_in_at, checked_in_by_id)
     select c.id, c.parent_id, c.classroom_id, $2, (select date_of_birth from children where id = c.id), now() - (c.n % 120) * interval '1 minute', $3
     from unnest($1::uuid[], $4::uuid[], $5::uuid[]) with ordinality as c(id, parent_id, classroom_id, n)
     where (c.n * 37) % 10 < $6`,
    [childIds, today, adminId, children.map((c) => c.parent_id), children.map((c) => c.classroom_id), Math.round(PRESENT_SHARE * 10)],
  )
  await db.query(
    `insert into staff_attendance (staff_id, classroom_id, date, checked_in_at)
     select x.parent_id, x.classrooms_id, $2, now() - interval '2 hours'
     from users_rels x where x.parent_id = any($1::uuid[]) and x.path = 'classrooms' and x."order" = 1`,
    [teacherIds, today],
  )
  const { rows } = await db.query(
    `select (select count(*) from attendance where date = $1 and checked_out_at is null)::int as children,
            (select count(*) from staff_attendance where date = $1 and checked_out_at is null)::int as staff`,
    [today],
  )
  return rows[0] as { children: number; staff: number }
}

const table: string[] = []
const notes: string[] = []
const trips: string[] = []
/** The floor (a Next route doing nothing), measured before the rows that are compared with it. */
let floor: Result | undefined
const report = (name: string, ours: Result, theirs: Result, roundTrips: number | string) => {
  const ratio = ours.rps / theirs.rps
  const share = floor ? (ours.rps / floor.rps).toFixed(2) : '–'
  console.log(
    `${name}: ${ours.rps} req/s, p50 ${ours.p50} ms, p95 ${ours.p95} ms, p99 ${ours.p99} ms (${ours.requests} answers; 409 ${ours.conflicts}, other non-2xx ${ours.otherStatus}, errors ${ours.errors}); ` +
      `bare pg ${theirs.rps} req/s, p50 ${theirs.p50} ms, p95 ${theirs.p95} ms, p99 ${theirs.p99} ms (409 ${theirs.conflicts}, other non-2xx ${theirs.otherStatus}, errors ${theirs.errors}); ratio ${ratio.toFixed(2)}; share of the floor ${share}; round trips per request ${roundTrips}`,
  )
  table.push(`| ${name} | ${ours.rps} | ${ours.p50} | ${ours.p95} | ${ours.p99} | ${roundTrips} | ${share} | ${theirs.rps} | ${theirs.p50} | ${theirs.p95} | ${theirs.p99} | ${ratio.toFixed(2)} |`)
  notes.push(`${name}: app ${ours.requests} answers, 409 ${ours.conflicts}, other non-2xx ${ours.otherStatus}, errors ${ours.errors}; bare ${theirs.requests} answers, 409 ${theirs.conflicts}, other non-2xx ${theirs.otherStatus}, errors ${theirs.errors}`)
}

try {
  for (const base of [origin, `http://localhost:${BARE_PORT}`]) {
    const checkIn = { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ childId: childIds[0] }) }
    await expectStatus(`${base}/api/attendance/check-in`, checkIn, 201)
    await expectStatus(`${base}/api/attendance/check-in`, checkIn, 409)
    await expectStatus(`${base}/api/ratios`, {}, 200)
    await clearToday()
  }

  for (const base of [origin, `http://localhost:${BARE_PORT}`]) {
    await everyoneIn()
    const checkOut = { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ childId: childIds[0], pickupId: pickupOf.get(childIds[0]!) }) }
    await expectStatus(`${base}/api/attendance/check-out`, checkOut, 200)
    await expectStatus(`${base}/api/attendance/check-out`, checkOut, 409)
    await expectStatus(`${base}${rosterPath}`, { headers: teacherHeaders }, 200)
    await clearToday()
  }

  // The floor: a Next route handler that does nothing (the JSON 404 of an unknown /api path; no Payload, no
  // database) on the same server. No handler of ours can be faster; the share of it is the yardstick.
  // Its answers are 404s, which `cannon` counts apart, so it is measured on its own.
  await cannon({ url: `${origin}/api/bench-floor`, duration: 3 }, emptyTally()) // warm-up, not counted
  const floorLatencies: number[] = []
  await new Promise<void>((resolve, reject) => {
    const instance = autocannon({ url: `${origin}/api/bench-floor`, connections: CONNECTIONS, duration: DURATION, headers }, (error, done) => {
      if (error) return reject(error)
      floorLatencies.sort((a, b) => a - b)
      floor = {
        rps: Math.round(done.requests.average),
        p50: round(percentile(floorLatencies, 50)),
        p95: round(percentile(floorLatencies, 95)),
        p99: round(percentile(floorLatencies, 99)),
        requests: done.requests.total,
        conflicts: 0,
        otherStatus: 0,
        errors: done.errors,
      }
      resolve()
    })
    instance.on('response', (_client, _status, _bytes, responseTime) => floorLatencies.push(responseTime))
  })
  console.log(`Floor (a Next route doing nothing, 404 JSON): ${floor!.rps} req/s, p50 ${floor!.p50} ms, p95 ${floor!.p95} ms, p99 ${floor!.p99} ms`)
  table.push(`| floor: a Next route doing nothing (404) | ${floor!.rps} | ${floor!.p50} | ${floor!.p95} | ${floor!.p99} | 0 | 1.00 | – | – | – | – | – |`)

  // Round trips per request, on the counting server: one request after another (scripts/lib/roundTrips.ts).
  await clearToday()
  let nextIn = 0
  const checkInTrips = await roundTripsPer(counter, () =>
    countedRequest('/api/attendance/check-in', { method: 'POST', status: 201, headers: { ...headers, 'Content-Type': 'application/json' }, body: JSON.stringify({ childId: childIds[nextIn++] }) }),
  )
  await everyoneIn()
  let nextOut = 0
  const checkOutTrips = await roundTripsPer(counter, () => {
    const childId = childIds[nextOut++]!
    return countedRequest('/api/attendance/check-out', { method: 'POST', status: 200, headers: { ...headers, 'Content-Type': 'application/json' }, body: JSON.stringify({ childId, pickupId: pickupOf.get(childId) }) })
  })
  const present = await busyDay()
  const rosterTrips = await roundTripsPer(counter, () => countedRequest(rosterPath, { status: 200, headers: teacherHeaders }))
  // The same read as the admin for one room and for the whole centre: its round trips must not grow with the children it returns.
  const adminRoomTrips = await roundTripsPer(counter, () => countedRequest(rosterPath, { status: 200, headers }))
  const centreTrips = await roundTripsPer(counter, () => countedRequest('/api/attendance/today', { status: 200, headers }))
  const ratioTrips = await roundTripsPer(counter, () => countedRequest('/api/ratios', { status: 200, headers }))
  trips.push(
    `the teacher's roster of their room (${roomSize} children) ${rosterTrips}`,
    `the same room's roster as the admin ${adminRoomTrips}`,
    `the admin's roster of the whole centre (${children.length} children) ${centreTrips}`,
  )
  console.log(`Round trips per request: check-in ${checkInTrips}, check-out ${checkOutTrips}, ratio board ${ratioTrips}; ${trips.join(', ')}`)

  // (a) Check-in: a warm-up round each (not counted), then the measured rounds.
  await checkIns(origin, 0)
  const appCheckIn = await checkIns(origin, DURATION)
  await checkIns(`http://localhost:${BARE_PORT}`, 0)
  const bareCheckIns = await checkIns(`http://localhost:${BARE_PORT}`, DURATION)
  report('POST /api/attendance/check-in', appCheckIn, bareCheckIns, checkInTrips)

  // (b) Check-out to the child's authorized pickup.
  await checkOuts(origin, 0)
  const appCheckOut = await checkOuts(origin, DURATION)
  await checkOuts(`http://localhost:${BARE_PORT}`, 0)
  const bareCheckOuts = await checkOuts(`http://localhost:${BARE_PORT}`, DURATION)
  report('POST /api/attendance/check-out', appCheckOut, bareCheckOuts, checkOutTrips)

  // (c) The ratio board and (d) a teacher's roster of their room, on a busy day.
  await busyDay()
  console.log(`Busy day: ${present.children} children and ${present.staff} staff checked in.`)
  await reads(`${origin}/api/ratios`, 3) // warm-up, not counted
  const appRatios = await reads(`${origin}/api/ratios`, DURATION)
  const bareRatioBoard = await reads(`http://localhost:${BARE_PORT}/api/ratios`, DURATION)
  report(`GET /api/ratios (${present.children} children, ${present.staff} staff in)`, appRatios, bareRatioBoard, ratioTrips)
  await reads(`${origin}${rosterPath}`, 3, teacherHeaders) // warm-up, not counted
  const appRoster = await reads(`${origin}${rosterPath}`, DURATION, teacherHeaders)
  const bareRosterRead = await reads(`http://localhost:${BARE_PORT}${rosterPath}`, DURATION, teacherHeaders)
  report(`GET /api/attendance/today?classroomId= (a teacher, their room of ${roomSize})`, appRoster, bareRosterRead, rosterTrips)

  const counts = (
    await db.query(
      `select (select count(*) from classrooms)::int as classrooms,
              (select count(*) from classrooms where name like 'Bench Room %')::int as bench_classrooms,
              (select count(*) from children)::int as children,
              (select count(*) from attendance)::int as attendance,
              (select count(*) from staff_attendance)::int as staff_attendance,
              (select count(*) from users where role = 'teacher')::int as teachers`,
    )
  ).rows[0]
  const header = [
    '| endpoint | req/s | p50 ms | p95 ms | p99 ms | round trips per request | share of the floor | bare req/s | bare p50 ms | bare p95 ms | bare p99 ms | ratio to bare |',
    '|---|---|---|---|---|---|---|---|---|---|---|---|',
  ]
  console.log(['', ...header, ...table, ''].join('\n'))
  const machine = `${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}, ${os.platform()} ${os.release()}`
  const section = [
    '## Daily operations (npm run bench:ops)',
    '',
    `Measured ${new Date().toISOString().slice(0, 10)} on ${machine}. Data: ${JSON.stringify(counts)} (the large centre of \`npm run seed -- --children ${CHILDREN}\`: 20 bench classrooms over the NC age bands, ${CHILDREN} children, a year of weekday attendance). autocannon, ${CONNECTIONS} connections, ${DURATION} s per measurement, as the admin; the bare server is node:http + pg (a pool of 10) doing the same SQL in the same run: for check-in the session row, the child (with its date of birth), the open-stay count, then the insert and the floor NOTIFY in one transaction; for the board the session row and the board's three reads (the rooms, the open stays with their dates of birth, the open shifts), with the same ratio arithmetic (src/features/ratios/ratioTable.ts), one computation per request. The app also checks each changed room for an over-ratio alert (at most once a second per room, src/features/ratios/boot.ts), which the bare server does not.`,
    '',
    `- Check-in: every request checks in a different child who is not in: rounds of ${childIds.length} requests (each bench child once), today's stays removed between rounds (not timed). Latencies and req/s count only the 201s; 409s are counted apart (below).`,
    `- Check-out: the same rounds, every bench child in before each round (not timed), each checked out once to their authorized pickup.`,
    `- Ratio board: a busy day, ${Math.round(PRESENT_SHARE * 100)} % of the bench children and every bench teacher checked in (one room each) before the run; all ${counts?.classrooms} classrooms on the board.`,
    `- Roster: \`GET /api/attendance/today?classroomId=\` as ${roomTeacher.username} (one room, ${roomSize} children) on the same busy day: their rooms, the room's children with today's stays, stays left open from earlier days and their authorized pickups.`,
    `- Floor: a Next route handler that does nothing (the JSON 404 of an unknown /api path; no Payload, no database) on the same server; "share of the floor" is a row's req/s over it.`,
    `- Round trips per request: a second server of the same build whose database connections pass through a relay counting PostgreSQL's ReadyForQuery messages (one per statement or transaction step the app waits for; scripts/lib/roundTrips.ts), 40 requests one after another, the server's own background queries subtracted; the audit log's batched inserts included. The session is remembered for 5 s, so its look-up counts about once per 5 s of requests. The roster's do not grow with the children it returns: ${trips.join('; ')}.`,
    '',
    ...header,
    ...table,
    '',
    ...notes.map((note) => `- ${note}.`),
    '',
  ].join('\n')
  writeBenchmarkSection(section)
  console.log(`Server resident memory after the runs: ${residentMiB(appPid)} MiB (before: ${residentBefore} MiB)`)
} finally {
  await clearToday()
  bare.close()
  await db.end()
  await stopApp()
  await stopCounting()
  await counter.stop()
  await database.stop()
}
process.exit(0)
