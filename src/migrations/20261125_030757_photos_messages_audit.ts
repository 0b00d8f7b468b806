import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_audit_events_action" AS ENUM('read', 'create', 'update', 'delete');
  CREATE TYPE "public"."enum_audit_events_via" AS ENUM('api', 'cms-api', 'cms');
  ALTER TYPE "public"."enum_media_purpose" ADD VALUE 'child-photo';
  ALTER TYPE "public"."enum_media_purpose" ADD VALUE 'message-attachment';
  CREATE TABLE "media_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" uuid NOT NULL,
  	"path" varchar NOT NULL,
  	"children_id" uuid,
  	"users_id" uuid
  );
  
  CREATE TABLE "family_messages" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"family_id" uuid,
  	"body" varchar,
  	"from_centre" boolean DEFAULT false,
  	"created_by_id" uuid,
  	"read_by_family_at" timestamp(3) with time zone,
  	"read_by_centre_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "family_messages_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" uuid NOT NULL,
  	"path" varchar NOT NULL,
  	"media_id" uuid
  );
  
  CREATE TABLE "audit_events" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"action" "enum_audit_events_action" NOT NULL,
  	"record_collection" varchar NOT NULL,
  	"record_id" varchar,
  	"child_id" varchar,
  	"child_name" varchar,
  	"user_id" varchar,
  	"user_name" varchar,
  	"user_role" varchar,
  	"via" "enum_audit_events_via" NOT NULL,
  	"address" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "media" ADD COLUMN "description" varchar;
  ALTER TABLE "media" ADD COLUMN "portal_ok" boolean DEFAULT false;
  ALTER TABLE "media" ADD COLUMN "website_ok" boolean DEFAULT false;
  ALTER TABLE "media" ADD COLUMN "on_website" boolean DEFAULT false;
  ALTER TABLE "media" ADD COLUMN "uploaded_by_id" uuid;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "family_messages_id" uuid;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "audit_events_id" uuid;
  ALTER TABLE "media_rels" ADD CONSTRAINT "media_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "media_rels" ADD CONSTRAINT "media_rels_children_fk" FOREIGN KEY ("children_id") REFERENCES "public"."children"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "media_rels" ADD CONSTRAINT "media_rels_users_fk" FOREIGN KEY ("users_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "family_messages" ADD CONSTRAINT "family_messages_family_id_users_id_fk" FOREIGN KEY ("family_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "family_messages" ADD CONSTRAINT "family_messages_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "family_messages_rels" ADD CONSTRAINT "family_messages_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."family_messages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "family_messages_rels" ADD CONSTRAINT "family_messages_rels_media_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "media_rels_order_idx" ON "media_rels" USING btree ("order");
  CREATE INDEX "media_rels_parent_idx" ON "media_rels" USING btree ("parent_id");
  CREATE INDEX "media_rels_path_idx" ON "media_rels" USING btree ("path");
  CREATE INDEX "media_rels_children_id_idx" ON "media_rels" USING btree ("children_id");
  CREATE INDEX "media_rels_users_id_idx" ON "media_rels" USING btree ("users_id");
  CREATE INDEX "family_messages_family_idx" ON "family_messages" USING btree ("family_id");
  CREATE INDEX "family_messages_from_centre_idx" ON "family_messages" USING btree ("from_centre");
  CREATE INDEX "family_messages_created_by_idx" ON "family_messages" USING btree ("created_by_id");
  CREATE INDEX "family_messages_updated_at_idx" ON "family_messages" USING btree ("updated_at");
  CREATE INDEX "family_messages_created_at_idx" ON "family_messages" USING btree ("created_at");
  CREATE INDEX "family_createdAt_idx" ON "family_messages" USING btree ("family_id","created_at");
  CREATE INDEX "family_messages_rels_order_idx" ON "family_messages_rels" USING btree ("order");
  CREATE INDEX "family_messages_rels_parent_idx" ON "family_messages_rels" USING btree ("parent_id");
  CREATE INDEX "family_messages_rels_path_idx" ON "family_messages_rels" USING btree ("path");
  CREATE INDEX "family_messages_rels_media_id_idx" ON "family_messages_rels" USING btree ("media_id");
  CREATE INDEX "audit_events_updated_at_idx" ON "audit_events" USING btree ("updated_at");
  CREATE INDEX "audit_events_created_at_idx" ON "audit_events" USING btree ("created_at");
  CREATE INDEX "childId_createdAt_idx" ON "audit_events" USING btree ("child_id","created_at");
  CREATE INDEX "userId_createdAt_idx" ON "audit_events" USING btree ("user_id","created_at");
  ALTER TABLE "media" ADD CONSTRAINT "media_uploaded_by_id_users_id_fk" FOREIGN KEY ("uploaded_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_family_messages_fk" FOREIGN KEY ("family_messages_id") REFERENCES "public"."family_messages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_audit_events_fk" FOREIGN KEY ("audit_events_id") REFERENCES "public"."audit_events"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "media_portal_ok_idx" ON "media" USING btree ("portal_ok");
  CREATE INDEX "media_website_ok_idx" ON "media" USING btree ("website_ok");
  CREATE INDEX "media_on_website_idx" ON "media" USING btree ("on_website");
  CREATE INDEX "media_uploaded_by_idx" ON "media" USING btree ("uploaded_by_id");
  CREATE INDEX "payload_locked_documents_rels_family_messages_id_idx" ON "payload_locked_documents_rels" USING btree ("family_messages_id");
  CREATE INDEX "payload_locked_documents_rels_audit_events_id_idx" ON "payload_locked_documents_rels" USING btree ("audit_events_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "media_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "family_messages" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "family_messages_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "audit_events" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "media_rels" CASCADE;
  DROP TABLE "family_messages" CASCADE;
  DROP TABLE "family_messages_rels" CASCADE;
  DROP TABLE "audit_events" CASCADE;
  ALTER TABLE "media" DROP CONSTRAINT "media_uploaded_by_id_users_id_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_family_messages_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_audit_events_fk";
  
  ALTER TABLE "media" ALTER COLUMN "purpose" SET DATA TYPE text;
  DROP TYPE "public"."enum_media_purpose";
  CREATE TYPE "public"."enum_media_purpose" AS ENUM('pickup-photo');
  ALTER TABLE "media" ALTER COLUMN "purpose" SET DATA TYPE "public"."enum_media_purpose" USING "purpose"::"public"."enum_media_purpose";
  DROP INDEX "media_portal_ok_idx";
  DROP INDEX "media_website_ok_idx";
  DROP INDEX "media_on_website_idx";
  DROP INDEX "media_uploaded_by_idx";
  DROP INDEX "payload_locked_documents_rels_family_messages_id_idx";
  DROP INDEX "payload_locked_documents_rels_audit_events_id_idx";
  ALTER TABLE "media" DROP COLUMN "description";
  ALTER TABLE "media" DROP COLUMN "portal_ok";
  ALTER TABLE "media" DROP COLUMN "website_ok";
  ALTER TABLE "media" DROP COLUMN "on_website";
  ALTER TABLE "media" DROP COLUMN "uploaded_by_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "family_messages_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "audit_events_id";
  DROP TYPE "public"."enum_audit_events_action";
  DROP TYPE "public"."enum_audit_events_via";`)
}
