import type { CollectionConfig } from 'payload'

import { accessFor, mayFor } from '@/access/actions'
import { nobody } from '@/access/nobody'
import { AUDIT_ACTIONS, AUDIT_CHANNELS } from '@/lib/constants'
import { AUDIT_LOG_READ_WAIT_MS, drainAuditLog } from '@/collections/shared/audit/auditBuffer'
import { auditActions } from './actions'

/**
 * The audit log of children's records: who read or changed a child or one of its records,
 * what, when, through which door (/api, /api/cms, /cms) and from which address. Append-only: the
 * server writes it; no one creates, changes or deletes an entry through any API, admins included. Ids
 * and names are kept as text, not relations, so an entry outlives the child or account it names and is
 * never rewritten by a foreign key.
 *
 * Reads are recorded a moment after they happen (the write-behind buffer, src/collections/shared/audit/auditBuffer.ts);
 * every operation on the log first writes what this process has buffered (waiting at most 2 s for a
 * database that refuses it), so the log read here holds every read this process has served.
 */
export const AuditEvents: CollectionConfig = {
  slug: 'audit-events',
  labels: { singular: 'Audit entry', plural: 'Audit log' },
  admin: { useAsTitle: 'action', defaultColumns: ['createdAt', 'userName', 'action', 'recordCollection', 'file', 'childName', 'via', 'address'], group: 'Families' },
  access: {
    // The log's own door in /cms: who reads it (`readLog`), not every content manager.
    admin: mayFor(auditActions.readLog),
    create: nobody,
    read: accessFor(auditActions.readLog),
    readVersions: nobody,
    update: nobody,
    delete: nobody,
    unlock: nobody,
  },
  indexes: [{ fields: ['childId', 'createdAt'] }, { fields: ['userId', 'createdAt'] }],
  defaultSort: '-createdAt',
  hooks: { beforeOperation: [() => drainAuditLog(AUDIT_LOG_READ_WAIT_MS)] },
  fields: [
    { name: 'action', type: 'select', required: true, options: AUDIT_ACTIONS.map((value) => ({ value, label: value })) },
    { name: 'recordCollection', label: 'Record', type: 'text', required: true, admin: { description: 'The collection: children, milestones, consents, …' } },
    { name: 'recordId', type: 'text', admin: { description: 'The record, when the entry is about one; the records of a list are under "Records".' } },
    {
      name: 'recordIds',
      label: 'Records',
      type: 'json',
      typescriptSchema: [() => ({ type: 'array', items: { type: 'string' } })],
      admin: { description: 'Every record of the operation about this child: one entry per operation and child, however many records it read or changed.' },
    },
    { name: 'file', type: 'text', admin: { description: 'The stored file opened (a photo’s size, a video, a message image), when the entry is a file’s opening.' } },
    { name: 'childId', type: 'text' },
    { name: 'childName', type: 'text' },
    { name: 'userId', type: 'text' },
    { name: 'userName', type: 'text' },
    { name: 'userRole', type: 'text' },
    { name: 'via', type: 'select', required: true, options: AUDIT_CHANNELS.map(({ value, label }) => ({ value, label })) },
    { name: 'address', type: 'text' },
    // Payload's own `updatedAt`, but without its index: an entry is never updated, nothing sorts or
    // filters on it, and every index is paid for on each insert (its cost on p95).
    { name: 'updatedAt', type: 'date', admin: { hidden: true, disableBulkEdit: true } },
  ],
  timestamps: true,
}
