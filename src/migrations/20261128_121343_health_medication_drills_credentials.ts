import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/**
 * The health and safety records (docs/spec.md §15): medication authorizations and the append-only dose log, drills
 * (and their month-end reminder's task), staff credentials, and the parents' medication notice choice.
 */

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_medication_authorizations_kind" AS ENUM('prescription', 'over-the-counter', 'standing');
  CREATE TYPE "public"."enum_medication_authorizations_route" AS ENUM('oral', 'inhaled', 'topical', 'eye', 'ear', 'nasal', 'injection', 'other');
  CREATE TYPE "public"."enum_medication_doses_outcome" AS ENUM('given', 'refused', 'missed');
  CREATE TYPE "public"."enum_drills_kind" AS ENUM('fire', 'shelter-in-place', 'lockdown');
  CREATE TYPE "public"."enum_staff_credentials_kind" AS ENUM('cpr', 'first-aid', 'other');
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'fireDrillReminder' BEFORE 'schedulePublish';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'fireDrillReminder' BEFORE 'schedulePublish';
  CREATE TABLE "medication_authorizations" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"child_id" uuid NOT NULL,
  	"medicine" varchar NOT NULL,
  	"kind" "enum_medication_authorizations_kind" NOT NULL,
  	"care_plan_id" uuid,
  	"dose" varchar NOT NULL,
  	"route" "enum_medication_authorizations_route" NOT NULL,
  	"min_hours_between" numeric NOT NULL,
  	"max_doses_per_day" numeric,
  	"times_of_day" varchar,
  	"when_needed" boolean DEFAULT false,
  	"when_needed_for" varchar,
  	"instructions" varchar,
  	"starts_on" timestamp(3) with time zone NOT NULL,
  	"ends_on" timestamp(3) with time zone NOT NULL,
  	"prescription_ends_on" timestamp(3) with time zone,
  	"prescriber" varchar,
  	"signed_name" varchar NOT NULL,
  	"signed_at" timestamp(3) with time zone,
  	"signed_by_id" uuid,
  	"on_paper" boolean DEFAULT false,
  	"withdrawn_at" timestamp(3) with time zone,
  	"withdrawn_by_id" uuid,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "medication_doses" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"authorization_id" uuid NOT NULL,
  	"child_id" uuid,
  	"medicine" varchar,
  	"outcome" "enum_medication_doses_outcome" DEFAULT 'given' NOT NULL,
  	"given_at" timestamp(3) with time zone,
  	"day" varchar,
  	"amount" varchar,
  	"reason" varchar,
  	"note" varchar,
  	"given_by_id" uuid,
  	"given_by_name" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "drills" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"kind" "enum_drills_kind" NOT NULL,
  	"held_at" timestamp(3) with time zone NOT NULL,
  	"evacuation_seconds" numeric,
  	"children_present" numeric,
  	"staff_present" numeric,
  	"notes" varchar,
  	"created_by_id" uuid,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "staff_credentials" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"staff_id" uuid NOT NULL,
  	"kind" "enum_staff_credentials_kind" NOT NULL,
  	"name" varchar,
  	"issued_on" timestamp(3) with time zone NOT NULL,
  	"expires_on" timestamp(3) with time zone NOT NULL,
  	"note" varchar,
  	"created_by_id" uuid,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "users" ADD COLUMN "notifications_medication" boolean DEFAULT true;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "medication_authorizations_id" uuid;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "medication_doses_id" uuid;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "drills_id" uuid;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "staff_credentials_id" uuid;
  ALTER TABLE "medication_authorizations" ADD CONSTRAINT "medication_authorizations_child_id_children_id_fk" FOREIGN KEY ("child_id") REFERENCES "public"."children"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "medication_authorizations" ADD CONSTRAINT "medication_authorizations_care_plan_id_care_plans_id_fk" FOREIGN KEY ("care_plan_id") REFERENCES "public"."care_plans"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "medication_authorizations" ADD CONSTRAINT "medication_authorizations_signed_by_id_users_id_fk" FOREIGN KEY ("signed_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "medication_authorizations" ADD CONSTRAINT "medication_authorizations_withdrawn_by_id_users_id_fk" FOREIGN KEY ("withdrawn_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "medication_doses" ADD CONSTRAINT "medication_doses_authorization_id_medication_authorizations_id_fk" FOREIGN KEY ("authorization_id") REFERENCES "public"."medication_authorizations"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "medication_doses" ADD CONSTRAINT "medication_doses_child_id_children_id_fk" FOREIGN KEY ("child_id") REFERENCES "public"."children"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "medication_doses" ADD CONSTRAINT "medication_doses_given_by_id_users_id_fk" FOREIGN KEY ("given_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "drills" ADD CONSTRAINT "drills_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "staff_credentials" ADD CONSTRAINT "staff_credentials_staff_id_users_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "staff_credentials" ADD CONSTRAINT "staff_credentials_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "medication_authorizations_child_idx" ON "medication_authorizations" USING btree ("child_id");
  CREATE INDEX "medication_authorizations_care_plan_idx" ON "medication_authorizations" USING btree ("care_plan_id");
  CREATE INDEX "medication_authorizations_starts_on_idx" ON "medication_authorizations" USING btree ("starts_on");
  CREATE INDEX "medication_authorizations_ends_on_idx" ON "medication_authorizations" USING btree ("ends_on");
  CREATE INDEX "medication_authorizations_signed_by_idx" ON "medication_authorizations" USING btree ("signed_by_id");
  CREATE INDEX "medication_authorizations_withdrawn_at_idx" ON "medication_authorizations" USING btree ("withdrawn_at");
  CREATE INDEX "medication_authorizations_withdrawn_by_idx" ON "medication_authorizations" USING btree ("withdrawn_by_id");
  CREATE INDEX "medication_authorizations_updated_at_idx" ON "medication_authorizations" USING btree ("updated_at");
  CREATE INDEX "medication_authorizations_created_at_idx" ON "medication_authorizations" USING btree ("created_at");
  CREATE INDEX "child_endsOn_idx" ON "medication_authorizations" USING btree ("child_id","ends_on");
  CREATE INDEX "medication_doses_authorization_idx" ON "medication_doses" USING btree ("authorization_id");
  CREATE INDEX "medication_doses_child_idx" ON "medication_doses" USING btree ("child_id");
  CREATE INDEX "medication_doses_given_at_idx" ON "medication_doses" USING btree ("given_at");
  CREATE INDEX "medication_doses_day_idx" ON "medication_doses" USING btree ("day");
  CREATE INDEX "medication_doses_given_by_idx" ON "medication_doses" USING btree ("given_by_id");
  CREATE INDEX "medication_doses_updated_at_idx" ON "medication_doses" USING btree ("updated_at");
  CREATE INDEX "medication_doses_created_at_idx" ON "medication_doses" USING btree ("created_at");
  CREATE INDEX "authorization_givenAt_idx" ON "medication_doses" USING btree ("authorization_id","given_at");
  CREATE INDEX "child_givenAt_idx" ON "medication_doses" USING btree ("child_id","given_at");
  CREATE INDEX "drills_held_at_idx" ON "drills" USING btree ("held_at");
  CREATE INDEX "drills_created_by_idx" ON "drills" USING btree ("created_by_id");
  CREATE INDEX "drills_updated_at_idx" ON "drills" USING btree ("updated_at");
  CREATE INDEX "drills_created_at_idx" ON "drills" USING btree ("created_at");
  CREATE INDEX "staff_credentials_staff_idx" ON "staff_credentials" USING btree ("staff_id");
  CREATE INDEX "staff_credentials_expires_on_idx" ON "staff_credentials" USING btree ("expires_on");
  CREATE INDEX "staff_credentials_created_by_idx" ON "staff_credentials" USING btree ("created_by_id");
  CREATE INDEX "staff_credentials_updated_at_idx" ON "staff_credentials" USING btree ("updated_at");
  CREATE INDEX "staff_credentials_created_at_idx" ON "staff_credentials" USING btree ("created_at");
  CREATE INDEX "staff_kind_idx" ON "staff_credentials" USING btree ("staff_id","kind");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_medication_authorizations_fk" FOREIGN KEY ("medication_authorizations_id") REFERENCES "public"."medication_authorizations"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_medication_doses_fk" FOREIGN KEY ("medication_doses_id") REFERENCES "public"."medication_doses"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_drills_fk" FOREIGN KEY ("drills_id") REFERENCES "public"."drills"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_staff_credentials_fk" FOREIGN KEY ("staff_credentials_id") REFERENCES "public"."staff_credentials"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_medication_authorizations__idx" ON "payload_locked_documents_rels" USING btree ("medication_authorizations_id");
  CREATE INDEX "payload_locked_documents_rels_medication_doses_id_idx" ON "payload_locked_documents_rels" USING btree ("medication_doses_id");
  CREATE INDEX "payload_locked_documents_rels_drills_id_idx" ON "payload_locked_documents_rels" USING btree ("drills_id");
  CREATE INDEX "payload_locked_documents_rels_staff_credentials_id_idx" ON "payload_locked_documents_rels" USING btree ("staff_credentials_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  // The earlier schema has no fire drill reminder task: its queued and logged runs go first.
  await db.execute(sql`
  DELETE FROM "payload_jobs" WHERE "task_slug" = 'fireDrillReminder';
  DELETE FROM "payload_jobs_log" WHERE "task_slug" = 'fireDrillReminder';
   ALTER TABLE "medication_authorizations" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "medication_doses" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "drills" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "staff_credentials" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "medication_authorizations" CASCADE;
  DROP TABLE "medication_doses" CASCADE;
  DROP TABLE "drills" CASCADE;
  DROP TABLE "staff_credentials" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT IF EXISTS "payload_locked_documents_rels_medication_authorizations_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT IF EXISTS "payload_locked_documents_rels_medication_doses_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT IF EXISTS "payload_locked_documents_rels_drills_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT IF EXISTS "payload_locked_documents_rels_staff_credentials_fk";
  
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'notify', 'forgottenCheckOuts', 'billingRun', 'schedulePublish');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'notify', 'forgottenCheckOuts', 'billingRun', 'schedulePublish');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX IF EXISTS "payload_locked_documents_rels_medication_authorizations__idx";
  DROP INDEX IF EXISTS "payload_locked_documents_rels_medication_doses_id_idx";
  DROP INDEX IF EXISTS "payload_locked_documents_rels_drills_id_idx";
  DROP INDEX IF EXISTS "payload_locked_documents_rels_staff_credentials_id_idx";
  ALTER TABLE "users" DROP COLUMN "notifications_medication";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN IF EXISTS "medication_authorizations_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN IF EXISTS "medication_doses_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN IF EXISTS "drills_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN IF EXISTS "staff_credentials_id";
  DROP TYPE "public"."enum_medication_authorizations_kind";
  DROP TYPE "public"."enum_medication_authorizations_route";
  DROP TYPE "public"."enum_medication_doses_outcome";
  DROP TYPE "public"."enum_drills_kind";
  DROP TYPE "public"."enum_staff_credentials_kind";`)
}
