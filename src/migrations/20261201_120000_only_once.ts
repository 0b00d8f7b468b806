import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/**
 * "Only once" rules decided by the database (docs/security.md, "Only once"): an agency's payment for an
 * authorization and month is recorded once, whatever the timing (its month now a column of the ledger,
 * with a unique index over the authorization, the month and the kind of entry).
 */
export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "ledger_entries" ADD COLUMN "subsidy_month" varchar;
  -- Hand-written. Agency payments recorded before this migration get their month from their description
  -- ("…, case 12, 2026-10"), the first of each authorization, month and kind only: one booked twice by the
  -- race the index closes keeps its entries as they are (the ledger never changes; a correction undoes
  -- them), without a month, so the index can be made.
  UPDATE "ledger_entries" SET "subsidy_month" = "dated"."month"
  FROM (
    SELECT "id", substring("description" from '([0-9]{4}-[0-9]{2})$') AS "month",
           row_number() OVER (PARTITION BY "authorization_id", substring("description" from '([0-9]{4}-[0-9]{2})$'), "kind" ORDER BY "created_at", "id") AS "nth"
    FROM "ledger_entries"
    WHERE "authorization_id" IS NOT NULL AND "kind" IN ('charge', 'subsidy-payment', 'write-off')
      AND "description" ~ '^(Subsidy share of|Subsidy payment from|Subsidy shortfall written off,) .*, [0-9]{4}-[0-9]{2}$'
  ) AS "dated"
  WHERE "ledger_entries"."id" = "dated"."id" AND "dated"."nth" = 1;
  CREATE UNIQUE INDEX "authorization_subsidyMonth_kind_idx" ON "ledger_entries" USING btree ("authorization_id","subsidy_month","kind");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "authorization_subsidyMonth_kind_idx";
  ALTER TABLE "ledger_entries" DROP COLUMN "subsidy_month";`)
}
