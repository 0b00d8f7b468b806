import type { Payload, PayloadRequest, Where } from 'payload'
import { commitTransaction, createLocalReq, initTransaction, killTransaction } from 'payload'

import type { Config } from '@/payload-types'
import { DEMO_FAMILIES } from './demoData'
import { seedOperations } from './operations'
import { CONTENT_TAGS, announceContentChange } from '@/lib/contentChanges'
import { type SeedOptions, planSeed } from './plan'
import { type SeedContext, type SeedStep, stepsOf } from './steps'

export { type SeedOptions, type SeedPlan, planSeed } from './plan'
export type { DemoChildDays, SeedContext, SeedStep, Upsert } from './steps'

type Slug = keyof Config['collections']

/**
 * The seed with the features' steps (`steps`, in their order: src/registry/seed.ts composes them from
 * each feature's descriptor; `seed` there is this with them), created or brought back to its defined state: running it twice leaves the same data.
 * Runs in one transaction; once committed, it tells every running server that all the site's content
 * changed (their page caches expire it: see src/lib/contentChanges.ts).
 *
 * What it creates depends on where it runs (src/seed/plan.ts): in development the whole demo data
 * with the README's passwords; in production (NODE_ENV=production) no account with a built-in
 * password, and the demo families and content only when asked for. It says what it created and what
 * it skipped, and why, through `log`. Returns the plan it followed.
 */
export async function runSeed(payload: Payload, steps: readonly SeedStep[], log: (message: string) => void = payload.logger.info.bind(payload.logger), options: SeedOptions = {}) {
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

    const context: SeedContext = { payload, req, upsert, plan }
    for (const step of stepsOf(steps, 'staff')) created.push(...(await step.run(context)))

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
            for (const step of stepsOf(steps, 'child')) await step.run(context, { id: childDoc.id, index: childIndex })
            childIndex++
          }
        }
        created.push(`${DEMO_FAMILIES.length} demo families (${DEMO_FAMILIES.map((family) => family.username).join(', ')}), their children and records`)
        created.push(...(await seedOperations(context, steps)))
        for (const step of stepsOf(steps, 'demo')) created.push(...(await step.run({ ...context, familyIds })))
      }
    }

    if (plan.content) for (const step of stepsOf(steps, 'content')) created.push(...(await step.run(context)))

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
