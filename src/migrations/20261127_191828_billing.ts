import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_fee_schedules_rates_age_band" AS ENUM('infant', 'toddler', 'twos', 'threes', 'fours', 'school-age');
  CREATE TYPE "public"."enum_fee_schedules_rates_schedule" AS ENUM('full-time', 'part-time', 'before-after-school');
  CREATE TYPE "public"."enum_fee_schedules_rates_period" AS ENUM('weekly', 'monthly');
  CREATE TYPE "public"."enum_ledger_entries_kind" AS ENUM('charge', 'payment', 'credit', 'refund', 'write-off', 'subsidy-payment', 'correction');
  CREATE TYPE "public"."enum_ledger_entries_method" AS ENUM('cash', 'check', 'money-order', 'bank-transfer', 'card', 'online-bank');
  CREATE TABLE "fee_schedules_rates" (
  	"_order" integer NOT NULL,
  	"_parent_id" uuid NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"code" varchar NOT NULL,
  	"age_band" "enum_fee_schedules_rates_age_band" NOT NULL,
  	"schedule" "enum_fee_schedules_rates_schedule" NOT NULL,
  	"period" "enum_fee_schedules_rates_period" NOT NULL,
  	"amount_cents" numeric DEFAULT 0 NOT NULL
  );
  
  CREATE TABLE "fee_schedules_rates_locales" (
  	"programme" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "fee_schedules" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"name" varchar NOT NULL,
  	"effective_from" timestamp(3) with time zone NOT NULL,
  	"registration_fee_cents" numeric DEFAULT 0 NOT NULL,
  	"activity_fee_cents" numeric DEFAULT 0 NOT NULL,
  	"activity_fee_month" numeric DEFAULT 9 NOT NULL,
  	"sibling_discount_basis_points" numeric DEFAULT 0 NOT NULL,
  	"late_pickup_cents_per_minute" numeric DEFAULT 0 NOT NULL,
  	"late_payment_fee_cents" numeric DEFAULT 0 NOT NULL,
  	"late_payment_after_days" numeric DEFAULT 10 NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "billing_plans" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"child_id" uuid NOT NULL,
  	"family_id" uuid,
  	"rate_code" varchar NOT NULL,
  	"from" timestamp(3) with time zone NOT NULL,
  	"to" timestamp(3) with time zone,
  	"discount_basis_points" numeric DEFAULT 0 NOT NULL,
  	"discount_reason" varchar,
  	"charge_registration_fee" boolean DEFAULT false,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "subsidy_agencies" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"name" varchar NOT NULL,
  	"county" varchar,
  	"email" varchar,
  	"phone" varchar,
  	"notes" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "subsidy_authorizations" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"child_id" uuid NOT NULL,
  	"family_id" uuid,
  	"agency_id" uuid NOT NULL,
  	"agency_name" varchar,
  	"case_number" varchar NOT NULL,
  	"start_date" timestamp(3) with time zone NOT NULL,
  	"end_date" timestamp(3) with time zone NOT NULL,
  	"agency_rate_cents" numeric NOT NULL,
  	"parent_fee_cents" numeric NOT NULL,
  	"notes" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "ledger_entries" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"family_id" uuid NOT NULL,
  	"child_id" uuid,
  	"kind" "enum_ledger_entries_kind" NOT NULL,
  	"amount_cents" numeric NOT NULL,
  	"posted_on" timestamp(3) with time zone NOT NULL,
  	"description" varchar NOT NULL,
  	"method" "enum_ledger_entries_method",
  	"reference" varchar,
  	"corrects_id" uuid,
  	"authorization_id" uuid,
  	"reason" varchar,
  	"external_id" varchar,
  	"created_by_id" uuid,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "fee_schedules_id" uuid;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "billing_plans_id" uuid;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "subsidy_agencies_id" uuid;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "subsidy_authorizations_id" uuid;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "ledger_entries_id" uuid;
  ALTER TABLE "fee_schedules_rates" ADD CONSTRAINT "fee_schedules_rates_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."fee_schedules"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "fee_schedules_rates_locales" ADD CONSTRAINT "fee_schedules_rates_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."fee_schedules_rates"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "billing_plans" ADD CONSTRAINT "billing_plans_child_id_children_id_fk" FOREIGN KEY ("child_id") REFERENCES "public"."children"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "billing_plans" ADD CONSTRAINT "billing_plans_family_id_users_id_fk" FOREIGN KEY ("family_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "subsidy_authorizations" ADD CONSTRAINT "subsidy_authorizations_child_id_children_id_fk" FOREIGN KEY ("child_id") REFERENCES "public"."children"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "subsidy_authorizations" ADD CONSTRAINT "subsidy_authorizations_family_id_users_id_fk" FOREIGN KEY ("family_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "subsidy_authorizations" ADD CONSTRAINT "subsidy_authorizations_agency_id_subsidy_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."subsidy_agencies"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_family_id_users_id_fk" FOREIGN KEY ("family_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_child_id_children_id_fk" FOREIGN KEY ("child_id") REFERENCES "public"."children"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_corrects_id_ledger_entries_id_fk" FOREIGN KEY ("corrects_id") REFERENCES "public"."ledger_entries"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_authorization_id_subsidy_authorizations_id_fk" FOREIGN KEY ("authorization_id") REFERENCES "public"."subsidy_authorizations"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "fee_schedules_rates_order_idx" ON "fee_schedules_rates" USING btree ("_order");
  CREATE INDEX "fee_schedules_rates_parent_id_idx" ON "fee_schedules_rates" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "fee_schedules_rates_locales_locale_parent_id_unique" ON "fee_schedules_rates_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "fee_schedules_effective_from_idx" ON "fee_schedules" USING btree ("effective_from");
  CREATE INDEX "fee_schedules_updated_at_idx" ON "fee_schedules" USING btree ("updated_at");
  CREATE INDEX "fee_schedules_created_at_idx" ON "fee_schedules" USING btree ("created_at");
  CREATE INDEX "billing_plans_child_idx" ON "billing_plans" USING btree ("child_id");
  CREATE INDEX "billing_plans_family_idx" ON "billing_plans" USING btree ("family_id");
  CREATE INDEX "billing_plans_updated_at_idx" ON "billing_plans" USING btree ("updated_at");
  CREATE INDEX "billing_plans_created_at_idx" ON "billing_plans" USING btree ("created_at");
  CREATE INDEX "child_from_idx" ON "billing_plans" USING btree ("child_id","from");
  CREATE UNIQUE INDEX "subsidy_agencies_name_idx" ON "subsidy_agencies" USING btree ("name");
  CREATE INDEX "subsidy_agencies_updated_at_idx" ON "subsidy_agencies" USING btree ("updated_at");
  CREATE INDEX "subsidy_agencies_created_at_idx" ON "subsidy_agencies" USING btree ("created_at");
  CREATE INDEX "subsidy_authorizations_child_idx" ON "subsidy_authorizations" USING btree ("child_id");
  CREATE INDEX "subsidy_authorizations_family_idx" ON "subsidy_authorizations" USING btree ("family_id");
  CREATE INDEX "subsidy_authorizations_agency_idx" ON "subsidy_authorizations" USING btree ("agency_id");
  CREATE INDEX "subsidy_authorizations_updated_at_idx" ON "subsidy_authorizations" USING btree ("updated_at");
  CREATE INDEX "subsidy_authorizations_created_at_idx" ON "subsidy_authorizations" USING btree ("created_at");
  CREATE INDEX "agency_startDate_idx" ON "subsidy_authorizations" USING btree ("agency_id","start_date");
  CREATE INDEX "ledger_entries_family_idx" ON "ledger_entries" USING btree ("family_id");
  CREATE INDEX "ledger_entries_child_idx" ON "ledger_entries" USING btree ("child_id");
  CREATE INDEX "ledger_entries_posted_on_idx" ON "ledger_entries" USING btree ("posted_on");
  CREATE INDEX "ledger_entries_corrects_idx" ON "ledger_entries" USING btree ("corrects_id");
  CREATE INDEX "ledger_entries_authorization_idx" ON "ledger_entries" USING btree ("authorization_id");
  CREATE UNIQUE INDEX "ledger_entries_external_id_idx" ON "ledger_entries" USING btree ("external_id");
  CREATE INDEX "ledger_entries_created_by_idx" ON "ledger_entries" USING btree ("created_by_id");
  CREATE INDEX "ledger_entries_updated_at_idx" ON "ledger_entries" USING btree ("updated_at");
  CREATE INDEX "ledger_entries_created_at_idx" ON "ledger_entries" USING btree ("created_at");
  CREATE INDEX "family_postedOn_idx" ON "ledger_entries" USING btree ("family_id","posted_on");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_fee_schedules_fk" FOREIGN KEY ("fee_schedules_id") REFERENCES "public"."fee_schedules"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_billing_plans_fk" FOREIGN KEY ("billing_plans_id") REFERENCES "public"."billing_plans"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_subsidy_agencies_fk" FOREIGN KEY ("subsidy_agencies_id") REFERENCES "public"."subsidy_agencies"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_subsidy_authorizations_fk" FOREIGN KEY ("subsidy_authorizations_id") REFERENCES "public"."subsidy_authorizations"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_ledger_entries_fk" FOREIGN KEY ("ledger_entries_id") REFERENCES "public"."ledger_entries"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_fee_schedules_id_idx" ON "payload_locked_documents_rels" USING btree ("fee_schedules_id");
  CREATE INDEX "payload_locked_documents_rels_billing_plans_id_idx" ON "payload_locked_documents_rels" USING btree ("billing_plans_id");
  CREATE INDEX "payload_locked_documents_rels_subsidy_agencies_id_idx" ON "payload_locked_documents_rels" USING btree ("subsidy_agencies_id");
  CREATE INDEX "payload_locked_documents_rels_subsidy_authorizations_id_idx" ON "payload_locked_documents_rels" USING btree ("subsidy_authorizations_id");
  CREATE INDEX "payload_locked_documents_rels_ledger_entries_id_idx" ON "payload_locked_documents_rels" USING btree ("ledger_entries_id");`)
  // Money is whole cents: the database refuses a fraction of a cent (or an entry of nothing) whatever
  // writes it, beside the collections' own checks (src/features/billing/money.ts).
  await db.execute(sql`
  ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_whole_cents" CHECK ("amount_cents" = trunc("amount_cents") AND "amount_cents" <> 0);
  ALTER TABLE "fee_schedules_rates" ADD CONSTRAINT "fee_schedules_rates_whole_cents" CHECK ("amount_cents" = trunc("amount_cents") AND "amount_cents" >= 0);
  ALTER TABLE "fee_schedules" ADD CONSTRAINT "fee_schedules_whole_cents" CHECK (
    "registration_fee_cents" = trunc("registration_fee_cents") AND "registration_fee_cents" >= 0
    AND "activity_fee_cents" = trunc("activity_fee_cents") AND "activity_fee_cents" >= 0
    AND "late_pickup_cents_per_minute" = trunc("late_pickup_cents_per_minute") AND "late_pickup_cents_per_minute" >= 0
    AND "late_payment_fee_cents" = trunc("late_payment_fee_cents") AND "late_payment_fee_cents" >= 0
    AND "sibling_discount_basis_points" = trunc("sibling_discount_basis_points") AND "sibling_discount_basis_points" BETWEEN 0 AND 10000);
  ALTER TABLE "billing_plans" ADD CONSTRAINT "billing_plans_whole_basis_points" CHECK ("discount_basis_points" = trunc("discount_basis_points") AND "discount_basis_points" BETWEEN 0 AND 10000);
  ALTER TABLE "subsidy_authorizations" ADD CONSTRAINT "subsidy_authorizations_whole_cents" CHECK (
    "agency_rate_cents" = trunc("agency_rate_cents") AND "agency_rate_cents" >= 0
    AND "parent_fee_cents" = trunc("parent_fee_cents") AND "parent_fee_cents" >= 0);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "fee_schedules_rates" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "fee_schedules_rates_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "fee_schedules" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "billing_plans" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "subsidy_agencies" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "subsidy_authorizations" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "ledger_entries" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "fee_schedules_rates" CASCADE;
  DROP TABLE "fee_schedules_rates_locales" CASCADE;
  DROP TABLE "fee_schedules" CASCADE;
  DROP TABLE "billing_plans" CASCADE;
  DROP TABLE "subsidy_agencies" CASCADE;
  DROP TABLE "subsidy_authorizations" CASCADE;
  DROP TABLE "ledger_entries" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT IF EXISTS "payload_locked_documents_rels_fee_schedules_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT IF EXISTS "payload_locked_documents_rels_billing_plans_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT IF EXISTS "payload_locked_documents_rels_subsidy_agencies_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT IF EXISTS "payload_locked_documents_rels_subsidy_authorizations_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT IF EXISTS "payload_locked_documents_rels_ledger_entries_fk";
  
  DROP INDEX IF EXISTS "payload_locked_documents_rels_fee_schedules_id_idx";
  DROP INDEX IF EXISTS "payload_locked_documents_rels_billing_plans_id_idx";
  DROP INDEX IF EXISTS "payload_locked_documents_rels_subsidy_agencies_id_idx";
  DROP INDEX IF EXISTS "payload_locked_documents_rels_subsidy_authorizations_id_idx";
  DROP INDEX IF EXISTS "payload_locked_documents_rels_ledger_entries_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "fee_schedules_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "billing_plans_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "subsidy_agencies_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "subsidy_authorizations_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "ledger_entries_id";
  DROP TYPE "public"."enum_fee_schedules_rates_age_band";
  DROP TYPE "public"."enum_fee_schedules_rates_schedule";
  DROP TYPE "public"."enum_fee_schedules_rates_period";
  DROP TYPE "public"."enum_ledger_entries_kind";
  DROP TYPE "public"."enum_ledger_entries_method";`)
}
