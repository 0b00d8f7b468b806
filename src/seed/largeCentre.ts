import type { Payload } from 'payload'

import { CENTRE_TIME_ZONE_DEFAULT, centreToday } from '@/lib/dates'
import { seedPasswords } from './demoData'
import { inSqlTransaction, type SqlPool } from './large'
import { seedLargeCentreBilling } from './largeCentreBilling'

export const BENCH_TEACHER_PREFIX = 'bench.teacher.'
export const BENCH_FAMILY_PREFIX = 'bench.family.'
export const BENCH_ROOM_PREFIX = 'Bench Room '
export const BENCH_TEACHERS = 30
const DAYS_BACK = 365

/** An age band the centre's rooms are made for: the NC table's (the ratios feature's part, src/registry/seed.ts). */
export type AgeBand = { readonly band: string; readonly fromMonths: number; readonly toMonths: number | null; readonly maxGroupSize: number }

/** What the features add to the large centre (src/registry/seed.ts gathers them from their descriptors). */
export type LargeCentreParts = { readonly ageBands: readonly AgeBand[] }

/**
 * Rooms per NC age band, youngest first: 20 rooms, weighted towards the older bands whose groups are
 * larger. Each room's capacity is its band's maximum group size.
 */
const ROOMS_PER_BAND: Record<string, number> = {
  infant: 2,
  toddler: 2,
  twos: 3,
  threes: 4,
  fours: 4,
  'school-age': 5,
}
const SCHOOL_AGE_UNTIL_MONTHS = 156 // the last band has no upper limit; the rooms take children up to 13

/** The bench rooms of the age bands: `Bench Room 1` (the youngest) … `Bench Room 20`. */
export function benchRooms(ageBands: readonly AgeBand[]) {
  const rooms = ageBands
    .flatMap((band) => {
      const count = ROOMS_PER_BAND[band.band]
      if (count === undefined) throw new Error(`largeCentre: no number of rooms for the age band ${band.band}`)
      return Array.from({ length: count }, () => ({
        band: band.band,
        ageFromMonths: band.fromMonths,
        ageToMonths: band.toMonths ?? SCHOOL_AGE_UNTIL_MONTHS,
        capacity: band.maxGroupSize,
      }))
    })
    .map((room, index) => ({ ...room, name: `${BENCH_ROOM_PREFIX}${index + 1}` }))
  // Teachers 1…20 work in the room of their number; the others float between two neighbouring rooms.
  const floaters = BENCH_TEACHERS - rooms.length
  if (floaters < 0 || floaters * 2 > rooms.length) throw new Error('largeCentre: every floater needs two rooms of their own')
  return rooms
}


/** One account through Payload (found, or created), so the shared hash is exactly what Payload's login checks. */
async function templateAccount(payload: Payload, username: string, role: 'teacher' | 'parent', password: string, lastName: string) {
  const existing = await payload.find({ collection: 'users', where: { username: { equals: username } }, limit: 1, overrideAccess: true, depth: 0 })
  if (existing.docs[0]) return { id: existing.docs[0].id, created: 0 }
  const doc = await payload.create({ collection: 'users', data: { username, password, firstName: 'Bench', lastName, role }, overrideAccess: true })
  return { id: doc.id, created: 1 }
}

/**
 * A large centre for the daily-operations benchmarks (npm run bench:ops), written with set-based SQL in
 * one transaction: 20 classrooms over the NC age bands, 30 teachers (one or two rooms each), `children`
 * children (one parent account each, a date of birth that fits their room, one authorized pickup) and a
 * year of history: every weekday of the 365 days before today (the centre's day), 90 % of the enrolled
 * children in 7:00–9:00 and out 15:30–18:00 to their pickup, all closed, and the teachers' shifts.
 * Accounts share one password hash per role (the demo passwords). Every child has a billing plan and one
 * family in ten a subsidy authorization (src/seed/largeCentreBilling.ts). Run again, it adds nothing; run
 * on a later day, it adds the days since. `parts`: the features' (the age bands); src/registry/seed.ts's
 * `seedLargeCentre` is this with them.
 */
