import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_consents_kind" AS ENUM('portal-photos', 'website-photos', 'videos');
  CREATE TYPE "public"."enum_application_events_from" AS ENUM('new', 'tour-scheduled', 'offered', 'enrolled', 'waitlisted', 'declined');
  CREATE TYPE "public"."enum_application_events_to" AS ENUM('new', 'tour-scheduled', 'offered', 'enrolled', 'waitlisted', 'declined');
  CREATE TABLE "consents" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"child_id" uuid NOT NULL,
  	"kind" "enum_consents_kind" NOT NULL,
  	"granted" boolean DEFAULT false NOT NULL,
  	"on_paper" boolean DEFAULT false,
  	"created_by_id" uuid NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "application_events" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"application_id" uuid,
  	"from" "enum_application_events_from",
  	"to" "enum_application_events_to" NOT NULL,
  	"changed_by_id" uuid,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "children" ADD COLUMN "consent_portal_photos" boolean DEFAULT false;
  ALTER TABLE "children" ADD COLUMN "consent_website_photos" boolean DEFAULT false;
  ALTER TABLE "children" ADD COLUMN "consent_videos" boolean DEFAULT false;
  ALTER TABLE "applications" ADD COLUMN "enrolled_family_id" uuid;
  ALTER TABLE "applications" ADD COLUMN "enrolled_child_id" uuid;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "consents_id" uuid;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "application_events_id" uuid;
  ALTER TABLE "consents" ADD CONSTRAINT "consents_child_id_children_id_fk" FOREIGN KEY ("child_id") REFERENCES "public"."children"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "consents" ADD CONSTRAINT "consents_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "application_events" ADD CONSTRAINT "application_events_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "application_events" ADD CONSTRAINT "application_events_changed_by_id_users_id_fk" FOREIGN KEY ("changed_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "consents_child_idx" ON "consents" USING btree ("child_id");
  CREATE INDEX "consents_created_by_idx" ON "consents" USING btree ("created_by_id");
  CREATE INDEX "consents_updated_at_idx" ON "consents" USING btree ("updated_at");
  CREATE INDEX "consents_created_at_idx" ON "consents" USING btree ("created_at");
  CREATE INDEX "child_kind_createdAt_idx" ON "consents" USING btree ("child_id","kind","created_at");
  CREATE INDEX "application_events_application_idx" ON "application_events" USING btree ("application_id");
  CREATE INDEX "application_events_changed_by_idx" ON "application_events" USING btree ("changed_by_id");
  CREATE INDEX "application_events_updated_at_idx" ON "application_events" USING btree ("updated_at");
  CREATE INDEX "application_events_created_at_idx" ON "application_events" USING btree ("created_at");
  CREATE INDEX "application_createdAt_idx" ON "application_events" USING btree ("application_id","created_at");
  ALTER TABLE "applications" ADD CONSTRAINT "applications_enrolled_family_id_users_id_fk" FOREIGN KEY ("enrolled_family_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "applications" ADD CONSTRAINT "applications_enrolled_child_id_children_id_fk" FOREIGN KEY ("enrolled_child_id") REFERENCES "public"."children"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_consents_fk" FOREIGN KEY ("consents_id") REFERENCES "public"."consents"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_application_events_fk" FOREIGN KEY ("application_events_id") REFERENCES "public"."application_events"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "children_consent_portal_photos_idx" ON "children" USING btree ("consent_portal_photos");
  CREATE INDEX "children_consent_website_photos_idx" ON "children" USING btree ("consent_website_photos");
  CREATE INDEX "children_consent_videos_idx" ON "children" USING btree ("consent_videos");
  CREATE INDEX "applications_enrolled_family_idx" ON "applications" USING btree ("enrolled_family_id");
  CREATE INDEX "applications_enrolled_child_idx" ON "applications" USING btree ("enrolled_child_id");
  CREATE INDEX "payload_locked_documents_rels_consents_id_idx" ON "payload_locked_documents_rels" USING btree ("consents_id");
  CREATE INDEX "payload_locked_documents_rels_application_events_id_idx" ON "payload_locked_documents_rels" USING btree ("application_events_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "consents" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "application_events" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "consents" CASCADE;
  DROP TABLE "application_events" CASCADE;
  ALTER TABLE "applications" DROP CONSTRAINT "applications_enrolled_family_id_users_id_fk";
  
  ALTER TABLE "applications" DROP CONSTRAINT "applications_enrolled_child_id_children_id_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_consents_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_application_events_fk";
  
  DROP INDEX "children_consent_portal_photos_idx";
  DROP INDEX "children_consent_website_photos_idx";
  DROP INDEX "children_consent_videos_idx";
  DROP INDEX "applications_enrolled_family_idx";
  DROP INDEX "applications_enrolled_child_idx";
  DROP INDEX "payload_locked_documents_rels_consents_id_idx";
  DROP INDEX "payload_locked_documents_rels_application_events_id_idx";
  ALTER TABLE "children" DROP COLUMN "consent_portal_photos";
  ALTER TABLE "children" DROP COLUMN "consent_website_photos";
  ALTER TABLE "children" DROP COLUMN "consent_videos";
  ALTER TABLE "applications" DROP COLUMN "enrolled_family_id";
  ALTER TABLE "applications" DROP COLUMN "enrolled_child_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "consents_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "application_events_id";
  DROP TYPE "public"."enum_consents_kind";
  DROP TYPE "public"."enum_application_events_from";
  DROP TYPE "public"."enum_application_events_to";`)
}
