import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'forgottenCheckOuts' BEFORE 'schedulePublish';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'forgottenCheckOuts' BEFORE 'schedulePublish';
  CREATE TABLE "payload_jobs_stats" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"stats" jsonb,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  ALTER TABLE "attendance" ADD COLUMN "moved_to_id" uuid;
  ALTER TABLE "attendance" ADD COLUMN "continues_stay_id" uuid;
  ALTER TABLE "attendance" ADD COLUMN "forgotten_reason" varchar;
  ALTER TABLE "attendance" ADD COLUMN "forgotten_notice_at" timestamp(3) with time zone;
  ALTER TABLE "payload_jobs" ADD COLUMN "meta" jsonb;
  ALTER TABLE "attendance" ADD CONSTRAINT "attendance_moved_to_id_classrooms_id_fk" FOREIGN KEY ("moved_to_id") REFERENCES "public"."classrooms"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "attendance" ADD CONSTRAINT "attendance_continues_stay_id_attendance_id_fk" FOREIGN KEY ("continues_stay_id") REFERENCES "public"."attendance"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "attendance_moved_to_idx" ON "attendance" USING btree ("moved_to_id");
  CREATE UNIQUE INDEX "attendance_continues_stay_idx" ON "attendance" USING btree ("continues_stay_id");`)
  // Stays left open in a room their child was moved out of before stays followed their children: they
  // count where the child is now (when the move happened is not known, so the stay is not split).
  await db.execute(sql`
  UPDATE "attendance" SET "classroom_id" = "children"."classroom_id"
    FROM "children"
    WHERE "attendance"."child_id" = "children"."id" AND "attendance"."checked_out_at" IS NULL
      AND "children"."classroom_id" IS NOT NULL AND "attendance"."classroom_id" IS DISTINCT FROM "children"."classroom_id";`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "payload_jobs_stats" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "payload_jobs_stats" CASCADE;
  ALTER TABLE "attendance" DROP CONSTRAINT "attendance_moved_to_id_classrooms_id_fk";
  
  ALTER TABLE "attendance" DROP CONSTRAINT "attendance_continues_stay_id_attendance_id_fk";
  
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'notify', 'schedulePublish');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'notify', 'schedulePublish');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX "attendance_moved_to_idx";
  DROP INDEX "attendance_continues_stay_idx";
  ALTER TABLE "attendance" DROP COLUMN "moved_to_id";
  ALTER TABLE "attendance" DROP COLUMN "continues_stay_id";
  ALTER TABLE "attendance" DROP COLUMN "forgotten_reason";
  ALTER TABLE "attendance" DROP COLUMN "forgotten_notice_at";
  ALTER TABLE "payload_jobs" DROP COLUMN "meta";`)
}
