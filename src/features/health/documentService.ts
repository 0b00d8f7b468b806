import 'server-only'

import type { z } from 'zod'

import { MAX_DOCUMENT_BYTES } from '@/lib/constants'
import type { HealthDocument } from '@/payload-types'
import { type Actor, asUser, requireUser } from '@/server/actor'
import { goneMeanwhile, notFound, notFoundUnlessDown, refusalByField } from '@/server/http/errors'
import { isRecordId } from '@/server/http/listing'
import type { UploadRule } from '@/server/http/uploads'
import type { HealthDocumentRecord } from './record'
import { credentialCardFields, healthDocumentFields, healthDocumentMessages } from './schemas'
import { requireHealthChild } from './service'
import { wireHealthDocument } from './wire'

/**
 * Health documents with the caller's rights (collections/healthDocuments.ts decides who reads, uploads,
 * verifies and removes; hooks/healthDocumentRules.ts what a document may be about). The file is sent once,
 * as a multipart form, and stored by Payload in the same transaction as its record.
 */

const UPLOAD_MESSAGES = { missing: healthDocumentMessages.missing, declaredType: healthDocumentMessages.type, detectedType: healthDocumentMessages.type, tooLarge: healthDocumentMessages.tooLarge }

/** A child's document: the file in `file` (a PDF or a JPEG, PNG or WebP image, proved by its bytes), what it is beside it. */
export const HEALTH_DOCUMENT_UPLOAD: UploadRule<typeof healthDocumentFields> = { fields: healthDocumentFields, fileFields: ['file'], kind: 'document', maxBytes: MAX_DOCUMENT_BYTES, messages: UPLOAD_MESSAGES }

/** A certification card's scan: the file in `file`, nothing beside it. */
export const CREDENTIAL_CARD_UPLOAD: UploadRule<typeof credentialCardFields> = { fields: credentialCardFields, fileFields: ['file'], kind: 'document', maxBytes: MAX_DOCUMENT_BYTES, messages: UPLOAD_MESSAGES }

/** The body's names for the collection's fields, in a refusal. */
const BODY_FIELDS = { carePlan: 'carePlanId', immunizationRecord: 'immunizationRecordId', credential: 'credentialId', child: 'childId' } as const

const fileOf = async (file: File) => {
  const data = Buffer.from(await file.arrayBuffer())
  return { data, mimetype: file.type, name: file.name || 'document', size: data.length }
}

/** A child's documents, newest first: the child's parent, the room's teachers, admins (404 for a child the caller may not read). */
export async function childHealthDocuments(actor: Actor, childId: string): Promise<HealthDocumentRecord[]> {
  await requireHealthChild(actor, childId)
  const { docs } = await actor.payload.find({ collection: 'health-documents', where: { child: { equals: childId } }, sort: '-createdAt', pagination: false, ...asUser(actor) })
  return docs.map(wireHealthDocument)
}

/** A parent sends their child's immunization certificate; an admin any of the child's documents. Answers the child's documents. */
export async function uploadHealthDocument(actor: Actor, childId: string, body: z.output<typeof healthDocumentFields>, file: File): Promise<HealthDocumentRecord[]> {
  await actor.payload
    .create({
      collection: 'health-documents',
      data: { kind: body.kind, title: body.title?.trim() || null, child: childId, carePlan: body.carePlanId ?? null, immunizationRecord: body.immunizationRecordId ?? null } as never,
      file: await fileOf(file),
      ...asUser(actor),
    })
    .catch(refusalByField(BODY_FIELDS))
  return childHealthDocuments(actor, childId)
}

/** The document as the caller may see it: one they may not see is not found (404). */
async function documentOf(actor: Actor, documentId: string): Promise<HealthDocument> {
  requireUser(actor)
  if (!isRecordId(documentId)) throw notFound(healthDocumentMessages.notFound)
  return actor.payload.findByID({ collection: 'health-documents', id: documentId, ...asUser(actor) }).catch(notFoundUnlessDown(healthDocumentMessages.notFound, { forbiddenStays: true }))
}

/** An admin marks a document checked against the record (who and when come from the session); one removed meanwhile is not found. */
export async function verifyHealthDocument(actor: Actor, documentId: string): Promise<HealthDocumentRecord> {
  await documentOf(actor, documentId)
  return wireHealthDocument(await actor.payload.update({ collection: 'health-documents', id: documentId, data: { verified: true }, ...asUser(actor) }).catch(goneMeanwhile(healthDocumentMessages.notFound)))
}

/** An admin removes a document; the parent their own certificate until it is verified (404 after). Answers the child's remaining documents. */
export async function removeHealthDocument(actor: Actor, documentId: string): Promise<HealthDocumentRecord[]> {
  const document = await documentOf(actor, documentId)
  const childId = wireHealthDocument(document).childId
  await actor.payload.delete({ collection: 'health-documents', id: documentId, ...asUser(actor) }).catch(goneMeanwhile(healthDocumentMessages.notFound))
  return childId ? childHealthDocuments(actor, childId) : []
}

/** An admin attaches the scan of a staff member's card to its certification; answers the document. */
export async function uploadCredentialCard(actor: Actor, credentialId: string, file: File): Promise<HealthDocumentRecord> {
  if (!isRecordId(credentialId)) throw notFound(healthDocumentMessages.credential)
  const document = await actor.payload
    .create({ collection: 'health-documents', data: { kind: 'credential-card', credential: credentialId } as never, file: await fileOf(file), ...asUser(actor) })
    .catch(refusalByField(BODY_FIELDS))
  return wireHealthDocument(document)
}

/** The newest card's scan of each of these certifications the caller may read (one query). */
export async function credentialCards(actor: Actor, credentialIds: readonly string[]): Promise<Map<string, HealthDocumentRecord>> {
  if (credentialIds.length === 0) return new Map()
  const { docs } = await actor.payload.find({
    collection: 'health-documents',
    where: { and: [{ kind: { equals: 'credential-card' } }, { credential: { in: [...credentialIds] } }] },
    sort: '-createdAt',
    pagination: false,
    ...asUser(actor),
  })
  const cards = new Map<string, HealthDocumentRecord>()
  for (const document of docs.map(wireHealthDocument)) if (document.credentialId && !cards.has(document.credentialId)) cards.set(document.credentialId, document)
  return cards
}
