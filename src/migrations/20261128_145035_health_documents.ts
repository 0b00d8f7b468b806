import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_health_documents_kind" AS ENUM('immunization-certificate', 'exemption', 'care-plan', 'credential-card');
  CREATE TABLE "health_documents" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"kind" "enum_health_documents_kind" NOT NULL,
  	"title" varchar,
  	"child_id" uuid,
  	"care_plan_id" uuid,
  	"immunization_record_id" uuid,
  	"credential_id" uuid,
  	"verified" boolean DEFAULT false,
  	"verified_at" timestamp(3) with time zone,
  	"verified_by_name" varchar,
  	"uploaded_by_id" uuid,
  	"uploaded_by_name" varchar,
  	"prefix" varchar DEFAULT 'health-documents',
  	"_objectkey" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"url" varchar,
  	"thumbnail_u_r_l" varchar,
  	"filename" varchar,
  	"mime_type" varchar,
  	"filesize" numeric,
  	"width" numeric,
  	"height" numeric
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "health_documents_id" uuid;
  ALTER TABLE "health_documents" ADD CONSTRAINT "health_documents_child_id_children_id_fk" FOREIGN KEY ("child_id") REFERENCES "public"."children"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "health_documents" ADD CONSTRAINT "health_documents_care_plan_id_care_plans_id_fk" FOREIGN KEY ("care_plan_id") REFERENCES "public"."care_plans"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "health_documents" ADD CONSTRAINT "health_documents_immunization_record_id_immunization_records_id_fk" FOREIGN KEY ("immunization_record_id") REFERENCES "public"."immunization_records"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "health_documents" ADD CONSTRAINT "health_documents_credential_id_staff_credentials_id_fk" FOREIGN KEY ("credential_id") REFERENCES "public"."staff_credentials"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "health_documents" ADD CONSTRAINT "health_documents_uploaded_by_id_users_id_fk" FOREIGN KEY ("uploaded_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "health_documents_kind_idx" ON "health_documents" USING btree ("kind");
  CREATE INDEX "health_documents_child_idx" ON "health_documents" USING btree ("child_id");
  CREATE INDEX "health_documents_care_plan_idx" ON "health_documents" USING btree ("care_plan_id");
  CREATE INDEX "health_documents_immunization_record_idx" ON "health_documents" USING btree ("immunization_record_id");
  CREATE INDEX "health_documents_credential_idx" ON "health_documents" USING btree ("credential_id");
  CREATE INDEX "health_documents_verified_idx" ON "health_documents" USING btree ("verified");
  CREATE INDEX "health_documents_uploaded_by_idx" ON "health_documents" USING btree ("uploaded_by_id");
  CREATE INDEX "health_documents_updated_at_idx" ON "health_documents" USING btree ("updated_at");
  CREATE INDEX "health_documents_created_at_idx" ON "health_documents" USING btree ("created_at");
  CREATE UNIQUE INDEX "health_documents_filename_idx" ON "health_documents" USING btree ("filename");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_health_documents_fk" FOREIGN KEY ("health_documents_id") REFERENCES "public"."health_documents"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_health_documents_id_idx" ON "payload_locked_documents_rels" USING btree ("health_documents_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "health_documents" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "health_documents" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT IF EXISTS "payload_locked_documents_rels_health_documents_fk";
  
  DROP INDEX IF EXISTS "payload_locked_documents_rels_health_documents_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN IF EXISTS "health_documents_id";
  DROP TYPE "public"."enum_health_documents_kind";`)
}
