import type { Access, CollectionConfig, Field } from 'payload'

import { accessFor } from '@/access/actions'
import { canOpenCms } from '@/access/contentManagers'
import { ownRecords } from '@/access/scopes'
import { createdByField } from '@/collections/shared/fields'
import { staffCredentialsActions } from './actions'
import { CREDENTIAL_KINDS } from './credentialRules'
import { announceCredentialChange, announceCredentialRemoval } from './hooks/announceCredentialChange'
import { credentialRecordRules } from './hooks/credentialRecordRules'
import { credentialMessages } from './schemas'

const LABELS: Record<string, string> = { cpr: 'CPR', 'first-aid': 'First aid', other: 'Other credential' }

/** Admins read every credential; a teacher their own (./actions.ts). */
const credentialReaders: Access = accessFor(staffCredentialsActions.readCredentials, { self: ownRecords('staff') })
/** Every staff member's, their earlier versions: admins. */
const credentialReviewers: Access = accessFor(staffCredentialsActions.reviewCredentials)
/** Who records, corrects and removes them: admins. */
const credentialRecorders: Access = accessFor(staffCredentialsActions.recordCredential)

/**
 * Staff members' certifications (10A NCAC 09 .0705 and .1102: CPR and first aid current for the staff
 * present), and other credentials the centre tracks: the kind, the issue and expiry dates. Admins record
 * them; a teacher reads their own; nobody else reads them.
 */
export const StaffCredentials: CollectionConfig = {
  slug: 'staff-credentials',
  labels: { singular: 'Staff credential', plural: 'Staff credentials' },
  custom: { auditEveryRecord: true },
  admin: { useAsTitle: 'kind', defaultColumns: ['staff', 'kind', 'name', 'issuedOn', 'expiresOn'], group: 'Health and safety' },
  access: { admin: canOpenCms, create: credentialRecorders, read: credentialReaders, readVersions: credentialReviewers, update: credentialRecorders, delete: credentialRecorders, unlock: credentialRecorders },
  // The ratio board's rooms whose staff member is on the floor now hear of a change (hooks/announceCredentialChange.ts).
  hooks: { beforeChange: [credentialRecordRules], afterChange: [announceCredentialChange], afterDelete: [announceCredentialRemoval] },
  indexes: [{ fields: ['staff', 'kind'] }],
  defaultSort: 'expiresOn',
  fields: [
    { name: 'staff', type: 'relationship', relationTo: 'users', required: true, index: true },
    { name: 'kind', type: 'select', required: true, options: CREDENTIAL_KINDS.map((value) => ({ value, label: LABELS[value]! })) },
    { name: 'name', type: 'text', maxLength: 200, admin: { description: 'What the credential is (required for “Other credential”).' } },
    { name: 'issuedOn', label: 'Issued on', type: 'date', required: true, admin: { date: { pickerAppearance: 'dayOnly' } }, custom: { dayMessage: credentialMessages.issuedOn } },
    { name: 'expiresOn', label: 'Expires on', type: 'date', required: true, index: true, admin: { date: { pickerAppearance: 'dayOnly' } }, custom: { dayMessage: credentialMessages.expiresOn } },
    { name: 'note', type: 'textarea', maxLength: 2000 },
    { ...createdByField, label: 'Recorded by' } as Field,
  ],
  timestamps: true,
}
