import type { Access, AccessArgs, CollectionConfig, Where } from 'payload'

import { accessFor, readAndKeep } from '@/access/actions'
import { canOpenCms } from '@/access/contentManagers'
import { ownFamily, ownRooms } from '@/access/scopes'

import { inTeachersClassrooms } from '@/access/classrooms'
import { healthActions } from './actions'

/** A child's health record is the family's through the child (so it follows a child who changes family). */
const childsFamily = ownFamily('child.parent')
/** And the room's through the child (so it follows a child who changes room). */
const childsRooms = ownRooms('child.classroom')

/**
 * Health records (immunizations, care plans, medication authorizations and the doses given) are the most sensitive data
 * the centre keeps (./actions.ts, `readRecords`): admins read every child's; a teacher the children of their own
 * classrooms (through the child, so the rule follows a child who changes room); a parent their own children's
 * (through the child, so it follows a child who changes family). Integrations, editors and visitors: none.
 */
export const healthRecordReaders: Access = accessFor(healthActions.readRecords, { rooms: childsRooms, family: childsFamily })

const keepsRecords = accessFor(healthActions.keepRecords)

/** A child's health records (immunization rows, care plans): who keeps them writes; readers as above; nobody else anything. */
export const healthRecordAccess: CollectionConfig['access'] = readAndKeep(healthRecordReaders, keepsRecords, canOpenCms)

/** The admin-only operations of every health record in the CMS (its versions, its lock). */
export const healthRecordKeepers: Access = keepsRecords

/** Who may sign a medication authorization: the child's parent (in the portal), or an admin entering a signed paper form. The rules hook checks the child with their own rights. */
export const medicationAuthorizers: Access = accessFor(healthActions.authorizeMedication)

/**
 * Who may withdraw an authorization: admins, and the child's parent. Nothing else of a signed
 * authorization ever changes (../hooks/medicationAuthorizationRules.ts keeps it as signed).
 */
export const medicationWithdrawers: Access = accessFor(healthActions.withdrawMedication, { family: childsFamily })

/** Who records a dose: admins, and teachers (for their own rooms' children: the hook reads the authorization with their rights). */
export const doseRecorders: Access = accessFor(healthActions.recordDose)

/** A teacher's health documents: their rooms' children's, and the certification cards of their own (`credential.staff`). */
const roomsOrOwnCards = ({ req: { user } }: AccessArgs): Where | false =>
  user ? { or: [inTeachersClassrooms('child.classroom', user), { 'credential.staff': { equals: user.id } }] } : false

/**
 * Health documents (a certificate, an exemption's or a care plan's document, a certification card's
 * scan): a child's are read as the child's health records are (above); a card's by admins and the staff
 * member it certifies. The file itself is served only to the same readers (Payload's file endpoint asks
 * this rule first).
 */
export const healthDocumentReaders: Access = accessFor(healthActions.readDocuments, { rooms: roomsOrOwnCards, family: childsFamily })

/** Who uploads: admins (any kind), and parents (their own child's immunization certificate: ../hooks/healthDocumentRules.ts). */
export const healthDocumentUploaders: Access = accessFor(healthActions.uploadDocument)

/** Who verifies a document (the `update` of `health-documents`, and its `verified` field): admins. Its file, child and kind never change (../hooks/healthDocumentRules.ts). */
export const healthDocumentVerifiers: Access = accessFor(healthActions.verifyDocument)

/** A parent's removable documents: their own child's certificate, until staff have verified it (a wrong file sent). */
const ownUnverifiedCertificates = ({ req: { user } }: AccessArgs): Where | false => {
  if (!user) return false
  const own: Where[] = [{ 'child.parent': { equals: user.id } }, { kind: { equals: 'immunization-certificate' } }, { verified: { not_equals: true } }]
  return { and: own }
}

/** Who removes one: admins, and the child's parent their own certificate until staff have verified it (a wrong file sent). */
export const healthDocumentRemovers: Access = accessFor(healthActions.removeDocument, { family: ownUnverifiedCertificates })
