import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "family_accounts" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"family_id" uuid NOT NULL,
  	"balance_cents" numeric NOT NULL,
  	"open_invoices" jsonb NOT NULL,
  	"recent_payments" jsonb NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "family_accounts_id" uuid;
  ALTER TABLE "family_accounts" ADD CONSTRAINT "family_accounts_family_id_users_id_fk" FOREIGN KEY ("family_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE UNIQUE INDEX "family_accounts_family_idx" ON "family_accounts" USING btree ("family_id");
  CREATE INDEX "family_accounts_updated_at_idx" ON "family_accounts" USING btree ("updated_at");
  CREATE INDEX "family_accounts_created_at_idx" ON "family_accounts" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_family_accounts_fk" FOREIGN KEY ("family_accounts_id") REFERENCES "public"."family_accounts"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_family_accounts_id_idx" ON "payload_locked_documents_rels" USING btree ("family_accounts_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "family_accounts" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "family_accounts" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT IF EXISTS "payload_locked_documents_rels_family_accounts_fk";
  
  DROP INDEX IF EXISTS "payload_locked_documents_rels_family_accounts_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "family_accounts_id";`)
}
