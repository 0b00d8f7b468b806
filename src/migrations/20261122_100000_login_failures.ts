import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/**
 * Failed logins per (client address, submitted login name), shared by every app instance: the
 * per-pair backoff that replaces Payload's per-account lockout (src/lib/auth/loginThrottle.ts).
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  CREATE TABLE IF NOT EXISTS "login_failures" (
    "client" varchar NOT NULL,
    "login" varchar NOT NULL,
    "failures" integer NOT NULL DEFAULT 0,
    "last_failure" timestamp(3) with time zone NOT NULL DEFAULT now(),
    "blocked_until" timestamp(3) with time zone,
    PRIMARY KEY ("client", "login")
  );
  CREATE INDEX IF NOT EXISTS "login_failures_last_failure_idx" ON "login_failures" USING btree ("last_failure");`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`DROP TABLE IF EXISTS "login_failures";`)
}
