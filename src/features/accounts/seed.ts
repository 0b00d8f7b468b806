import type { Payload, PayloadRequest, Where } from 'payload'

import { SECURE_ADMIN_USERNAME, unusablePassword } from '@/lib/secureAdminAccount'

/** What the seed's plan (src/seed/plan.ts) says of the staff's accounts: their passwords, or none. */
type StaffPlan = { admin: string | null; editor: string | null; gateAccount: boolean }

type Upsert = (collection: 'users', where: Where, data: Record<string, unknown>) => Promise<{ id: string }>

/**
 * The staff's accounts of the seed (src/seed/index.ts, its `staff` step: feature.ts): the admin and the editor when the plan has their
 * passwords, and the account behind the /secure-admin gate. Returns what it created, for the seed's log.
 */
export async function seedStaffAccounts(payload: Payload, req: PayloadRequest, upsert: Upsert, plan: StaffPlan): Promise<string[]> {
  const created: string[] = []

  if (plan.admin) {
    await upsert('users', { username: { equals: 'admin' } }, {
      username: 'admin',
      password: plan.admin,
      firstName: 'Centre',
      lastName: 'Director',
      email: 'admin@multicultural-childcare.example',
      role: 'admin',
    })
    created.push('admin')
  }

  // The account behind the /secure-admin gate has a password nobody knows, new on every run (a
  // database seeded before it had the gate's password); the gate opens its sessions itself. In
  // production the gate creates it on first use, so the seed never makes the first account.
  const gate = await payload.find({ collection: 'users', where: { username: { equals: SECURE_ADMIN_USERNAME } }, limit: 1, depth: 0, req, overrideAccess: true })
  if (gate.docs[0] || plan.gateAccount) {
    await upsert('users', { username: { equals: SECURE_ADMIN_USERNAME } }, {
      username: SECURE_ADMIN_USERNAME,
      password: unusablePassword(),
      firstName: 'Secure',
      lastName: 'Admin',
      role: 'admin',
    })
    created.push(`${SECURE_ADMIN_USERNAME} (a random password: it signs in only through the /secure-admin gate)`)
  }

  if (plan.editor) {
    await upsert('users', { username: { equals: 'editor' } }, {
      username: 'editor',
      password: plan.editor,
      firstName: 'Grace',
      lastName: 'Mensah',
      email: 'editor@multicultural-childcare.example',
      role: 'editor',
    })
    created.push('editor')
  }

  return created
}
