import { MigrateDownArgs, MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/**
 * The audit log writes one entry per operation and child, naming all its records in `record_ids`, instead
 * of one row per record (a page of eight activities was eight inserted rows). Existing entries
 * name their one record there too. The index on `updated_at` goes: an entry is never updated, nothing
 * reads it, and each index is paid for on every insert.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  DROP INDEX IF EXISTS "audit_events_updated_at_idx";
  ALTER TABLE "audit_events" ADD COLUMN "record_ids" jsonb;
  UPDATE "audit_events" SET "record_ids" = jsonb_build_array("record_id") WHERE "record_id" IS NOT NULL;
  UPDATE "audit_events" SET "record_ids" = '[]'::jsonb WHERE "record_id" IS NULL;`)
}

/** Back to one record per entry: an entry that named several keeps them only in `record_id`'s absence, so each of them becomes its own row again. */
export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  INSERT INTO "audit_events" ("action", "record_collection", "record_id", "child_id", "child_name", "user_id", "user_name", "user_role", "via", "address", "created_at", "updated_at")
    SELECT e."action", e."record_collection", r.id, e."child_id", e."child_name", e."user_id", e."user_name", e."user_role", e."via", e."address", e."created_at", e."updated_at"
    FROM "audit_events" e CROSS JOIN LATERAL jsonb_array_elements_text(e."record_ids") AS r(id)
    WHERE e."record_id" IS NULL AND jsonb_array_length(e."record_ids") > 1;
  DELETE FROM "audit_events" WHERE "record_id" IS NULL AND jsonb_array_length("record_ids") > 1;
  CREATE INDEX "audit_events_updated_at_idx" ON "audit_events" USING btree ("updated_at");
  ALTER TABLE "audit_events" DROP COLUMN "record_ids";`)
}
