import type { Payload, PayloadRequest, Where } from 'payload'
import { commitTransaction, createLocalReq, initTransaction, killTransaction } from 'payload'

import type { Config } from '@/payload-types'
import { DEMO_FAMILIES } from './demoData'
import { seedStaffAccounts } from '@/features/accounts/seed'
import { seedApplications } from '@/features/applications/seed'
import { seedOperations } from './operations'
import { seedBilling } from '@/features/billing/seed'
import { seedConsents } from '@/features/consents/seed'
import { seedFamilyRecordsOf } from '@/features/family-records/seed'
import { seedChildPhotos } from '@/features/photos/seed'
import { seedFamilyMessages } from '@/features/messages/seed'
import { seedCarePlans, seedImmunizations, seedMedication } from '@/features/health/seed'
import { seedHealthDocuments } from '@/features/health/documentsSeed'
import { seedDrills } from '@/features/drills/seed'
import { seedSiteContent } from '@/features/site-content/seed'
import { seedStaffCredentials } from '@/features/staff-credentials/seed'
import { CONTENT_TAGS, announceContentChange } from '@/lib/contentChanges'
import { type SeedOptions, planSeed } from './plan'

export { type SeedOptions, type SeedPlan, planSeed } from './plan'

type Slug = keyof Config['collections']

/**
 * The seed, created or brought back to its defined state: running it twice leaves the same data.
 * Runs in one transaction; once committed, it tells every running server that all the site's content
 * changed (their page caches expire it: see src/lib/contentChanges.ts).
 *
 * What it creates depends on where it runs (src/seed/plan.ts): in development the whole demo data
 * with the README's passwords; in production (NODE_ENV=production) no account with a built-in
 * password, and the demo families and content only when asked for. It says what it created and what
 * it skipped, and why, through `log`. Returns the plan it followed.
 */
export async function seed(payload: Payload, log: (message: string) => void = payload.logger.info.bind(payload.logger), options: SeedOptions = {}) {
  const plan = planSeed(options)
  const created: string[] = []
  const skipped = [...plan.skipped]
  // skipNotices: demo data announces nothing by mail (src/mail/notices.ts).
  const req = await createLocalReq({ context: { disableRevalidate: true, skipNotices: true } }, payload)
  await initTransaction(req)
  try {
    // `onReq`: the same transaction with another context (the operations' past days: src/seed/operations.ts).
    const upsert = async <S extends Slug>(collection: S, where: Where, data: Record<string, unknown>, options: { update?: boolean } = {}, onReq: PayloadRequest = req) => {
      const found = await payload.find({ collection, where, limit: 1, depth: 0, req: onReq, overrideAccess: true, pagination: false })
      const existing = found.docs[0] as { id: string } | undefined
      if (existing) {
        if (options.update === false) return existing
        return (await payload.update({ collection, id: existing.id, data: data as never, depth: 0, req: onReq, overrideAccess: true })) as { id: string }
      }
      return (await payload.create({ collection, data: data as never, depth: 0, req: onReq, overrideAccess: true })) as { id: string }
    }

    created.push(...(await seedStaffAccounts(payload, req, upsert, plan)))

    if (plan.families) {
      // Records that remember who created them (createdBy) are created as an admin.
      const { docs: admins } = await payload.find({
        collection: 'users',
        where: { role: { equals: 'admin' } },
        sort: 'createdAt',
        limit: 1,
        depth: 0,
        req,
        overrideAccess: true,
      })
      const creator = admins.find((user) => user.username === 'admin') ?? admins[0]
      if (!creator) {
        skipped.push('the demo families: their records are created by an admin account (set ADMIN_PASSWORD, or create an admin in /cms first)')
      } else {
        req.user = { ...creator, collection: 'users' }
        let childIndex = 0
        const familyIds: string[] = []
        for (const family of DEMO_FAMILIES) {
          const parent = await upsert('users', { username: { equals: family.username } }, {
            username: family.username,
            password: plan.families,
            firstName: family.firstName,
            lastName: family.lastName,
            email: family.email,
            role: 'parent',
          })
          familyIds.push(parent.id)
          for (const child of family.children) {
            const childDoc = await upsert(
              'children',
              { and: [{ parent: { equals: parent.id } }, { firstName: { equals: child.firstName } }] },
              { ...child, parent: parent.id },
            )
            await seedFamilyRecordsOf(payload, req, upsert, childDoc.id, childIndex++)
          }
        }
        created.push(`${DEMO_FAMILIES.length} demo families (${DEMO_FAMILIES.map((family) => family.username).join(', ')}), their children and records`)
        created.push(...(await seedOperations(payload, req, upsert, plan.teachers)))
        created.push(...(await seedApplications(payload, req)))
        created.push(...(await seedConsents(payload, req, upsert)))
        created.push(...(await seedChildPhotos(payload, req)))
        created.push(...(await seedFamilyMessages(payload, req, upsert)))
        created.push(...(await seedBilling(payload, req, upsert)))
        created.push(...(await seedImmunizations(payload, req, familyIds)))
        created.push(...(await seedCarePlans(payload, req, familyIds)))
        created.push(...(await seedDrills(payload, req)))
        created.push(...(await seedStaffCredentials(payload, req)))
        created.push(...(await seedMedication(payload, req, familyIds)))
        created.push(...(await seedHealthDocuments(payload, req, familyIds)))
      }
    }

    if (plan.content) created.push(...(await seedSiteContent(payload, req, upsert)))

    await commitTransaction(req)
    await announceContentChange(payload, CONTENT_TAGS)
    log(`Seed (${plan.production ? 'production' : 'development'}) complete.`)
    log(created.length > 0 ? `Created or updated: ${created.join('; ')}.` : 'Created nothing.')
    for (const reason of skipped) log(`Skipped ${reason}.`)
    for (const note of plan.notes) log(note)
    return { ...plan, skipped }
  } catch (error) {
    await killTransaction(req)
    throw error
  }
}
