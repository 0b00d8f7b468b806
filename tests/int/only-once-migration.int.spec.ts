/**
 * The only_once migration: an agency's payment names its month in the ledger (`subsidy_month`), and a
 * unique index over the authorization, the month and the kind lets one be recorded per month. Tested from
 * a database at the migration before it, with agency payments recorded the old way (the month only in the
 * description), one of them booked twice by the race the index closes.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { databaseBeforeMigration } from './helpers/migrations'

describe('the only_once migration', () => {
  const database = databaseBeforeMigration('_only_once')
  const { index, args, query } = database
  const FAMILY = '00000000-0000-4000-8000-0000000000f1'
  const CHILD = '00000000-0000-4000-8000-0000000000c1'
  const AGENCY = '00000000-0000-4000-8000-0000000000a1'
  const AUTHORIZATION = '00000000-0000-4000-8000-0000000000b1'
  const monthIndex = async () => (await query(`SELECT 1 FROM pg_indexes WHERE indexname = 'authorization_subsidyMonth_kind_idx'`)).length === 1

  beforeAll(async () => {
    await database.setUp()
    await query(`
      INSERT INTO users (id, username, role) VALUES ('${FAMILY}', 'migration.family', 'parent');
      INSERT INTO children (id, first_name, last_name, date_of_birth, enrollment_date, parent_id) VALUES ('${CHILD}', 'Ana', 'Test', '2022-01-10', '2026-01-05', '${FAMILY}');
      INSERT INTO subsidy_agencies (id, name) VALUES ('${AGENCY}', 'Wake County');
      INSERT INTO subsidy_authorizations (id, child_id, family_id, agency_id, agency_name, case_number, start_date, end_date, agency_rate_cents, parent_fee_cents)
        VALUES ('${AUTHORIZATION}', '${CHILD}', '${FAMILY}', '${AGENCY}', 'Wake County', 'C-1', '2026-01-01', '2026-12-31', 100000, 15000);
      -- October recorded once; November booked twice at the same moment (its second share and payment a moment later); an invoice's charge.
      INSERT INTO ledger_entries (family_id, child_id, authorization_id, kind, amount_cents, posted_on, description, created_at) VALUES
        ('${FAMILY}', '${CHILD}', '${AUTHORIZATION}', 'charge', 100000, '2026-11-05', 'Subsidy share of Wake County, case C-1, 2026-10', '2026-11-05T10:00:00Z'),
        ('${FAMILY}', '${CHILD}', '${AUTHORIZATION}', 'subsidy-payment', -95000, '2026-11-05', 'Subsidy payment from Wake County, case C-1, 2026-10', '2026-11-05T10:00:00Z'),
        ('${FAMILY}', '${CHILD}', '${AUTHORIZATION}', 'write-off', -5000, '2026-11-05', 'Subsidy shortfall written off, Wake County, case C-1, 2026-10', '2026-11-05T10:00:00Z'),
        ('${FAMILY}', '${CHILD}', '${AUTHORIZATION}', 'charge', 100000, '2026-12-01', 'Subsidy share of Wake County, case C-1, 2026-11', '2026-12-01T10:00:00.100Z'),
        ('${FAMILY}', '${CHILD}', '${AUTHORIZATION}', 'subsidy-payment', -100000, '2026-12-01', 'Subsidy payment from Wake County, case C-1, 2026-11', '2026-12-01T10:00:00.100Z'),
        ('${FAMILY}', '${CHILD}', '${AUTHORIZATION}', 'charge', 100000, '2026-12-01', 'Subsidy share of Wake County, case C-1, 2026-11', '2026-12-01T10:00:00.200Z'),
        ('${FAMILY}', '${CHILD}', '${AUTHORIZATION}', 'subsidy-payment', -100000, '2026-12-01', 'Subsidy payment from Wake County, case C-1, 2026-11', '2026-12-01T10:00:00.200Z'),
        ('${FAMILY}', NULL, NULL, 'charge', 120000, '2026-11-01', 'Invoice 3, 2026-11', '2026-11-01T06:00:00Z');
    `)
  })

  afterAll(async () => {
    await database.tearDown()
  })

  it('gives each earlier agency payment its month, the first of a month booked twice only, and makes the index: a second share of a month is then refused', async () => {
    expect(index).toBeGreaterThan(0)
    await database.migration!.up(args())
    expect(await query(`SELECT kind, subsidy_month, created_at FROM ledger_entries ORDER BY created_at, kind`)).toEqual([
      { kind: 'charge', subsidy_month: null, created_at: new Date('2026-11-01T06:00:00Z') },
      { kind: 'charge', subsidy_month: '2026-10', created_at: new Date('2026-11-05T10:00:00Z') },
      { kind: 'write-off', subsidy_month: '2026-10', created_at: new Date('2026-11-05T10:00:00Z') },
      { kind: 'subsidy-payment', subsidy_month: '2026-10', created_at: new Date('2026-11-05T10:00:00Z') },
      { kind: 'charge', subsidy_month: '2026-11', created_at: new Date('2026-12-01T10:00:00.100Z') },
      { kind: 'subsidy-payment', subsidy_month: '2026-11', created_at: new Date('2026-12-01T10:00:00.100Z') },
      // The duplicate stays in the ledger as it was booked (a correction undoes it), without a month.
      { kind: 'charge', subsidy_month: null, created_at: new Date('2026-12-01T10:00:00.200Z') },
      { kind: 'subsidy-payment', subsidy_month: null, created_at: new Date('2026-12-01T10:00:00.200Z') },
    ])
    expect(await monthIndex()).toBe(true)
    await expect(
      query(`INSERT INTO ledger_entries (family_id, authorization_id, subsidy_month, kind, amount_cents, posted_on, description) VALUES ('${FAMILY}', '${AUTHORIZATION}', '2026-10', 'charge', 100000, '2026-12-02', 'Subsidy share again')`),
    ).rejects.toMatchObject({ code: '23505' })
  })

  it('its down drops the index and the month, keeping every entry', async () => {
    await database.downToThisOne()
    await database.migration!.down(args())
    expect(await monthIndex()).toBe(false)
    expect(await query(`SELECT 1 FROM information_schema.columns WHERE table_name = 'ledger_entries' AND column_name = 'subsidy_month'`)).toEqual([])
    expect(await query(`SELECT count(*)::int AS n FROM ledger_entries`)).toEqual([{ n: 8 }])
  })
})
