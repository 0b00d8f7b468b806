import type pg from 'pg'

import { BENCH_TEACHER_PREFIX } from '../../src/seed/largeCentre'

export type RoomTeacher = { id: string; username: string; classroom_id: string }

/**
 * The first bench teacher of exactly one room of the large centre (`npm run seed -- --children 500`) and
 * that room: whose roster the benchmarks read as the teacher's morning screen.
 */
export async function oneRoomTeacher(db: pg.Pool): Promise<RoomTeacher> {
  const { rows } = await db.query<RoomTeacher>(
    `select u.id, u.username, x.classrooms_id as classroom_id from users u join users_rels x on x.parent_id = u.id and x.path = 'classrooms'
     where u.username like $1 || '%' and u.role = 'teacher'
       and (select count(*) from users_rels y where y.parent_id = u.id and y.path = 'classrooms') = 1
     order by (substring(u.username from length($1) + 1))::int limit 1`,
    [BENCH_TEACHER_PREFIX],
  )
  if (!rows[0]) throw new Error('No bench teacher with one room: seed the large centre again (npm run seed -- --children 500).')
  return rows[0]
}
