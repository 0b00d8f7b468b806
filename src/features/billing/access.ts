import type { Access, CollectionConfig } from 'payload'

import { admins } from '@/access/admins'
import { canOpenCms } from '@/access/contentManagers'
import { nobody } from '@/access/nobody'
import { isAdminUser, isParentUser } from '@/access/roles'

/**
 * Billing is the director's and the family's: admins read every family's records, a parent their own
 * family's (one indexed equality on `family`); teachers, editors, integrations and visitors nothing.
 */
export const billingReaders: Access = ({ req: { user } }) => {
  if (isAdminUser(user)) return true
  if (user && isParentUser(user)) return { family: { equals: user.id } }
  return false
}

/** The centre's own billing terms (fee schedules, subsidy agencies): admins only, every operation. */
export const billingTermsAccess: CollectionConfig['access'] = {
  admin: canOpenCms,
  create: admins,
  read: admins,
  readVersions: admins,
  update: admins,
  delete: admins,
  unlock: admins,
}

/** A child's billing records (plans, subsidy authorizations): admins write; admins and the child's family read. */
export const familyBillingAccess: CollectionConfig['access'] = { ...billingTermsAccess, read: billingReaders }

/** A family's books (invoices, ledger entries): admins add, admins and the family read, nobody changes or deletes. */
export const familyBooksAccess: CollectionConfig['access'] = {
  admin: canOpenCms,
  create: admins,
  read: billingReaders,
  readVersions: nobody,
  update: nobody,
  delete: nobody,
  unlock: nobody,
}
