import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_users_language" AS ENUM('en', 'es');
  CREATE TYPE "public"."enum_applications_language" AS ENUM('en', 'es');
  ALTER TABLE "users" ADD COLUMN "language" "enum_users_language";
  ALTER TABLE "applications" ADD COLUMN "language" "enum_applications_language" DEFAULT 'en';`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "users" DROP COLUMN "language";
  ALTER TABLE "applications" DROP COLUMN "language";
  DROP TYPE "public"."enum_users_language";
  DROP TYPE "public"."enum_applications_language";`)
}
