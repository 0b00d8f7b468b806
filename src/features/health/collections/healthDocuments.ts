import path from 'node:path'

import type { CollectionConfig, Field } from 'payload'

import { mayFor } from '@/access/actions'
import { canOpenCms } from '@/access/contentManagers'
import { AUDIT_EVERY_RECORD } from '@/collections/shared/familyRecordMark'
import { changesTakeTurns } from '@/collections/shared/lockedRow'
import { keepHealthFilesPrivate, storedFileNamesOnly, uploadedFileHeaders } from '@/collections/shared/uploads/fileResponses'
import { ACCEPTED_DOCUMENT_TYPES } from '@/lib/constants'
import { HEALTH_DOCUMENTS_COLLECTION, HEALTH_DOCUMENTS_PREFIX, mediaDirectory } from '@/lib/storageSettings'
import { healthDocumentReaders, healthDocumentRemovers, healthDocumentUploaders, healthDocumentVerifiers, healthRecordKeepers } from '../access'
import { healthActions } from '../actions'
import { checkHealthDocumentFile, healthDocumentRules } from '../hooks/healthDocumentRules'
import { HEALTH_DOCUMENT_KINDS } from '../documents'

const LABELS: Record<(typeof HEALTH_DOCUMENT_KINDS)[number], string> = {
  'immunization-certificate': 'Immunization certificate',
  exemption: 'Exemption document',
  'care-plan': 'Care plan document',
  'credential-card': 'Certification card',
}

/** Who may set `verified` (on a new document too): who verifies. */
const verifies = mayFor(healthActions.verifyDocument)

const serverSet = (description: string) => ({ readOnly: true, position: 'sidebar' as const, description })

/**
 * Health documents: the paper behind a health record. A child's immunization certificate (uploaded by
 * the parent in the portal or by an admin, and verified by staff), an exemption's or a care plan's
 * document (admins), a staff member's certification card (admins). Private files: read by whoever reads
 * the record they belong to (../access.ts), served in a sandbox, never cached, each opening in the audit
 * log (src/collections/shared/uploads/fileResponses.ts). A PDF or a JPEG, PNG or WebP image, checked
 * from the bytes; a file never replaced (a new paper is a new document).
 *
 * On disk: the `health-documents` folder of MEDIA_DIR; in a bucket: under the `health-documents/`
 * prefix (src/lib/storage.ts), so no name can meet a media file's.
 */
export const HealthDocuments: CollectionConfig = {
  slug: HEALTH_DOCUMENTS_COLLECTION,
  labels: { singular: 'Health document', plural: 'Health documents' },
  // A card names no child: its every read and change is logged all the same.
  custom: AUDIT_EVERY_RECORD,
  admin: { useAsTitle: 'filename', defaultColumns: ['filename', 'kind', 'child', 'verified', 'createdAt'], group: 'Health and safety' },
  access: {
    admin: canOpenCms,
    create: healthDocumentUploaders,
    read: storedFileNamesOnly(healthDocumentReaders),
    readVersions: healthRecordKeepers,
    update: healthDocumentVerifiers,
    delete: healthDocumentRemovers,
    unlock: healthRecordKeepers,
  },
  // A verification and a parent's removal take turns on the row: the delete rule reads `verified`.
  hooks: { beforeOperation: [checkHealthDocumentFile, changesTakeTurns(HEALTH_DOCUMENTS_COLLECTION)], beforeChange: [healthDocumentRules] },
  upload: {
    staticDir: path.join(mediaDirectory(), HEALTH_DOCUMENTS_PREFIX),
    mimeTypes: [...ACCEPTED_DOCUMENT_TYPES],
    pasteURL: false,
    crop: false,
    focalPoint: false,
    handlers: [keepHealthFilesPrivate],
    modifyResponseHeaders: uploadedFileHeaders,
  },
  defaultSort: '-createdAt',
  fields: [
    { name: 'kind', type: 'select', required: true, index: true, options: HEALTH_DOCUMENT_KINDS.map((value) => ({ value, label: LABELS[value] })) },
    { name: 'title', type: 'text', maxLength: 200, admin: { description: 'What the paper is, in a few words (optional).' } },
    { name: 'child', type: 'relationship', relationTo: 'children', index: true, admin: { condition: (data) => data?.kind !== 'credential-card' } },
    { name: 'carePlan', label: 'Care plan', type: 'relationship', relationTo: 'care-plans', index: true, admin: { condition: (data) => data?.kind === 'care-plan' } },
    { name: 'immunizationRecord', label: 'Exemption', type: 'relationship', relationTo: 'immunization-records', index: true, admin: { condition: (data) => data?.kind === 'exemption' } },
    { name: 'credential', label: 'Certification', type: 'relationship', relationTo: 'staff-credentials', index: true, admin: { condition: (data) => data?.kind === 'credential-card' } },
    {
      name: 'verified',
      label: 'Verified by staff',
      type: 'checkbox',
      defaultValue: false,
      index: true,
      access: { create: verifies, update: verifies },
      admin: { position: 'sidebar', description: 'An admin has checked the paper against the record.' },
    },
    { name: 'verifiedAt', label: 'Verified at', type: 'date', admin: serverSet('Set by the server when verified.') },
    { name: 'verifiedByName', label: 'Verified by', type: 'text', admin: serverSet('Set by the server when verified.') },
    { name: 'uploadedBy', label: 'Uploaded by', type: 'relationship', relationTo: 'users', index: true, admin: serverSet('Set by the server.') } as Field,
    { name: 'uploadedByName', label: 'Uploaded by (name)', type: 'text', admin: serverSet('Kept as it was when uploaded.') },
    // storage-s3's fields, declared here so the schema is the same with or without a bucket.
    { name: 'prefix', type: 'text', defaultValue: HEALTH_DOCUMENTS_PREFIX, admin: { hidden: true, readOnly: true } },
    { name: '_objectKey', type: 'text', admin: { hidden: true, readOnly: true } },
  ],
  timestamps: true,
}
