import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_invoices_lines_kind" AS ENUM('tuition', 'discount', 'sibling-discount', 'parent-fee', 'registration-fee', 'activity-fee', 'late-pickup-fee', 'late-payment-fee');
  CREATE TYPE "public"."enum_invoices_language" AS ENUM('en', 'es');
  CREATE TABLE "invoices_lines" (
  	"_order" integer NOT NULL,
  	"_parent_id" uuid NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"kind" "enum_invoices_lines_kind" NOT NULL,
  	"child_id" uuid,
  	"child_name" varchar,
  	"amount_cents" numeric NOT NULL,
  	"detail" jsonb
  );
  
  CREATE TABLE "invoices" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"family_id" uuid NOT NULL,
  	"period" varchar NOT NULL,
  	"number" numeric,
  	"issued_on" timestamp(3) with time zone,
  	"due_on" timestamp(3) with time zone,
  	"language" "enum_invoices_language",
  	"total_cents" numeric,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "ledger_entries" ADD COLUMN "invoice_id" uuid;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "invoices_id" uuid;
  ALTER TABLE "invoices_lines" ADD CONSTRAINT "invoices_lines_child_id_children_id_fk" FOREIGN KEY ("child_id") REFERENCES "public"."children"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "invoices_lines" ADD CONSTRAINT "invoices_lines_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."invoices"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "invoices" ADD CONSTRAINT "invoices_family_id_users_id_fk" FOREIGN KEY ("family_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "invoices_lines_order_idx" ON "invoices_lines" USING btree ("_order");
  CREATE INDEX "invoices_lines_parent_id_idx" ON "invoices_lines" USING btree ("_parent_id");
  CREATE INDEX "invoices_lines_child_idx" ON "invoices_lines" USING btree ("child_id");
  CREATE INDEX "invoices_family_idx" ON "invoices" USING btree ("family_id");
  CREATE INDEX "invoices_period_idx" ON "invoices" USING btree ("period");
  CREATE UNIQUE INDEX "invoices_number_idx" ON "invoices" USING btree ("number");
  CREATE INDEX "invoices_updated_at_idx" ON "invoices" USING btree ("updated_at");
  CREATE INDEX "invoices_created_at_idx" ON "invoices" USING btree ("created_at");
  CREATE UNIQUE INDEX "family_period_idx" ON "invoices" USING btree ("family_id","period");
  ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_invoices_fk" FOREIGN KEY ("invoices_id") REFERENCES "public"."invoices"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "ledger_entries_invoice_idx" ON "ledger_entries" USING btree ("invoice_id");
  CREATE INDEX "payload_locked_documents_rels_invoices_id_idx" ON "payload_locked_documents_rels" USING btree ("invoices_id");`)
  // The invoice numbers' counter (src/features/billing/hooks/issueInvoice.ts: taken in the invoice's own
  // transaction, so numbers have no gaps), and whole cents on the invoices as on the ledger.
  await db.execute(sql`
  CREATE TABLE IF NOT EXISTS "billing_counters" (
    "name" varchar PRIMARY KEY NOT NULL,
    "value" integer NOT NULL
  );
  ALTER TABLE "invoices_lines" ADD CONSTRAINT "invoices_lines_whole_cents" CHECK ("amount_cents" = trunc("amount_cents"));
  ALTER TABLE "invoices" ADD CONSTRAINT "invoices_whole_cents" CHECK ("total_cents" = trunc("total_cents") AND "number" = trunc("number"));`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "invoices_lines" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "invoices" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "invoices_lines" CASCADE;
  DROP TABLE "invoices" CASCADE;
  DROP TABLE IF EXISTS "billing_counters";
  ALTER TABLE "ledger_entries" DROP CONSTRAINT IF EXISTS "ledger_entries_invoice_id_invoices_id_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT IF EXISTS "payload_locked_documents_rels_invoices_fk";
  
  DROP INDEX IF EXISTS "ledger_entries_invoice_idx";
  DROP INDEX IF EXISTS "payload_locked_documents_rels_invoices_id_idx";
  ALTER TABLE "ledger_entries" DROP COLUMN "invoice_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "invoices_id";
  DROP TYPE "public"."enum_invoices_lines_kind";
  DROP TYPE "public"."enum_invoices_language";`)
}
