import { sql } from '@payloadcms/db-postgres'
import type { CollectionBeforeOperationHook } from 'payload'

import { transactionConnection } from '@/lib/transactionConnection'

/**
 * A password link works once, even sent twice at the same moment (a double click, two tabs): Payload's
 * reset finds the account by the link's token, then sets the password and ends the link, in two steps.
 * Here, inside the reset's transaction and before Payload looks, the account holding the token is locked
 * until the reset commits: the second reset waits, then finds the link used (403, which the site and the
 * CMS answer as 'This link has expired or has already been used…').
 */
export const linkUsedOnce: CollectionBeforeOperationHook = async ({ args, operation, req }) => {
  if (operation !== 'resetPassword') return args
  const token = (args as { data?: { token?: unknown } }).data?.token
  if (typeof token !== 'string' || !token) return args
  const { db, inTransaction } = await transactionConnection(req.payload, req)
  if (inTransaction) await db.execute(sql`select 1 from users where reset_password_token = ${token} for update`)
  return args
}
