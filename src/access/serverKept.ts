import type { FieldAccess } from 'payload'

/** A field the server keeps from other records (a child's consent flags, from the consent history): never written directly. */
export const serverKept: FieldAccess = () => false
