import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_care_plans_kind" AS ENUM('allergy', 'condition');
  CREATE TYPE "public"."enum_care_plans_severity" AS ENUM('mild', 'moderate', 'severe', 'life-threatening');
  CREATE TABLE "care_plans" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"child_id" uuid NOT NULL,
  	"kind" "enum_care_plans_kind" NOT NULL,
  	"name" varchar NOT NULL,
  	"reaction" varchar,
  	"severity" "enum_care_plans_severity" NOT NULL,
  	"what_to_do" varchar NOT NULL,
  	"medicines" varchar,
  	"last_reviewed_on" timestamp(3) with time zone NOT NULL,
  	"review_due_on" timestamp(3) with time zone,
  	"active" boolean DEFAULT true,
  	"created_by_id" uuid,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "care_plans_id" uuid;
  ALTER TABLE "care_plans" ADD CONSTRAINT "care_plans_child_id_children_id_fk" FOREIGN KEY ("child_id") REFERENCES "public"."children"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "care_plans" ADD CONSTRAINT "care_plans_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "care_plans_child_idx" ON "care_plans" USING btree ("child_id");
  CREATE INDEX "care_plans_review_due_on_idx" ON "care_plans" USING btree ("review_due_on");
  CREATE INDEX "care_plans_active_idx" ON "care_plans" USING btree ("active");
  CREATE INDEX "care_plans_created_by_idx" ON "care_plans" USING btree ("created_by_id");
  CREATE INDEX "care_plans_updated_at_idx" ON "care_plans" USING btree ("updated_at");
  CREATE INDEX "care_plans_created_at_idx" ON "care_plans" USING btree ("created_at");
  CREATE INDEX "child_active_idx" ON "care_plans" USING btree ("child_id","active");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_care_plans_fk" FOREIGN KEY ("care_plans_id") REFERENCES "public"."care_plans"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_care_plans_id_idx" ON "payload_locked_documents_rels" USING btree ("care_plans_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "care_plans" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "care_plans" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT IF EXISTS "payload_locked_documents_rels_care_plans_fk";
  
  DROP INDEX IF EXISTS "payload_locked_documents_rels_care_plans_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "care_plans_id";
  DROP TYPE "public"."enum_care_plans_kind";
  DROP TYPE "public"."enum_care_plans_severity";`)
}
