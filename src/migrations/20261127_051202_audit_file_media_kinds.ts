import { MigrateDownArgs, MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/**
 * The audit log names the file a person opened (`file`: a photo's size, a video, a message image).
 *
 * Only a child's own file names a child (src/collections/shared/hooks/mediaKinds.ts): a photo of children
 * that an admin had given a `child` (which showed it to that child's family whatever the other tagged
 * children's consent) loses it and the family copied from it, and so does a message image (its family is
 * its thread's and stays). The access rule no longer reads them either; this leaves no such row behind.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "audit_events" ADD COLUMN "file" varchar;
   UPDATE "media" SET "child_id" = NULL, "family_id" = NULL WHERE "purpose" = 'child-photo' AND ("child_id" IS NOT NULL OR "family_id" IS NOT NULL);
   UPDATE "media" SET "child_id" = NULL WHERE "purpose" = 'message-attachment' AND "child_id" IS NOT NULL;`)
}

/** The column goes (with the file names it held); the cleared children are not restored: they were never the photos' own. */
export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "audit_events" DROP COLUMN "file";`)
}
