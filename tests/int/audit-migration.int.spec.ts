/**
 * The audit_record_ids migration (issue 17): the log went from one row per record read to one entry per
 * operation and child naming its records in `record_ids`. Tested from a database at the migration
 * before it, with entries written the old way.
 */
import { drizzle } from 'drizzle-orm/node-postgres'
import type { MigrateDownArgs, MigrateUpArgs } from '@payloadcms/db-postgres'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { migrations } from '@/migrations'
import { createDatabaseIfMissing, dropDatabase, withDatabase } from '../../scripts/lib/database'

describe('the audit_record_ids migration', () => {
  const name = `centre_test_audit_ids_${Date.now()}_${process.pid}`
  const serverURL = withDatabase(process.env.DATABASE_URL!, 'postgres')
  const url = withDatabase(process.env.DATABASE_URL!, name)
  const index = migrations.findIndex((migration) => migration.name.endsWith('_audit_record_ids'))
  let pool: pg.Pool
  const args = () => ({ db: drizzle({ client: pool }), payload: undefined, req: undefined }) as unknown as MigrateUpArgs & MigrateDownArgs
  const query = async <R extends pg.QueryResultRow>(text: string) => (await pool.query<R>(text)).rows
  const updatedAtIndex = async () => (await query(`SELECT 1 FROM pg_indexes WHERE indexname = 'audit_events_updated_at_idx'`)).length === 1
  const CHILD = '00000000-0000-4000-8000-0000000000c1'
  const READER = '00000000-0000-4000-8000-0000000000a1'

  beforeAll(async () => {
    await createDatabaseIfMissing(serverURL, name)
    pool = new pg.Pool({ connectionString: url, max: 2 })
    for (const migration of migrations.slice(0, index)) await migration.up(args())
    // The log as the app wrote it before: a row per record read, and a change with no record id.
    await pool.query(`
      INSERT INTO audit_events (action, record_collection, record_id, child_id, child_name, user_id, via, created_at, updated_at) VALUES
        ('read', 'curriculum-activities', 'activity-1', '${CHILD}', 'Ana Test', '${READER}', 'api', '2026-11-20T10:00:00Z', '2026-11-20T10:00:00Z'),
        ('read', 'curriculum-activities', 'activity-2', '${CHILD}', 'Ana Test', '${READER}', 'api', '2026-11-20T10:00:00Z', '2026-11-20T10:00:00Z'),
        ('delete', 'milestones', NULL, '${CHILD}', 'Ana Test', '${READER}', 'cms', '2026-11-21T10:00:00Z', '2026-11-21T10:00:00Z');
    `)
  })

  afterAll(async () => {
    await pool?.end()
    await dropDatabase(serverURL, name).catch(() => undefined)
  })

  it('names each existing entry’s record in record_ids (an empty list where it had none) and drops the unread updated_at index', async () => {
    expect(index).toBeGreaterThan(0)
    expect(await updatedAtIndex()).toBe(true)
    await migrations[index]!.up(args())
    expect(await query(`SELECT action, record_id, record_ids FROM audit_events ORDER BY created_at, record_id`)).toEqual([
      { action: 'read', record_id: 'activity-1', record_ids: ['activity-1'] },
      { action: 'read', record_id: 'activity-2', record_ids: ['activity-2'] },
      { action: 'delete', record_id: null, record_ids: [] },
    ])
    expect(await updatedAtIndex()).toBe(false)
  })

  it('its down turns an entry naming several records back into a row per record, and restores the index', async () => {
    await pool.query(`
      INSERT INTO audit_events (action, record_collection, record_id, record_ids, child_id, child_name, user_id, via, created_at, updated_at) VALUES
        ('read', 'milestones', NULL, '["milestone-1","milestone-2"]', '${CHILD}', 'Ana Test', '${READER}', 'cms-api', '2026-11-22T10:00:00Z', '2026-11-22T10:00:00Z');
    `)
    await migrations[index]!.down(args())
    expect(
      await query(`SELECT action, record_collection, record_id, child_id, user_id, via, created_at FROM audit_events WHERE record_collection = 'milestones' AND action = 'read' ORDER BY record_id`),
    ).toEqual([
      { action: 'read', record_collection: 'milestones', record_id: 'milestone-1', child_id: CHILD, user_id: READER, via: 'cms-api', created_at: new Date('2026-11-22T10:00:00Z') },
      { action: 'read', record_collection: 'milestones', record_id: 'milestone-2', child_id: CHILD, user_id: READER, via: 'cms-api', created_at: new Date('2026-11-22T10:00:00Z') },
    ])
    expect(await query(`SELECT count(*)::int AS n FROM audit_events`)).toEqual([{ n: 5 }])
    expect(await updatedAtIndex()).toBe(true)
    expect(await query(`SELECT 1 FROM information_schema.columns WHERE table_name = 'audit_events' AND column_name = 'record_ids'`)).toEqual([])
  })
})
