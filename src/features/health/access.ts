import type { Access, CollectionConfig, Where } from 'payload'

import { admins } from '@/access/admins'
import { canOpenCms } from '@/access/contentManagers'

import { inTeachersClassrooms } from '@/access/classrooms'
import { isAdminUser, isParentUser, isTeacherUser } from '@/access/roles'

/**
 * Health records (immunizations, care plans, medication authorizations and the doses given) are the most sensitive data
 * the centre keeps: admins read every child's; a teacher the children of their own classrooms (through
 * the child, so the rule follows a child who changes room); a parent their own children's (through the
 * child, so it follows a child who changes family). Integrations, editors and visitors: none.
 */
export const healthRecordReaders: Access = ({ req: { user } }) => {
  if (isAdminUser(user)) return true
  if (isTeacherUser(user)) return inTeachersClassrooms('child.classroom', user)
  if (user && isParentUser(user)) return { 'child.parent': { equals: user.id } }
  return false
}

/** A child's health records (immunization rows, care plans): admins write; readers as above; nobody else anything. */
export const healthRecordAccess: CollectionConfig['access'] = {
  admin: canOpenCms,
  create: admins,
  read: healthRecordReaders,
  readVersions: admins,
  update: admins,
  delete: admins,
  unlock: admins,
}

/** Who may sign a medication authorization: the child's parent (in the portal), or an admin entering a signed paper form. The rules hook checks the child with their own rights. */
export const medicationAuthorizers: Access = ({ req: { user } }) => isAdminUser(user) || Boolean(user && isParentUser(user))

/**
 * Who may withdraw an authorization: admins, and the child's parent. Nothing else of a signed
 * authorization ever changes (../hooks/medicationAuthorizationRules.ts keeps it as signed).
 */
export const medicationWithdrawers: Access = ({ req: { user } }) => {
  if (isAdminUser(user)) return true
  if (user && isParentUser(user)) return { 'child.parent': { equals: user.id } }
  return false
}

/** Who records a dose: admins, and teachers (for their own rooms' children: the hook reads the authorization with their rights). */
export const doseRecorders: Access = ({ req: { user } }) => isAdminUser(user) || isTeacherUser(user)

/**
 * Health documents (a certificate, an exemption's or a care plan's document, a certification card's
 * scan): a child's are read as the child's health records are (above); a card's by admins and the staff
 * member it certifies. The file itself is served only to the same readers (Payload's file endpoint asks
 * this rule first).
 */
export const healthDocumentReaders: Access = (args) => {
  const { user } = args.req
  if (user && isTeacherUser(user)) return { or: [inTeachersClassrooms('child.classroom', user), { 'credential.staff': { equals: user.id } }] }
  return healthRecordReaders(args)
}

/** Who uploads: admins (any kind), and parents (their own child's immunization certificate: ../hooks/healthDocumentRules.ts). */
export const healthDocumentUploaders: Access = ({ req: { user } }) => isAdminUser(user) || Boolean(user && isParentUser(user))

/** Who removes one: admins, and the child's parent their own certificate until staff have verified it (a wrong file sent). */
export const healthDocumentRemovers: Access = ({ req: { user } }) => {
  if (isAdminUser(user)) return true
  if (user && isParentUser(user)) {
    const own: Where[] = [{ 'child.parent': { equals: user.id } }, { kind: { equals: 'immunization-certificate' } }, { verified: { not_equals: true } }]
    return { and: own }
  }
  return false
}
