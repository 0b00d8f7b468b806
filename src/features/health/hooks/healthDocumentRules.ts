import { ValidationError } from 'payload'
import type { CollectionBeforeChangeHook, CollectionBeforeOperationHook, CollectionSlug, PayloadRequest } from 'payload'

import { isAdminUser, isParentUser } from '@/access/roles'
import { lockedRow } from '@/collections/shared/lockedRow'
import { refuse } from '@/collections/shared/refuse'
import { lookUp } from '@/lib/auditLookups'
import { relationId } from '@/lib/relationId'
import { detectDocumentType, withExtension } from '@/lib/uploadType'
import type { HealthDocument } from '@/payload-types'
import { healthDocumentMessages } from '../documents'

/**
 * A health document's file, whoever sends it (/api, /api/cms, /cms, the Local API): read from its bytes
 * before Payload stores anything, a PDF or a JPEG, PNG or WebP image, declared as what it is whatever the
 * client said. A document's file is never replaced: a new paper is a new document, so what staff verified
 * stays what they saw. Callers who may not upload at all are left to access (401/403).
 */
export const checkHealthDocumentFile: CollectionBeforeOperationHook = async ({ args, operation, req }) => {
  if (operation !== 'create' && operation !== 'update') return args
  const file = req.file
  if (!file || !req.user) return args
  if (operation === 'update') refuse(healthDocumentMessages.fixed, 400, 'file')
  const type = await detectDocumentType(file)
  if (!type) throw new ValidationError({ collection: 'health-documents', errors: [{ path: 'file', message: healthDocumentMessages.type }] })
  file.mimetype = type.mime
  file.name = withExtension(file.name, type.ext)
  return args
}

/** A record the writer may read (their own rights; a seed's with the server's), by id; null when it is not there for them. */
const readable = (req: PayloadRequest, collection: CollectionSlug, id: string) =>
  lookUp(() => req.payload.findByID({ collection, id, depth: 0, req, overrideAccess: !req.user, user: req.user } as never)).catch(() => null) as Promise<Record<string, unknown> | null>

/**
 * The record a document is about (an exemption row, a care plan, a certification): readable by the writer,
 * then locked until the document commits, so an admin deleting it at the same moment deletes it after
 * (the document then names none, as for any document of a record deleted) or before (not there: refused
 * by its field), never leaving the document naming a row just deleted (a 500, the file stored).
 */
async function lockedSubject(req: PayloadRequest, collection: CollectionSlug, id: string): Promise<Record<string, unknown> | null> {
  if (!(await readable(req, collection, id))) return null
  return lockedRow<Record<string, unknown>>(req, collection, id)
}

const nameOf = (user: PayloadRequest['user']) => {
  const { firstName, lastName, username } = (user ?? {}) as { firstName?: string; lastName?: string; username?: string }
  return [firstName, lastName].filter(Boolean).join(' ') || username || null
}

/**
 * What a document is about, checked with the writer's own rights: a child's document names a child they
 * may read (not found otherwise) and, for an exemption or a care plan, that child's exemption row or plan;
 * a card names a certification. A parent uploads their own child's immunization certificate only. Who
 * uploaded it, and who verified it when, come from the session (never input); its kind, child and
 * subject never change.
 */
export const healthDocumentRules: CollectionBeforeChangeHook<HealthDocument> = async ({ data, operation, originalDoc, req }) => {
  const user = req.user
  if (!user && req.context.seedHistory !== true) return refuse(healthDocumentMessages.signIn, 403)
  if (operation === 'update' && originalDoc) {
    data.uploadedBy = originalDoc.uploadedBy
    data.uploadedByName = originalDoc.uploadedByName
    for (const field of ['kind', 'child', 'carePlan', 'immunizationRecord', 'credential'] as const) {
      if (field in data && (relationId(data[field] as never) ?? data[field] ?? null) !== (relationId(originalDoc[field] as never) ?? originalDoc[field] ?? null)) refuse(healthDocumentMessages.fixed, 400, field)
    }
  } else {
    await checkSubject(req, data)
    // A seed writing the past names its people itself (no session).
    if (user) {
      data.uploadedByName = nameOf(user)
      data.uploadedBy = user.id
    }
  }
  // Verified or not is an admin's word (the field's access); when and by whom, the server's.
  const wasVerified = operation === 'update' && originalDoc?.verified === true
  const verified = (data.verified ?? (operation === 'update' ? originalDoc?.verified : false)) === true
  if (verified && !wasVerified) {
    data.verifiedAt = new Date().toISOString()
    data.verifiedByName = user ? nameOf(user) : (data.verifiedByName ?? null)
  } else if (!verified) {
    data.verifiedAt = null
    data.verifiedByName = null
  } else {
    data.verifiedAt = originalDoc?.verifiedAt ?? null
    data.verifiedByName = originalDoc?.verifiedByName ?? null
  }
  return data
}

async function checkSubject(req: PayloadRequest, data: Partial<HealthDocument>): Promise<void> {
  const user = req.user
  const kind = data.kind ?? refuse(healthDocumentMessages.kind, 400, 'kind')
  if (user && isParentUser(user) && !isAdminUser(user) && kind !== 'immunization-certificate') refuse(healthDocumentMessages.parentKind, 403, 'kind')
  if (kind === 'credential-card') {
    const credentialId = relationId(data.credential) ?? refuse(healthDocumentMessages.credential, 400, 'credential')
    if (!(await lockedSubject(req, 'staff-credentials', credentialId))) refuse(healthDocumentMessages.credential, 404, 'credential')
    data.child = null
    data.carePlan = null
    data.immunizationRecord = null
    return
  }
  data.credential = null
  const childId = relationId(data.child) ?? refuse(healthDocumentMessages.childId, 400, 'child')
  if (!(await readable(req, 'children', childId))) refuse(healthDocumentMessages.childNotFound, 404, 'child')
  data.child = childId
  const ofThisChild = (row: Record<string, unknown> | null) => Boolean(row && relationId(row.child as never) === childId)
  if (kind === 'care-plan') {
    const planId = relationId(data.carePlan) ?? refuse(healthDocumentMessages.carePlan, 400, 'carePlan')
    if (!ofThisChild(await lockedSubject(req, 'care-plans', planId))) refuse(healthDocumentMessages.carePlan, 400, 'carePlan')
  } else data.carePlan = null
  if (kind === 'exemption') {
    const rowId = relationId(data.immunizationRecord) ?? refuse(healthDocumentMessages.exemption, 400, 'immunizationRecord')
    const row = await lockedSubject(req, 'immunization-records', rowId)
    if (!ofThisChild(row) || row?.kind !== 'exemption') refuse(healthDocumentMessages.exemption, 400, 'immunizationRecord')
  } else data.immunizationRecord = null
}
