import 'server-only'

import { randomBytes } from 'node:crypto'

import { centreToday } from '@/lib/dates'
import { type Actor, inTransaction } from '@/server/actor'
import { createParentAccount } from '@/features/accounts/service'
import { createChild } from './service'

/**
 * An example parent and child, so staff can try the screens (Add Example Data): both or neither, in one
 * transaction.
 */
export async function createExampleFamily(actor: Actor) {
  return inTransaction(actor, (tx) => createBoth(tx))
}

async function createBoth(actor: Actor) {
  const suffix = randomBytes(3).toString('hex')
  const parent = await createParentAccount(actor, {
    username: `example.parent.${suffix}`,
    password: randomBytes(18).toString('base64url'),
    firstName: 'Example',
    lastName: 'Parent',
    email: `example.parent.${suffix}@example.com`,
  })
  // The centre's day: after 19:00 in New York (EST) the UTC day is already tomorrow.
  const today = centreToday()
  const child = await createChild(actor, {
    firstName: 'Example',
    lastName: 'Child',
    dateOfBirth: '2022-06-15',
    ageGroup: 'preschool',
    parentId: parent.id,
    enrollmentDate: today,
  })
  return { parent, child }
}
