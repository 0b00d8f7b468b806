import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_users_role" ADD VALUE 'teacher';
  CREATE TABLE "users_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" uuid NOT NULL,
  	"path" varchar NOT NULL,
  	"classrooms_id" uuid
  );
  
  CREATE TABLE "classrooms" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"name" varchar NOT NULL,
  	"age_from_months" numeric NOT NULL,
  	"age_to_months" numeric NOT NULL,
  	"capacity" numeric NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "authorized_pickups" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"child_id" uuid NOT NULL,
  	"name" varchar NOT NULL,
  	"relation" varchar NOT NULL,
  	"phone" varchar NOT NULL,
  	"created_by_id" uuid NOT NULL,
  	"family_id" uuid,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "attendance" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"child_id" uuid NOT NULL,
  	"classroom_id" uuid,
  	"date" varchar,
  	"checked_in_at" timestamp(3) with time zone,
  	"checked_in_by_id" uuid,
  	"checked_out_at" timestamp(3) with time zone,
  	"checked_out_by_id" uuid,
  	"pickup_id" uuid,
  	"collected_by" varchar,
  	"collected_relation" varchar,
  	"override_reason" varchar,
  	"family_id" uuid,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "staff_attendance" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"staff_id" uuid,
  	"classroom_id" uuid NOT NULL,
  	"date" varchar,
  	"checked_in_at" timestamp(3) with time zone,
  	"checked_out_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "incidents_addenda" (
  	"_order" integer NOT NULL,
  	"_parent_id" uuid NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"text" varchar NOT NULL,
  	"added_by_id" uuid,
  	"added_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "incidents" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"child_id" uuid NOT NULL,
  	"classroom_id" uuid,
  	"occurred_at" timestamp(3) with time zone NOT NULL,
  	"place" varchar NOT NULL,
  	"description" varchar NOT NULL,
  	"first_aid" varchar,
  	"witnesses" varchar,
  	"reported_by_id" uuid,
  	"staff_signature" varchar NOT NULL,
  	"staff_signed_at" timestamp(3) with time zone,
  	"parent_signature" varchar,
  	"acknowledged_at" timestamp(3) with time zone,
  	"acknowledged_by_id" uuid,
  	"family_id" uuid,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "children" ADD COLUMN "classroom_id" uuid;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "classrooms_id" uuid;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "authorized_pickups_id" uuid;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "attendance_id" uuid;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "staff_attendance_id" uuid;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "incidents_id" uuid;
  ALTER TABLE "users_rels" ADD CONSTRAINT "users_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "users_rels" ADD CONSTRAINT "users_rels_classrooms_fk" FOREIGN KEY ("classrooms_id") REFERENCES "public"."classrooms"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "authorized_pickups" ADD CONSTRAINT "authorized_pickups_child_id_children_id_fk" FOREIGN KEY ("child_id") REFERENCES "public"."children"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "authorized_pickups" ADD CONSTRAINT "authorized_pickups_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "authorized_pickups" ADD CONSTRAINT "authorized_pickups_family_id_users_id_fk" FOREIGN KEY ("family_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "attendance" ADD CONSTRAINT "attendance_child_id_children_id_fk" FOREIGN KEY ("child_id") REFERENCES "public"."children"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "attendance" ADD CONSTRAINT "attendance_classroom_id_classrooms_id_fk" FOREIGN KEY ("classroom_id") REFERENCES "public"."classrooms"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "attendance" ADD CONSTRAINT "attendance_checked_in_by_id_users_id_fk" FOREIGN KEY ("checked_in_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "attendance" ADD CONSTRAINT "attendance_checked_out_by_id_users_id_fk" FOREIGN KEY ("checked_out_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "attendance" ADD CONSTRAINT "attendance_pickup_id_authorized_pickups_id_fk" FOREIGN KEY ("pickup_id") REFERENCES "public"."authorized_pickups"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "attendance" ADD CONSTRAINT "attendance_family_id_users_id_fk" FOREIGN KEY ("family_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "staff_attendance" ADD CONSTRAINT "staff_attendance_staff_id_users_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "staff_attendance" ADD CONSTRAINT "staff_attendance_classroom_id_classrooms_id_fk" FOREIGN KEY ("classroom_id") REFERENCES "public"."classrooms"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "incidents_addenda" ADD CONSTRAINT "incidents_addenda_added_by_id_users_id_fk" FOREIGN KEY ("added_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "incidents_addenda" ADD CONSTRAINT "incidents_addenda_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."incidents"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "incidents" ADD CONSTRAINT "incidents_child_id_children_id_fk" FOREIGN KEY ("child_id") REFERENCES "public"."children"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "incidents" ADD CONSTRAINT "incidents_classroom_id_classrooms_id_fk" FOREIGN KEY ("classroom_id") REFERENCES "public"."classrooms"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "incidents" ADD CONSTRAINT "incidents_reported_by_id_users_id_fk" FOREIGN KEY ("reported_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "incidents" ADD CONSTRAINT "incidents_acknowledged_by_id_users_id_fk" FOREIGN KEY ("acknowledged_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "incidents" ADD CONSTRAINT "incidents_family_id_users_id_fk" FOREIGN KEY ("family_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "users_rels_order_idx" ON "users_rels" USING btree ("order");
  CREATE INDEX "users_rels_parent_idx" ON "users_rels" USING btree ("parent_id");
  CREATE INDEX "users_rels_path_idx" ON "users_rels" USING btree ("path");
  CREATE INDEX "users_rels_classrooms_id_idx" ON "users_rels" USING btree ("classrooms_id");
  CREATE UNIQUE INDEX "classrooms_name_idx" ON "classrooms" USING btree ("name");
  CREATE INDEX "classrooms_updated_at_idx" ON "classrooms" USING btree ("updated_at");
  CREATE INDEX "classrooms_created_at_idx" ON "classrooms" USING btree ("created_at");
  CREATE INDEX "authorized_pickups_child_idx" ON "authorized_pickups" USING btree ("child_id");
  CREATE INDEX "authorized_pickups_created_by_idx" ON "authorized_pickups" USING btree ("created_by_id");
  CREATE INDEX "authorized_pickups_family_idx" ON "authorized_pickups" USING btree ("family_id");
  CREATE INDEX "authorized_pickups_updated_at_idx" ON "authorized_pickups" USING btree ("updated_at");
  CREATE INDEX "authorized_pickups_created_at_idx" ON "authorized_pickups" USING btree ("created_at");
  CREATE INDEX "child_name_idx" ON "authorized_pickups" USING btree ("child_id","name");
  CREATE INDEX "attendance_child_idx" ON "attendance" USING btree ("child_id");
  CREATE INDEX "attendance_classroom_idx" ON "attendance" USING btree ("classroom_id");
  CREATE INDEX "attendance_date_idx" ON "attendance" USING btree ("date");
  CREATE INDEX "attendance_checked_in_by_idx" ON "attendance" USING btree ("checked_in_by_id");
  CREATE INDEX "attendance_checked_out_at_idx" ON "attendance" USING btree ("checked_out_at");
  CREATE INDEX "attendance_checked_out_by_idx" ON "attendance" USING btree ("checked_out_by_id");
  CREATE INDEX "attendance_pickup_idx" ON "attendance" USING btree ("pickup_id");
  CREATE INDEX "attendance_family_idx" ON "attendance" USING btree ("family_id");
  CREATE INDEX "attendance_updated_at_idx" ON "attendance" USING btree ("updated_at");
  CREATE INDEX "attendance_created_at_idx" ON "attendance" USING btree ("created_at");
  CREATE INDEX "classroom_date_idx" ON "attendance" USING btree ("classroom_id","date");
  CREATE INDEX "family_date_1_idx" ON "attendance" USING btree ("family_id","date");
  CREATE INDEX "child_date_1_idx" ON "attendance" USING btree ("child_id","date");
  CREATE INDEX "staff_attendance_staff_idx" ON "staff_attendance" USING btree ("staff_id");
  CREATE INDEX "staff_attendance_classroom_idx" ON "staff_attendance" USING btree ("classroom_id");
  CREATE INDEX "staff_attendance_date_idx" ON "staff_attendance" USING btree ("date");
  CREATE INDEX "staff_attendance_checked_out_at_idx" ON "staff_attendance" USING btree ("checked_out_at");
  CREATE INDEX "staff_attendance_updated_at_idx" ON "staff_attendance" USING btree ("updated_at");
  CREATE INDEX "staff_attendance_created_at_idx" ON "staff_attendance" USING btree ("created_at");
  CREATE INDEX "classroom_date_1_idx" ON "staff_attendance" USING btree ("classroom_id","date");
  CREATE INDEX "staff_date_idx" ON "staff_attendance" USING btree ("staff_id","date");
  CREATE INDEX "incidents_addenda_order_idx" ON "incidents_addenda" USING btree ("_order");
  CREATE INDEX "incidents_addenda_parent_id_idx" ON "incidents_addenda" USING btree ("_parent_id");
  CREATE INDEX "incidents_addenda_added_by_idx" ON "incidents_addenda" USING btree ("added_by_id");
  CREATE INDEX "incidents_child_idx" ON "incidents" USING btree ("child_id");
  CREATE INDEX "incidents_classroom_idx" ON "incidents" USING btree ("classroom_id");
  CREATE INDEX "incidents_occurred_at_idx" ON "incidents" USING btree ("occurred_at");
  CREATE INDEX "incidents_reported_by_idx" ON "incidents" USING btree ("reported_by_id");
  CREATE INDEX "incidents_acknowledged_at_idx" ON "incidents" USING btree ("acknowledged_at");
  CREATE INDEX "incidents_acknowledged_by_idx" ON "incidents" USING btree ("acknowledged_by_id");
  CREATE INDEX "incidents_family_idx" ON "incidents" USING btree ("family_id");
  CREATE INDEX "incidents_updated_at_idx" ON "incidents" USING btree ("updated_at");
  CREATE INDEX "incidents_created_at_idx" ON "incidents" USING btree ("created_at");
  CREATE INDEX "family_occurredAt_idx" ON "incidents" USING btree ("family_id","occurred_at");
  CREATE INDEX "classroom_occurredAt_idx" ON "incidents" USING btree ("classroom_id","occurred_at");
  CREATE INDEX "child_occurredAt_idx" ON "incidents" USING btree ("child_id","occurred_at");
  ALTER TABLE "children" ADD CONSTRAINT "children_classroom_id_classrooms_id_fk" FOREIGN KEY ("classroom_id") REFERENCES "public"."classrooms"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_classrooms_fk" FOREIGN KEY ("classrooms_id") REFERENCES "public"."classrooms"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_authorized_pickups_fk" FOREIGN KEY ("authorized_pickups_id") REFERENCES "public"."authorized_pickups"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_attendance_fk" FOREIGN KEY ("attendance_id") REFERENCES "public"."attendance"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_staff_attendance_fk" FOREIGN KEY ("staff_attendance_id") REFERENCES "public"."staff_attendance"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_incidents_fk" FOREIGN KEY ("incidents_id") REFERENCES "public"."incidents"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "children_classroom_idx" ON "children" USING btree ("classroom_id");
  CREATE INDEX "payload_locked_documents_rels_classrooms_id_idx" ON "payload_locked_documents_rels" USING btree ("classrooms_id");
  CREATE INDEX "payload_locked_documents_rels_authorized_pickups_id_idx" ON "payload_locked_documents_rels" USING btree ("authorized_pickups_id");
  CREATE INDEX "payload_locked_documents_rels_attendance_id_idx" ON "payload_locked_documents_rels" USING btree ("attendance_id");
  CREATE INDEX "payload_locked_documents_rels_staff_attendance_id_idx" ON "payload_locked_documents_rels" USING btree ("staff_attendance_id");
  CREATE INDEX "payload_locked_documents_rels_incidents_id_idx" ON "payload_locked_documents_rels" USING btree ("incidents_id");  -- Hand-written (Drizzle does not model partial indexes): one open stay per child and per staff
  -- member, so two devices checking the same child in at once cannot both succeed.
  CREATE UNIQUE INDEX "attendance_one_open_stay_per_child" ON "attendance" USING btree ("child_id") WHERE "checked_out_at" IS NULL;
  CREATE UNIQUE INDEX "staff_attendance_one_open_shift_per_staff" ON "staff_attendance" USING btree ("staff_id") WHERE "checked_out_at" IS NULL;
`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX IF EXISTS "attendance_one_open_stay_per_child";
  DROP INDEX IF EXISTS "staff_attendance_one_open_shift_per_staff";
   ALTER TABLE "users_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "classrooms" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "authorized_pickups" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "attendance" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "staff_attendance" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "incidents_addenda" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "incidents" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "users_rels" CASCADE;
  DROP TABLE "classrooms" CASCADE;
  DROP TABLE "authorized_pickups" CASCADE;
  DROP TABLE "attendance" CASCADE;
  DROP TABLE "staff_attendance" CASCADE;
  DROP TABLE "incidents_addenda" CASCADE;
  DROP TABLE "incidents" CASCADE;
  ALTER TABLE "children" DROP CONSTRAINT "children_classroom_id_classrooms_id_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_classrooms_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_authorized_pickups_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_attendance_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_staff_attendance_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_incidents_fk";
  
  ALTER TABLE "users" ALTER COLUMN "role" SET DATA TYPE text;
  ALTER TABLE "users" ALTER COLUMN "role" SET DEFAULT 'parent'::text;
  DROP TYPE "public"."enum_users_role";
  CREATE TYPE "public"."enum_users_role" AS ENUM('admin', 'editor', 'parent', 'integration');
  ALTER TABLE "users" ALTER COLUMN "role" SET DEFAULT 'parent'::"public"."enum_users_role";
  ALTER TABLE "users" ALTER COLUMN "role" SET DATA TYPE "public"."enum_users_role" USING "role"::"public"."enum_users_role";
  DROP INDEX "children_classroom_idx";
  DROP INDEX "payload_locked_documents_rels_classrooms_id_idx";
  DROP INDEX "payload_locked_documents_rels_authorized_pickups_id_idx";
  DROP INDEX "payload_locked_documents_rels_attendance_id_idx";
  DROP INDEX "payload_locked_documents_rels_staff_attendance_id_idx";
  DROP INDEX "payload_locked_documents_rels_incidents_id_idx";
  ALTER TABLE "children" DROP COLUMN "classroom_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "classrooms_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "authorized_pickups_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "attendance_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "staff_attendance_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "incidents_id";`)
}
