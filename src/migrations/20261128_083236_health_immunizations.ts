import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/**
 * The schedule this migration writes, North Carolina's child care requirements as they stood when it was
 * written: its own copy, so that a later change to the live schedule (src/features/health/schedule.ts)
 * never changes what a fresh database gets from it. A change to the schedule reaches databases through a
 * migration of its own (tests/unit/migrations.unit.spec.ts holds the live one to what they hold).
 */
export const SCHEDULE_AS_MIGRATED: readonly {
  code: string
  name: { en: string; es: string }
  dosesDueByMonths: readonly number[]
  requiredUntilMonths: number | null
}[] = [
  { code: 'DTaP', name: { en: 'Diphtheria, tetanus and pertussis (DTaP)', es: 'Difteria, tétanos y tos ferina (DTaP)' }, dosesDueByMonths: [3, 5, 7, 19, 72], requiredUntilMonths: null },
  { code: 'Polio', name: { en: 'Polio (IPV)', es: 'Polio (IPV)' }, dosesDueByMonths: [3, 5, 19, 72], requiredUntilMonths: null },
  { code: 'Hib', name: { en: 'Haemophilus influenzae type b (Hib)', es: 'Haemophilus influenzae tipo b (Hib)' }, dosesDueByMonths: [3, 5, 16], requiredUntilMonths: 60 },
  { code: 'HepB', name: { en: 'Hepatitis B', es: 'Hepatitis B' }, dosesDueByMonths: [3, 5, 19], requiredUntilMonths: null },
  { code: 'PCV', name: { en: 'Pneumococcal conjugate (PCV)', es: 'Neumocócica conjugada (PCV)' }, dosesDueByMonths: [3, 5, 7, 16], requiredUntilMonths: 60 },
  { code: 'MMR', name: { en: 'Measles, mumps and rubella (MMR)', es: 'Sarampión, paperas y rubéola (MMR)' }, dosesDueByMonths: [16, 72], requiredUntilMonths: null },
  { code: 'Varicella', name: { en: 'Varicella (chickenpox)', es: 'Varicela' }, dosesDueByMonths: [16, 72], requiredUntilMonths: null },
  { code: 'Tdap', name: { en: 'Tetanus, diphtheria and pertussis booster (Tdap)', es: 'Refuerzo de tétanos, difteria y tos ferina (Tdap)' }, dosesDueByMonths: [144], requiredUntilMonths: null },
  { code: 'MenACWY', name: { en: 'Meningococcal conjugate (MenACWY)', es: 'Meningocócica conjugada (MenACWY)' }, dosesDueByMonths: [144], requiredUntilMonths: null },
]

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_immunization_records_kind" AS ENUM('dose', 'exemption');
  CREATE TYPE "public"."enum_immunization_records_exemption_kind" AS ENUM('medical', 'religious');
  CREATE TABLE "vaccines_doses" (
  	"_order" integer NOT NULL,
  	"_parent_id" uuid NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"due_by_months" numeric NOT NULL
  );
  
  CREATE TABLE "vaccines" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"code" varchar NOT NULL,
  	"required_until_months" numeric,
  	"sort_order" numeric DEFAULT 0,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "vaccines_locales" (
  	"name" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" uuid NOT NULL
  );
  
  CREATE TABLE "immunization_records" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"child_id" uuid NOT NULL,
  	"vaccine_id" uuid NOT NULL,
  	"kind" "enum_immunization_records_kind" DEFAULT 'dose' NOT NULL,
  	"given_on" timestamp(3) with time zone,
  	"exemption_kind" "enum_immunization_records_exemption_kind",
  	"note" varchar,
  	"created_by_id" uuid,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "vaccines_id" uuid;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "immunization_records_id" uuid;
  ALTER TABLE "vaccines_doses" ADD CONSTRAINT "vaccines_doses_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."vaccines"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "vaccines_locales" ADD CONSTRAINT "vaccines_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."vaccines"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "immunization_records" ADD CONSTRAINT "immunization_records_child_id_children_id_fk" FOREIGN KEY ("child_id") REFERENCES "public"."children"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "immunization_records" ADD CONSTRAINT "immunization_records_vaccine_id_vaccines_id_fk" FOREIGN KEY ("vaccine_id") REFERENCES "public"."vaccines"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "immunization_records" ADD CONSTRAINT "immunization_records_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "vaccines_doses_order_idx" ON "vaccines_doses" USING btree ("_order");
  CREATE INDEX "vaccines_doses_parent_id_idx" ON "vaccines_doses" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "vaccines_code_idx" ON "vaccines" USING btree ("code");
  CREATE INDEX "vaccines_updated_at_idx" ON "vaccines" USING btree ("updated_at");
  CREATE INDEX "vaccines_created_at_idx" ON "vaccines" USING btree ("created_at");
  CREATE UNIQUE INDEX "vaccines_locales_locale_parent_id_unique" ON "vaccines_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "immunization_records_child_idx" ON "immunization_records" USING btree ("child_id");
  CREATE INDEX "immunization_records_vaccine_idx" ON "immunization_records" USING btree ("vaccine_id");
  CREATE INDEX "immunization_records_created_by_idx" ON "immunization_records" USING btree ("created_by_id");
  CREATE INDEX "immunization_records_updated_at_idx" ON "immunization_records" USING btree ("updated_at");
  CREATE INDEX "immunization_records_created_at_idx" ON "immunization_records" USING btree ("created_at");
  CREATE INDEX "child_vaccine_idx" ON "immunization_records" USING btree ("child_id","vaccine_id");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_vaccines_fk" FOREIGN KEY ("vaccines_id") REFERENCES "public"."vaccines"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_immunization_records_fk" FOREIGN KEY ("immunization_records_id") REFERENCES "public"."immunization_records"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_vaccines_id_idx" ON "payload_locked_documents_rels" USING btree ("vaccines_id");
  CREATE INDEX "payload_locked_documents_rels_immunization_records_id_idx" ON "payload_locked_documents_rels" USING btree ("immunization_records_id");`)
  // The required immunization schedule, North Carolina's child care requirements (docs/spec.md §15), on
  // every database this runs on, production included: the status of a child's record is computed against
  // it, and an empty schedule would call every child up to date. The centre edits it in /cms afterwards.
  for (const [index, vaccine] of SCHEDULE_AS_MIGRATED.entries()) {
    const { rows } = await db.execute(sql`
      insert into vaccines (code, required_until_months, sort_order) values (${vaccine.code}, ${vaccine.requiredUntilMonths}, ${index + 1})
      on conflict (code) do nothing returning id`)
    const id = rows[0]?.id as string | undefined
    if (!id) continue
    await db.execute(sql`insert into vaccines_locales (name, _locale, _parent_id) values (${vaccine.name.en}, 'en', ${id}), (${vaccine.name.es}, 'es', ${id})`)
    for (const [order, months] of vaccine.dosesDueByMonths.entries()) {
      await db.execute(sql`insert into vaccines_doses (_order, _parent_id, id, due_by_months) values (${order + 1}, ${id}, substr(md5(random()::text || clock_timestamp()::text), 1, 24), ${months})`)
    }
  }
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "vaccines_doses" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "vaccines" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "vaccines_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "immunization_records" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "vaccines_doses" CASCADE;
  DROP TABLE "vaccines" CASCADE;
  DROP TABLE "vaccines_locales" CASCADE;
  DROP TABLE "immunization_records" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT IF EXISTS "payload_locked_documents_rels_vaccines_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT IF EXISTS "payload_locked_documents_rels_immunization_records_fk";
  
  DROP INDEX IF EXISTS "payload_locked_documents_rels_vaccines_id_idx";
  DROP INDEX IF EXISTS "payload_locked_documents_rels_immunization_records_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "vaccines_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "immunization_records_id";
  DROP TYPE "public"."enum_immunization_records_kind";
  DROP TYPE "public"."enum_immunization_records_exemption_kind";`)
}