export async function seedLargeCentreWith(parts: LargeCentreParts, payload: Payload, children: number, log: (message: string) => void) {
  const BENCH_ROOMS = benchRooms(parts.ageBands)
  if (!Number.isInteger(children) || children < 1) throw new RangeError(`seedLargeCentre: children must be a whole number of at least 1, not ${children}`)
  const pool = (payload.db as unknown as { pool: SqlPool }).pool
  const started = Date.now()
  const today = centreToday()
  const timeZone = process.env.CENTRE_TIME_ZONE || CENTRE_TIME_ZONE_DEFAULT
  const passwords = seedPasswords()
  const teacher = await templateAccount(payload, `${BENCH_TEACHER_PREFIX}1`, 'teacher', passwords.teacher, 'Teacher 1')
  const parent = await templateAccount(payload, `${BENCH_FAMILY_PREFIX}1`, 'parent', passwords.parent, 'Family 1')

  const created: Record<string, number> = { teachers: teacher.created, parents: parent.created }
  const count = (name: string, result: { rowCount: number | null }) => (created[name] = (created[name] ?? 0) + (result.rowCount ?? 0))
  const missing: string[] = []
  await inSqlTransaction(pool, async (client) => {
  count(
    'classrooms',
    await client.query(
      `insert into classrooms (name, age_from_months, age_to_months, capacity)
       select * from unnest($1::text[], $2::int[], $3::int[], $4::int[])
       on conflict (name) do nothing`,
      [BENCH_ROOMS.map((r) => r.name), BENCH_ROOMS.map((r) => r.ageFromMonths), BENCH_ROOMS.map((r) => r.ageToMonths), BENCH_ROOMS.map((r) => r.capacity)],
    ),
  )
  // The rooms with their number, band and seats: children are spread over them in proportion to capacity.
  await client.query(
    `create temporary table bench_rooms on commit drop as
     select c.id, l.n, l.band, l.age_from, l.age_to, l.capacity,
            (sum(l.capacity) over (order by l.n) - l.capacity)::int as seat_from
     from unnest($1::text[], $2::text[], $3::int[], $4::int[], $5::int[]) with ordinality as l(name, band, age_from, age_to, capacity, n)
     join classrooms c on c.name = l.name`,
    [BENCH_ROOMS.map((r) => r.name), BENCH_ROOMS.map((r) => r.band), BENCH_ROOMS.map((r) => r.ageFromMonths), BENCH_ROOMS.map((r) => r.ageToMonths), BENCH_ROOMS.map((r) => r.capacity)],
  )
  const seats = BENCH_ROOMS.reduce((sum, room) => sum + room.capacity, 0)

  // Teachers (the template's hash), and the rooms of those that have none yet.
  count(
    'teachers',
    await client.query(
      `insert into users (username, first_name, last_name, role, salt, hash)
       select $1 || g, 'Bench', 'Teacher ' || g, 'teacher', u.salt, u.hash
       from generate_series(2, $2::int) g cross join (select salt, hash from users where id = $3) u
       on conflict (username) do nothing`,
      [BENCH_TEACHER_PREFIX, BENCH_TEACHERS, teacher.id],
    ),
  )
  await client.query(
    `create temporary table bench_teachers on commit drop as
     select u.id, (substring(u.username from length($1) + 1))::int as k
     from users u where u.username like $1 || '%' and u.role = 'teacher'`,
    [BENCH_TEACHER_PREFIX],
  )
  count(
    'teacher classroom assignments',
    await client.query(
      `insert into users_rels ("order", parent_id, path, classrooms_id)
       select case when t.k <= $1 or r.n % 2 = 1 then 1 else 2 end, t.id, 'classrooms', r.id
       from bench_teachers t
       join bench_rooms r on (t.k <= $1 and r.n = t.k) or (t.k > $1 and r.n in (2 * (t.k - $1) - 1, 2 * (t.k - $1)))
       where not exists (select 1 from users_rels x where x.parent_id = t.id and x.path = 'classrooms')`,
      [BENCH_ROOMS.length],
    ),
  )

  // One parent per child (the template's hash).
  count(
    'parents',
    await client.query(
      `insert into users (username, first_name, last_name, role, salt, hash)
       select $1 || g, 'Bench', 'Family ' || g, 'parent', u.salt, u.hash
       from generate_series(2, $2::int) g cross join (select salt, hash from users where id = $3) u
       on conflict (username) do nothing`,
      [BENCH_FAMILY_PREFIX, children, parent.id],
    ),
  )
  // Each bench parent without a child gets one, in the room their number falls in (children spread over
  // the rooms in proportion to their capacity), born so their age today fits the room (infants at
  // least six weeks old), enrolled six weeks after birth or up to three years ago.
  count(
    'children',
    await client.query(
      `with parents as (
         select u.id, (substring(u.username from length($1) + 1))::int as n
         from users u
         where u.username like $1 || '%' and u.role = 'parent' and not exists (select 1 from children c where c.parent_id = u.id)
       ), placed as (
         select p.id as parent_id, p.n, r.id as room_id, r.band, r.age_from,
                case when r.age_from = 0 then 42 else 0 end as youngest_days,
                (r.age_to - r.age_from) * 30 - 31 as span_days
         from parents p
         join bench_rooms r on ((p.n - 1) % $2::int) * $3::int / $2::int >= r.seat_from
                           and ((p.n - 1) % $2::int) * $3::int / $2::int < r.seat_from + r.capacity
       ), born as (
         select pl.*, (($4::date - make_interval(months => pl.age_from))::date
                       - (pl.youngest_days + (pl.n * 37) % (pl.span_days - pl.youngest_days))) as dob
         from placed pl
       )
       insert into children (first_name, last_name, date_of_birth, age_group, enrollment_date, parent_id, classroom_id)
       select (array['Ada','Ben','Chloe','Dev','Elif','Femi','Gia','Hugo','Isla','Jae','Kofi','Lena'])[1 + b.n % 12],
              'Family ' || b.n,
              b.dob::timestamp at time zone 'UTC',
              b.band,
              greatest(b.dob + 42, $4::date - 365 - (b.n * 13) % 730)::timestamp at time zone 'UTC',
              b.parent_id,
              b.room_id
       from born b`,
      [BENCH_FAMILY_PREFIX, children, seats, today],
    ),
  )
  await client.query(
    `create temporary table bench_children on commit drop as
     select c.id, c.parent_id, c.classroom_id, c.date_of_birth, (c.enrollment_date at time zone 'UTC')::date as enrolled,
            (substring(u.username from length($1) + 1))::int as n
     from children c join users u on u.id = c.parent_id
     where u.username like $1 || '%' and c.classroom_id is not null`,
    [BENCH_FAMILY_PREFIX],
  )
  count(
    'authorized pickups',
    await client.query(
      `insert into authorized_pickups (child_id, name, relation, phone, created_by_id, family_id)
       select c.id,
              (array['Alex','Sam','Jordan','Taylor','Morgan','Robin','Casey','Jamie'])[1 + c.n % 8] || ' Family ' || c.n,
              (array['Mother','Father','Grandmother','Grandfather','Aunt','Uncle'])[1 + c.n % 6],
              '(919) 555-' || lpad((c.n % 10000)::text, 4, '0'),
              c.parent_id, c.parent_id
       from bench_children c
       where not exists (select 1 from authorized_pickups p where p.child_id = c.id)`,
    ),
  )

  // The weekdays of the 365 days before today (the centre's day), numbered for the day-to-day variation.
  await client.query(
    `create temporary table bench_days on commit drop as
     select d.day, to_char(d.day, 'YYYY-MM-DD') as date, row_number() over (order by d.day)::int as j
     from (select $1::date - g as day from generate_series(1, $2::int) g) d
     where extract(isodow from d.day) < 6`,
    [today, DAYS_BACK],
  )
  // 90 % of the enrolled children each day (each child misses one day in ten), checked in by their
  // room's teacher 7:00–9:00, out 15:30–18:00 to their authorized pickup. Days already written are kept.
  count(
    'attendance rows',
    await client.query(
      `insert into attendance (child_id, classroom_id, date, child_birth_date, checked_in_at, checked_in_by_id, checked_out_at, checked_out_by_id,
                               pickup_id, collected_by, collected_relation, family_id, created_at, updated_at)
       select s.child_id, s.classroom_id, s.date, s.born, s.inn, s.teacher_id, s.out, s.teacher_id, s.pickup_id, s.name, s.relation, s.parent_id, s.inn, s.out
       from (
         select c.id as child_id, c.classroom_id, d.date, c.date_of_birth as born, t.id as teacher_id, p.id as pickup_id, p.name, p.relation, c.parent_id,
                (d.day + time '07:00' + ((c.n * 17 + d.j * 7) % 121) * interval '1 minute') at time zone $1::text as inn,
                (d.day + time '15:30' + ((c.n * 23 + d.j * 13) % 151) * interval '1 minute') at time zone $1::text as out
         from bench_children c
         join bench_rooms r on r.id = c.classroom_id
         join bench_teachers t on t.k = r.n
         join lateral (select id, name, relation from authorized_pickups where child_id = c.id order by created_at limit 1) p on true
         join bench_days d on d.day >= c.enrolled and (c.n * 37 + d.j * 11) % 10 <> 0
         where not exists (select 1 from attendance a where a.child_id = c.id and a.date = d.date)
       ) s`,
      [timeZone],
    ),
  )
  // The teachers' shifts, 19 days in 20: a teacher of one room 6:45–7:30 to 15:00–18:15; a floater in
  // their first room 7:00–12:30 and their second 12:30–18:00.
  count(
    'staff attendance rows',
    await client.query(
      `insert into staff_attendance (staff_id, classroom_id, date, checked_in_at, checked_out_at, created_at, updated_at)
       select s.staff_id, s.classroom_id, s.date, s.inn, s.out, s.inn, s.out
       from (
         select t.id as staff_id, x.classrooms_id as classroom_id, d.date,
                case when rooms.n = 1 then (d.day + time '06:45' + ((t.k * 7 + d.j * 3) % 46) * interval '1 minute') at time zone $1::text
                     when x."order" = 1 then (d.day + time '07:00') at time zone $1::text
                     else (d.day + time '12:30') at time zone $1::text end as inn,
                case when rooms.n = 1 then (d.day + time '15:00' + ((t.k * 11 + d.j * 5) % 196) * interval '1 minute') at time zone $1::text
                     when x."order" = 1 then (d.day + time '12:30') at time zone $1::text
                     else (d.day + time '18:00') at time zone $1::text end as out
         from bench_teachers t
         join users_rels x on x.parent_id = t.id and x.path = 'classrooms'
         join lateral (select count(*)::int as n from users_rels y where y.parent_id = t.id and y.path = 'classrooms') rooms on true
         join bench_days d on (t.k * 13 + d.j * 7) % 20 <> 0
         where not exists (select 1 from staff_attendance a where a.staff_id = t.id and a.date = d.date and a.classroom_id = x.classrooms_id)
       ) s`,
      [timeZone],
    ),
  )
  const billing = await seedLargeCentreBilling(client)
  created['billing plans'] = billing.plans
  created['subsidy authorizations'] = billing.authorizations
  missing.push(...billing.missing)
  })
  await pool.query('analyze users, users_rels, classrooms, children, authorized_pickups, attendance, staff_attendance, billing_plans, subsidy_authorizations')
  const { rows } = await pool.query(
    `select (select count(*) from attendance a join children c on c.id = a.child_id join users u on u.id = c.parent_id where u.username like $1 || '%')::int as attendance,
            (select count(*) from staff_attendance a join users u on u.id = a.staff_id where u.username like $2 || '%')::int as shifts`,
    [BENCH_FAMILY_PREFIX, BENCH_TEACHER_PREFIX],
  )
  const made = Object.entries(created)
    .map(([name, n]) => `${n} ${name}`)
    .join(', ')
  log(`Large centre (${children} children, history to the weekday before ${today}): created ${made}.`)
  for (const what of missing) log(`Large centre: no ${what}.`)
  log(`Large centre ready in ${((Date.now() - started) / 1000).toFixed(1)} s: ${rows[0]?.attendance} attendance rows and ${rows[0]?.shifts} staff shifts for the bench centre in all.`)
}
