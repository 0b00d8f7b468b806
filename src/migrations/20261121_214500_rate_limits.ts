import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/** Request counters per client address and minute, shared by every app instance (rate limits). */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  CREATE TABLE IF NOT EXISTS "rate_limit_hits" (
    "bucket" varchar NOT NULL,
    "client" varchar NOT NULL,
    "window_start" timestamp(0) with time zone NOT NULL,
    "hits" integer NOT NULL DEFAULT 0,
    PRIMARY KEY ("bucket", "client", "window_start")
  );
  CREATE INDEX IF NOT EXISTS "rate_limit_hits_window_idx" ON "rate_limit_hits" USING btree ("window_start");`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`DROP TABLE IF EXISTS "rate_limit_hits";`)
}
