import type { CollectionConfig, CollectionSlug, Field } from 'payload'

import { FAMILY_RECORD } from '@/collections/shared/familyRecordMark'
import { childField, createdByField, familyField } from '@/collections/shared/fields'
import { setCreatedBy } from '@/collections/shared/hooks/setCreatedBy'
import { setFamilyFromChild } from '@/collections/shared/hooks/setFamilyFromChild'
import { dailyRecordAccess, familyRecordAccess } from '../access'

export type FamilyRecordRecipe = {
  slug: CollectionSlug
  /** The field the CMS shows as the record's title. */
  title: string
  /** The list columns in /cms after the title. */
  columns: string[]
  /** The message when the record names no child (SPEC's "Child ID is required" family). */
  childRequired: string
  /** The record's date field, by which lists sort newest first (indexed with the child and the family). */
  sortBy: string
  /** Who adds records: the centre's admins, or also integrations (a program adding daily reports). */
  addedBy: 'admins' | 'admins-and-integrations'
  /** Remember who added each record (`createdBy`, set from the session, never from input); the message when nobody is signed in. */
  createdBy?: string
  /** The record's own fields, between its child and its family. */
  fields: Field[]
}

/**
 * One recipe for a collection of records about a child, and so about that child's family: admins write;
 * admins, integrations and the child's own parent read (familyRecordReaders in ../access.ts: one indexed equality on
 * `family`); `family` is copied from the child on every change, never taken from input, and re-derived
 * when the child moves to another family (the collection is marked FAMILY_RECORD, so the child's hook
 * finds it); lists by child or family newest first are indexed. Adding "incidents" is one file calling
 * this, its feature's descriptor (and the registry's line) and its migration: see docs/adding-a-feature.md.
 */
export function familyRecordCollection(recipe: FamilyRecordRecipe): CollectionConfig {
  const beforeChange = [...(recipe.createdBy ? [setCreatedBy(recipe.createdBy)] : []), setFamilyFromChild({ required: true })]
  return {
    slug: recipe.slug,
    admin: { useAsTitle: recipe.title, defaultColumns: [recipe.title, 'child', ...recipe.columns], group: 'Families' },
    access: recipe.addedBy === 'admins-and-integrations' ? dailyRecordAccess : familyRecordAccess,
    // The parent portal and staff lists read one child's or one family's records, newest first.
    indexes: [{ fields: ['child', recipe.sortBy] }, { fields: ['family', recipe.sortBy] }],
    hooks: { beforeChange },
    defaultSort: `-${recipe.sortBy}`,
    custom: FAMILY_RECORD,
    fields: [
      childField(recipe.childRequired),
      ...recipe.fields,
      ...(recipe.createdBy ? [{ ...createdByField, required: true } as Field] : []),
      familyField,
    ],
    timestamps: true,
  }
}
