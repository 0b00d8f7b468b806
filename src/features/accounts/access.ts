import type { Access } from 'payload'

import { accessFor, mayFor } from '@/access/actions'
import { ownRecords } from '@/access/scopes'
import { accountsActions } from './actions'

/** Who reads an account: admins every one; anyone else signed in only their own (one equality on `id`). */
export const accountReaders: Access = accessFor(accountsActions.readAccount, { self: ownRecords('id') })

/**
 * Who changes an account: admins any; a person their own. An integration never changes its own account
 * (its key, role and password are an admin's to manage), so a leaked key cannot entrench itself.
 */
export const accountChangers: Access = accessFor(accountsActions.changeAccount, { self: ownRecords('id') })

/** Who keeps every account (creates, deletes, reads versions, unlocks): admins. */
export const accountManagers: Access = accessFor(accountsActions.manageAccounts)

/** The fields only who keeps the accounts sets: the role, a teacher's classrooms, the API key, an email applied. */
export const accountManagersField = mayFor(accountsActions.manageAccounts)
