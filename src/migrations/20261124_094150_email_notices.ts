import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_applications_status" AS ENUM('new', 'tour-scheduled', 'offered', 'enrolled', 'waitlisted', 'declined');
  ALTER TABLE "users" ADD COLUMN "invitation_pending" boolean DEFAULT false;
  ALTER TABLE "users" ADD COLUMN "notifications_application_updates" boolean DEFAULT true;
  ALTER TABLE "users" ADD COLUMN "notifications_newsletters" boolean DEFAULT true;
  ALTER TABLE "applications" ADD COLUMN "status" "enum_applications_status" DEFAULT 'new';
  ALTER TABLE "applications" ADD COLUMN "status_changed_at" timestamp(3) with time zone;
  ALTER TABLE "newsletters" ADD COLUMN "announced_at" timestamp(3) with time zone;
  ALTER TABLE "_newsletters_v" ADD COLUMN "version_announced_at" timestamp(3) with time zone;
  ALTER TABLE "site_settings" ADD COLUMN "notification_email" varchar;
  CREATE INDEX "applications_status_idx" ON "applications" USING btree ("status");
  -- Newsletters published before mail existed are not announced when next saved.
  UPDATE "newsletters" SET "announced_at" = "updated_at" WHERE "_status" = 'published';
  UPDATE "applications" SET "status_changed_at" = "created_at" WHERE "status_changed_at" IS NULL;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "applications_status_idx";
  ALTER TABLE "users" DROP COLUMN "invitation_pending";
  ALTER TABLE "users" DROP COLUMN "notifications_application_updates";
  ALTER TABLE "users" DROP COLUMN "notifications_newsletters";
  ALTER TABLE "applications" DROP COLUMN "status";
  ALTER TABLE "applications" DROP COLUMN "status_changed_at";
  ALTER TABLE "newsletters" DROP COLUMN "announced_at";
  ALTER TABLE "_newsletters_v" DROP COLUMN "version_announced_at";
  ALTER TABLE "site_settings" DROP COLUMN "notification_email";
  DROP TYPE "public"."enum_applications_status";`)
}
