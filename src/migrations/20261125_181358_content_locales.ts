import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."_locales" AS ENUM('en', 'es');
  CREATE TYPE "public"."enum__newsletters_v_published_locale" AS ENUM('en', 'es');
  CREATE TABLE "newsletters_classes_locales" (
  	"class_name" varchar,
  	"theme" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "newsletters_locales" (
  	"title" varchar,
  	"intro" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" uuid NOT NULL
  );
  
  CREATE TABLE "_newsletters_v_version_classes_locales" (
  	"class_name" varchar,
  	"theme" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" uuid NOT NULL
  );
  
  CREATE TABLE "_newsletters_v_locales" (
  	"version_title" varchar,
  	"version_intro" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" uuid NOT NULL
  );
  
  CREATE TABLE "galleries_images_locales" (
  	"alt" varchar,
  	"caption" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "site_settings_locales" (
  	"hours_days" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" uuid NOT NULL
  );
  
  ALTER TABLE "newsletters_texts" ADD COLUMN "locale" "_locales";
  ALTER TABLE "_newsletters_v" ADD COLUMN "snapshot" boolean;
  ALTER TABLE "_newsletters_v" ADD COLUMN "published_locale" "enum__newsletters_v_published_locale";
  ALTER TABLE "_newsletters_v_texts" ADD COLUMN "locale" "_locales";
  ALTER TABLE "newsletters_classes_locales" ADD CONSTRAINT "newsletters_classes_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."newsletters_classes"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "newsletters_locales" ADD CONSTRAINT "newsletters_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."newsletters"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_newsletters_v_version_classes_locales" ADD CONSTRAINT "_newsletters_v_version_classes_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_newsletters_v_version_classes"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_newsletters_v_locales" ADD CONSTRAINT "_newsletters_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_newsletters_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "galleries_images_locales" ADD CONSTRAINT "galleries_images_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."galleries_images"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "site_settings_locales" ADD CONSTRAINT "site_settings_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."site_settings"("id") ON DELETE cascade ON UPDATE no action;
  CREATE UNIQUE INDEX "newsletters_classes_locales_locale_parent_id_unique" ON "newsletters_classes_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "newsletters_locales_locale_parent_id_unique" ON "newsletters_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "_newsletters_v_version_classes_locales_locale_parent_id_uniq" ON "_newsletters_v_version_classes_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "_newsletters_v_locales_locale_parent_id_unique" ON "_newsletters_v_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "galleries_images_locales_locale_parent_id_unique" ON "galleries_images_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "site_settings_locales_locale_parent_id_unique" ON "site_settings_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "newsletters_texts_locale_parent" ON "newsletters_texts" USING btree ("locale","parent_id");
  CREATE INDEX "_newsletters_v_snapshot_idx" ON "_newsletters_v" USING btree ("snapshot");
  CREATE INDEX "_newsletters_v_published_locale_idx" ON "_newsletters_v" USING btree ("published_locale");
  CREATE INDEX "_newsletters_v_texts_locale_parent" ON "_newsletters_v_texts" USING btree ("locale","parent_id");

  -- Hand-written: the existing texts become the English version (Payload's generated statements would
  -- drop them with their columns). Every row gets its English locale row, copied as it is.
  INSERT INTO "newsletters_locales" ("title", "intro", "_locale", "_parent_id")
    SELECT "title", "intro", 'en', "id" FROM "newsletters";
  INSERT INTO "newsletters_classes_locales" ("class_name", "theme", "_locale", "_parent_id")
    SELECT "class_name", "theme", 'en', "id" FROM "newsletters_classes";
  INSERT INTO "_newsletters_v_locales" ("version_title", "version_intro", "_locale", "_parent_id")
    SELECT "version_title", "version_intro", 'en', "id" FROM "_newsletters_v";
  INSERT INTO "_newsletters_v_version_classes_locales" ("class_name", "theme", "_locale", "_parent_id")
    SELECT "class_name", "theme", 'en', "id" FROM "_newsletters_v_version_classes";
  INSERT INTO "galleries_images_locales" ("alt", "caption", "_locale", "_parent_id")
    SELECT "alt", "caption", 'en', "id" FROM "galleries_images";
  INSERT INTO "site_settings_locales" ("hours_days", "_locale", "_parent_id")
    SELECT "hours_days", 'en', "id" FROM "site_settings";
  -- The class cards' activities (the only hasMany texts of newsletters) are English.
  UPDATE "newsletters_texts" SET "locale" = 'en' WHERE "path" LIKE 'classes.%.activities';
  UPDATE "_newsletters_v_texts" SET "locale" = 'en' WHERE "path" LIKE 'version.classes.%.activities';
  ALTER TABLE "newsletters_classes" DROP COLUMN "class_name";
  ALTER TABLE "newsletters_classes" DROP COLUMN "theme";
  ALTER TABLE "newsletters" DROP COLUMN "title";
  ALTER TABLE "newsletters" DROP COLUMN "intro";
  ALTER TABLE "_newsletters_v_version_classes" DROP COLUMN "class_name";
  ALTER TABLE "_newsletters_v_version_classes" DROP COLUMN "theme";
  ALTER TABLE "_newsletters_v" DROP COLUMN "version_title";
  ALTER TABLE "_newsletters_v" DROP COLUMN "version_intro";
  ALTER TABLE "galleries_images" DROP COLUMN "alt";
  ALTER TABLE "galleries_images" DROP COLUMN "caption";
  ALTER TABLE "site_settings" DROP COLUMN "hours_days";`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  // Hand-written: the English version goes back into the columns it came from (a text with no English
  // takes another language's, so a required column is never left empty); the other languages are dropped.
  await db.execute(sql`
  ALTER TABLE "newsletters_classes" ADD COLUMN "class_name" varchar;
  ALTER TABLE "newsletters_classes" ADD COLUMN "theme" varchar;
  ALTER TABLE "newsletters" ADD COLUMN "title" varchar;
  ALTER TABLE "newsletters" ADD COLUMN "intro" jsonb;
  ALTER TABLE "_newsletters_v_version_classes" ADD COLUMN "class_name" varchar;
  ALTER TABLE "_newsletters_v_version_classes" ADD COLUMN "theme" varchar;
  ALTER TABLE "_newsletters_v" ADD COLUMN "version_title" varchar;
  ALTER TABLE "_newsletters_v" ADD COLUMN "version_intro" jsonb;
  ALTER TABLE "galleries_images" ADD COLUMN "alt" varchar;
  ALTER TABLE "galleries_images" ADD COLUMN "caption" varchar;
  ALTER TABLE "site_settings" ADD COLUMN "hours_days" varchar DEFAULT 'Monday - Friday';

  UPDATE "newsletters" AS n SET "title" = l."title", "intro" = l."intro"
    FROM "newsletters_locales" AS l WHERE l."_parent_id" = n."id" AND l."_locale" = 'en';
  UPDATE "newsletters_classes" AS c SET "class_name" = l."class_name", "theme" = l."theme"
    FROM "newsletters_classes_locales" AS l WHERE l."_parent_id" = c."id" AND l."_locale" = 'en';
  UPDATE "_newsletters_v" AS v SET "version_title" = l."version_title", "version_intro" = l."version_intro"
    FROM "_newsletters_v_locales" AS l WHERE l."_parent_id" = v."id" AND l."_locale" = 'en';
  UPDATE "_newsletters_v_version_classes" AS c SET "class_name" = l."class_name", "theme" = l."theme"
    FROM "_newsletters_v_version_classes_locales" AS l WHERE l."_parent_id" = c."id" AND l."_locale" = 'en';
  UPDATE "galleries_images" AS i SET "alt" = l."alt", "caption" = l."caption"
    FROM "galleries_images_locales" AS l WHERE l."_parent_id" = i."id" AND l."_locale" = 'en';
  UPDATE "site_settings" AS s SET "hours_days" = l."hours_days"
    FROM "site_settings_locales" AS l WHERE l."_parent_id" = s."id" AND l."_locale" = 'en';
  -- The two columns that were required.
  UPDATE "galleries_images" AS i SET "alt" = coalesce(
    (SELECT l."alt" FROM "galleries_images_locales" AS l WHERE l."_parent_id" = i."id" AND l."alt" <> '' ORDER BY l."_locale" LIMIT 1), '')
    WHERE i."alt" IS NULL OR i."alt" = '';
  UPDATE "site_settings" AS s SET "hours_days" = coalesce(
    (SELECT l."hours_days" FROM "site_settings_locales" AS l WHERE l."_parent_id" = s."id" AND l."hours_days" <> '' ORDER BY l."_locale" LIMIT 1), 'Monday - Friday')
    WHERE s."hours_days" IS NULL OR s."hours_days" = '';
  ALTER TABLE "galleries_images" ALTER COLUMN "alt" SET NOT NULL;
  ALTER TABLE "site_settings" ALTER COLUMN "hours_days" SET NOT NULL;
  -- The activities of other languages go; the English ones stay. Versions that were only one
  -- language's snapshot (Payload's, for publishing one locale) are not versions without languages.
  DELETE FROM "newsletters_texts" WHERE "locale" IS DISTINCT FROM 'en' AND "locale" IS NOT NULL;
  DELETE FROM "_newsletters_v_texts" WHERE "locale" IS DISTINCT FROM 'en' AND "locale" IS NOT NULL;
  DELETE FROM "_newsletters_v" WHERE "snapshot" IS TRUE;

  ALTER TABLE "newsletters_classes_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "newsletters_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_newsletters_v_version_classes_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_newsletters_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "galleries_images_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "site_settings_locales" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "newsletters_classes_locales" CASCADE;
  DROP TABLE "newsletters_locales" CASCADE;
  DROP TABLE "_newsletters_v_version_classes_locales" CASCADE;
  DROP TABLE "_newsletters_v_locales" CASCADE;
  DROP TABLE "galleries_images_locales" CASCADE;
  DROP TABLE "site_settings_locales" CASCADE;
  DROP INDEX "newsletters_texts_locale_parent";
  DROP INDEX "_newsletters_v_snapshot_idx";
  DROP INDEX "_newsletters_v_published_locale_idx";
  DROP INDEX "_newsletters_v_texts_locale_parent";
  ALTER TABLE "newsletters_texts" DROP COLUMN "locale";
  ALTER TABLE "_newsletters_v" DROP COLUMN "snapshot";
  ALTER TABLE "_newsletters_v" DROP COLUMN "published_locale";
  ALTER TABLE "_newsletters_v_texts" DROP COLUMN "locale";
  DROP TYPE "public"."_locales";
  DROP TYPE "public"."enum__newsletters_v_published_locale";`)
}
