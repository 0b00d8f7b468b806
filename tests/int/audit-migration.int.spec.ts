/**
 * The audit_record_ids migration: the log went from one row per record read to one entry per
 * operation and child naming its records in `record_ids`. Tested from a database at the migration
 * before it, with entries written the old way.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { databaseBeforeMigration } from './helpers/migrations'

describe('the audit_record_ids migration', () => {
  const database = databaseBeforeMigration('_audit_record_ids')
  const { index, args, query } = database
  const updatedAtIndex = async () => (await query(`SELECT 1 FROM pg_indexes WHERE indexname = 'audit_events_updated_at_idx'`)).length === 1
  const CHILD = '00000000-0000-4000-8000-0000000000c1'
  const READER = '00000000-0000-4000-8000-0000000000a1'

  beforeAll(async () => {
    await database.setUp()
    // The log as the app wrote it before: a row per record read, and a change with no record id.
    await query(`
      INSERT INTO audit_events (action, record_collection, record_id, child_id, child_name, user_id, via, created_at, updated_at) VALUES
        ('read', 'curriculum-activities', 'activity-1', '${CHILD}', 'Ana Test', '${READER}', 'api', '2026-11-20T10:00:00Z', '2026-11-20T10:00:00Z'),
        ('read', 'curriculum-activities', 'activity-2', '${CHILD}', 'Ana Test', '${READER}', 'api', '2026-11-20T10:00:00Z', '2026-11-20T10:00:00Z'),
        ('delete', 'milestones', NULL, '${CHILD}', 'Ana Test', '${READER}', 'cms', '2026-11-21T10:00:00Z', '2026-11-21T10:00:00Z');
    `)
  })

  afterAll(async () => {
    await database.tearDown()
  })

  it('names each existing entry’s record in record_ids (an empty list where it had none) and drops the unread updated_at index', async () => {
    expect(index).toBeGreaterThan(0)
    expect(await updatedAtIndex()).toBe(true)
    await database.migration!.up(args())
    expect(await query(`SELECT action, record_id, record_ids FROM audit_events ORDER BY created_at, record_id`)).toEqual([
      { action: 'read', record_id: 'activity-1', record_ids: ['activity-1'] },
      { action: 'read', record_id: 'activity-2', record_ids: ['activity-2'] },
      { action: 'delete', record_id: null, record_ids: [] },
    ])
    expect(await updatedAtIndex()).toBe(false)
  })

  it('its down turns an entry naming several records back into a row per record, and restores the index', async () => {
    await query(`
      INSERT INTO audit_events (action, record_collection, record_id, record_ids, child_id, child_name, user_id, via, created_at, updated_at) VALUES
        ('read', 'milestones', NULL, '["milestone-1","milestone-2"]', '${CHILD}', 'Ana Test', '${READER}', 'cms-api', '2026-11-22T10:00:00Z', '2026-11-22T10:00:00Z');
    `)
    await database.migration!.down(args())
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
