import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/** The scheduled billing run: its task, and the audit log's door for the server's own work (`job`). */
export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_audit_events_via" ADD VALUE 'job';
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'billingRun' BEFORE 'schedulePublish';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'billingRun' BEFORE 'schedulePublish';`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  // The earlier schema has no task of that name nor a door for the server's own work: its queued runs go,
  // and the entries it wrote are kept, as made through the API.
  await db.execute(sql`
  DELETE FROM "payload_jobs" WHERE "task_slug" = 'billingRun';
  DELETE FROM "payload_jobs_log" WHERE "task_slug" = 'billingRun';
  UPDATE "audit_events" SET "via" = 'api' WHERE "via" = 'job';
   ALTER TABLE "audit_events" ALTER COLUMN "via" SET DATA TYPE text;
  DROP TYPE "public"."enum_audit_events_via";
  CREATE TYPE "public"."enum_audit_events_via" AS ENUM('api', 'cms-api', 'cms');
  ALTER TABLE "audit_events" ALTER COLUMN "via" SET DATA TYPE "public"."enum_audit_events_via" USING "via"::"public"."enum_audit_events_via";
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'notify', 'forgottenCheckOuts', 'schedulePublish');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'notify', 'forgottenCheckOuts', 'schedulePublish');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";`)
}
