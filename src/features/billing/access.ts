import type { Access, CollectionConfig } from 'payload'

import { accessFor, readAndKeep } from '@/access/actions'
import { canOpenCms } from '@/access/contentManagers'
import { nobody } from '@/access/nobody'
import { ownFamily } from '@/access/scopes'
import { billingActions } from './actions'

/**
 * Billing is the director's and the family's (./actions.ts): admins read every family's records, a parent
 * their own family's (one indexed equality on `family`); teachers, editors, integrations and visitors nothing.
 */
export const billingReaders: Access = accessFor(billingActions.readBooks, { family: ownFamily('family') })

const keepsTerms = accessFor(billingActions.keepTerms)

/** The centre's own billing terms (fee schedules, subsidy agencies): who keeps them, every operation. */
export const billingTermsAccess: CollectionConfig['access'] = readAndKeep(keepsTerms, keepsTerms, canOpenCms)

const keepsPlans = accessFor(billingActions.keepPlans)

/** A child's billing records (plans, subsidy authorizations): who keeps them writes; they and the child's family read. */
export const familyBillingAccess: CollectionConfig['access'] = readAndKeep(billingReaders, keepsPlans, canOpenCms)

/** A family's books (invoices, ledger entries): who keeps them adds, they and the family read, nobody changes or deletes. */
export const familyBooksAccess: CollectionConfig['access'] = {
  admin: canOpenCms,
  create: accessFor(billingActions.keepBooks),
  read: billingReaders,
  readVersions: nobody,
  update: nobody,
  delete: nobody,
  unlock: nobody,
}
