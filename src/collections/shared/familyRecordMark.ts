import type { CollectionConfig, CollectionSlug } from 'payload'

/** Marks a collection whose documents belong to one child (its `child` and `family` fields): they follow the child's family. */
export const FAMILY_RECORD = { familyRecord: true } as const

/** The slugs of every collection marked FAMILY_RECORD (the family records' recipe's, and media's), from the running config. */
export const familyRecordSlugs = (collections: readonly Pick<CollectionConfig, 'slug' | 'custom'>[]) =>
  collections.filter((collection) => collection.custom?.familyRecord === true).map((collection) => collection.slug as CollectionSlug)
