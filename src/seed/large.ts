import type { Payload } from 'payload'

import { seedPasswords } from './demoData'

export const BENCH_USERNAME_PREFIX = 'bench.parent.'
const DAYS_OF_REPORTS = 133 // ≈ 1M daily reports for 5,000 families (1.5 children each)

export type SqlClient = { query: (text: string, values?: unknown[]) => Promise<{ rows: Record<string, unknown>[]; rowCount: number | null }> }
export type SqlPool = SqlClient & { connect: () => Promise<SqlClient & { release: () => void }> }

/** Runs `work` on one connection of the pool inside a transaction: committed whole, or rolled back and rethrown. */
export async function inSqlTransaction(pool: SqlPool, work: (client: SqlClient) => Promise<void>): Promise<void> {
  const client = await pool.connect()
  await client.query('begin')
  try {
    await work(client)
    await client.query('commit')
  } catch (error) {
    await client.query('rollback')
    throw error
  } finally {
    client.release()
  }
}

/**
 * A large synthetic data set for benchmarks, written with set-based SQL (minutes, not hours):
 * `families` parent accounts (one password hash computed once and shared), one or two children each,
 * and for every child 133 daily reports, 8 curriculum activities, 2 videos and 4 milestones.
 * Families that already exist are left as they are, so a second run adds nothing.
 */
export async function seedLargeDataSet(payload: Payload, families: number, log: (message: string) => void) {
  const pool = (payload.db as unknown as { pool: SqlPool }).pool
  const started = Date.now()

  // One account through Payload, so the shared hash is exactly what Payload's login checks.
  const first = `${BENCH_USERNAME_PREFIX}1`
  const existing = await payload.find({ collection: 'users', where: { username: { equals: first } }, limit: 1, overrideAccess: true, depth: 0 })
  const template =
    existing.docs[0] ??
    (await payload.create({
      collection: 'users',
      data: { username: first, password: seedPasswords().parent, firstName: 'Bench', lastName: 'Parent 1', role: 'parent' },
      overrideAccess: true,
    }))
  const admin = await payload.find({ collection: 'users', where: { username: { equals: 'admin' } }, limit: 1, overrideAccess: true, depth: 0 })
  const adminId = admin.docs[0]?.id
  if (!adminId) throw new Error('Run the demo seed first: the admin records who created the reports.')

  await inSqlTransaction(pool, async (client) => {
  await client.query(
    `insert into users (username, first_name, last_name, role, salt, hash)
     select $1 || g, 'Bench', 'Parent ' || g, 'parent', u.salt, u.hash
     from generate_series(2, $2::int) g cross join (select salt, hash from users where id = $3) u
     on conflict (username) do nothing`,
    [BENCH_USERNAME_PREFIX, families, template.id],
  )
  // Families without children yet get one child, every second family a second one.
  const inserted = await client.query(
    `with parents as (
       select u.id, (substring(u.username from length($1) + 1))::int as n
       from users u
       where u.username like $1 || '%' and not exists (select 1 from children c where c.parent_id = u.id)
     )
     insert into children (first_name, last_name, date_of_birth, age_group, parent_id, enrollment_date)
     select (array['Ada','Ben','Chloe','Dev','Elif','Femi','Gia','Hugo','Isla','Jae'])[1 + (p.n + k) % 10],
            'Family' || p.n,
            date '2026-06-01' - ((p.n * 37 + k * 400) % 3900) * interval '1 day',
            (array['infant','toddler','preschool','school-age'])[1 + (p.n + k) % 4],
            p.id,
            date '2025-09-01' - ((p.n * 11) % 700) * interval '1 day'
     from parents p cross join generate_series(0, 1) k
     where k = 0 or p.n % 2 = 0
     returning id`,
    [BENCH_USERNAME_PREFIX],
  )
  log(`Large data set: ${inserted.rowCount ?? 0} new children for ${families} bench families`)
  // Children of bench families that have no reports yet: a second run finds none.
  await client.query(
    `create temporary table new_children on commit drop as
     select c.id, c.parent_id from children c join users u on u.id = c.parent_id
     where u.username like $1 || '%' and not exists (select 1 from daily_activities d where d.child_id = c.id)`,
    [BENCH_USERNAME_PREFIX],
  )
  await client.query(
    `insert into daily_activities (child_id, family_id, date, meal_time, nap_time, activities, mood, notes, created_by_id)
     select c.id, c.parent_id, timestamp with time zone '2026-11-20' - d * interval '1 day',
            'Breakfast and lunch served', '12:30 PM - 2:00 PM', 'Circle time, outdoor play, stories',
            (array['happy','sad','energetic','tired','calm'])[1 + d % 5], 'A good day.', $1
     from new_children c cross join generate_series(0, $2::int - 1) d`,
    [adminId, DAYS_OF_REPORTS],
  )
  await client.query(
    `insert into curriculum_activities (child_id, family_id, title, description, category, completed_at)
     select c.id, c.parent_id, 'Activity ' || a, 'Explored a new idea together.',
            ((array['learning','social','physical','creative'])[1 + a % 4])::enum_curriculum_activities_category,
            timestamp with time zone '2026-11-20' - a * interval '6 days'
     from new_children c cross join generate_series(1, 8) a`,
  )
  await client.query(
    `insert into development_videos (child_id, family_id, title, description, video_url, category, recorded_at)
     select c.id, c.parent_id, 'Video ' || v, 'A moment from the week.', '/media/showcase-' || v || '.mp4',
            ((array['milestone','activity'])[v])::enum_development_videos_category,
            timestamp with time zone '2026-11-20' - v * interval '12 days'
     from new_children c cross join generate_series(1, 2) v`,
  )
  await client.query(
    `insert into milestones (child_id, family_id, title, description, category, achieved_at, created_by_id)
     select c.id, c.parent_id, 'Milestone ' || m, 'Reached a new step.',
            ((array['physical','cognitive','social','language'])[m])::enum_milestones_category,
            timestamp with time zone '2026-11-20' - m * interval '20 days', $1
     from new_children c cross join generate_series(1, 4) m`,
    [adminId],
  )
  })
  await pool.query('analyze')
  const { rows } = await pool.query('select count(*)::int as n from daily_activities')
  log(`Large data set ready in ${((Date.now() - started) / 1000).toFixed(1)} s: ${rows[0]?.n} daily reports in all.`)
}
