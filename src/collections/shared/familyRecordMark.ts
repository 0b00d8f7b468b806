import type { CollectionConfig, CollectionSlug } from 'payload'

/** Marks a collection whose documents belong to one child (its `child` and `family` fields): they follow the child's family. */
export const FAMILY_RECORD = { familyRecord: true } as const

/** The slugs of every collection marked FAMILY_RECORD (the family records' recipe's, and media's), from the running config. */
export const familyRecordSlugs = (collections: readonly Pick<CollectionConfig, 'slug' | 'custom'>[]) =>
  collections.filter((collection) => collection.custom?.familyRecord === true).map((collection) => collection.slug as CollectionSlug)

/**
 * Marks a collection whose every record goes to the audit log, about a child or not (a family's ledger
 * entry): withAuditLog (./hooks/auditChildRecords.ts) logs a record that names no child as an entry
 * naming none.
 */
export const AUDIT_EVERY_RECORD = { auditEveryRecord: true } as const
