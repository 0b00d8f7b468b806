/**
 * The feature folders (src/features/<name>) in the running app: every registered feature's collections
 * are in the Payload config, as the feature declares them (its access rules and hooks), in the CMS menu's
 * order, and their tables exist (the migrations made them); its globals and job tasks (with their
 * schedules) are the running config's; its start-ups load; the demo seed ran its steps (the incidents
 * feature's reports, each feature's records). Routes, pages and the registry's lists: tests/unit/features.unit.spec.ts.
 */
import type { CollectionSlug } from 'payload'
import { describe, expect, it } from 'vitest'

import { FEATURES } from '@/registry/features'

import { collections } from '@/registry'
import { SEED_STEPS } from '@/registry/seed'
import { FEATURE_START_UPS } from '@/registry/startUps'

import { testPayload } from './helpers/payload'

const features = Object.entries(FEATURES)

describe('the registered features in the Payload config', () => {
  it('register every collection of every feature, with the feature’s own access rules and hooks', async () => {
    const payload = await testPayload()
    expect(features.length).toBeGreaterThan(0)
    for (const [name, feature] of features) {
      // Every feature has a data model: collections of its own, or the kernel's it names (running, and not its own).
      const kernelCollections: readonly string[] = 'kernelCollections' in feature ? feature.kernelCollections : []
      expect(feature.collections.length + kernelCollections.length, name).toBeGreaterThan(0)
      for (const slug of kernelCollections) {
        expect(payload.config.collections.some((candidate) => candidate.slug === slug), `${name}: ${slug}`).toBe(true)
        expect(features.flatMap(([, other]) => other.collections.map((collection) => collection.slug)), `${name}: ${slug}`).not.toContain(slug)
      }
      for (const collection of feature.collections) {
        const running = payload.config.collections.find((candidate) => candidate.slug === collection.slug)
        expect(running, `${name}: ${collection.slug}`).toBeDefined()
        const { access, hooks } = running!
        for (const [operation, rule] of Object.entries(collection.access ?? {})) expect(access[operation as keyof typeof access], `${collection.slug}: ${operation}`).toBe(rule)
        for (const [moment, own] of Object.entries(collection.hooks ?? {})) {
          expect(hooks[moment as keyof typeof hooks], `${collection.slug}: ${moment}`).toEqual(expect.arrayContaining(own as unknown[]))
        }
        expect(await payload.count({ collection: collection.slug as CollectionSlug, overrideAccess: true }), collection.slug).toMatchObject({ totalDocs: expect.any(Number) })
      }
    }
  })

  it('run the registry’s collections in its order (the CMS menu’s), before Payload’s own', async () => {
    const payload = await testPayload()
    const slugs = collections.map((collection) => collection.slug)
    expect(payload.config.collections.slice(0, slugs.length).map((collection) => collection.slug)).toEqual(slugs)
    expect(payload.config.collections.slice(slugs.length).every((collection) => collection.slug.startsWith('payload-'))).toBe(true)
  })

  it('register every global and job task a feature declares, each task with its schedule', async () => {
    const payload = await testPayload()
    for (const [name, feature] of features) {
      const declared = feature as { globals?: readonly { slug: string }[]; jobs?: readonly { slug: string; schedule?: unknown }[] }
      for (const global of declared.globals ?? []) {
        expect(payload.config.globals.map((candidate) => candidate.slug), `${name}: ${global.slug}`).toContain(global.slug)
        expect(await payload.findGlobal({ slug: global.slug as never, overrideAccess: true }), `${name}: ${global.slug}`).toBeDefined()
      }
      for (const task of declared.jobs ?? []) {
        const running = payload.config.jobs.tasks?.find((candidate) => candidate.slug === task.slug)
        expect(running, `${name}: ${task.slug}`).toBeDefined()
        expect(running!.schedule, `${name}: ${task.slug}`).toEqual(task.schedule)
      }
    }
    // Payload's own schedulePublish (the newsletters' drafts) after ours.
    expect(payload.config.jobs.tasks?.map((task) => task.slug)).toEqual(['notify', 'forgottenCheckOuts', 'billingRun', 'fireDrillReminder', 'schedulePublish'])
  })

  it('have each start-up load its listener (the function src/instrumentation.ts calls)', async () => {
    expect(FEATURE_START_UPS.length).toBeGreaterThan(0)
    for (const startUp of FEATURE_START_UPS) expect(typeof (await startUp.load()), startUp.name).toBe('function')
  })

  it('seed each feature’s records through its steps: a record of every collection a demo step fills', async () => {
    const payload = await testPayload()
    expect(SEED_STEPS.filter((step) => step.when === 'demo').length).toBeGreaterThanOrEqual(11)
    const filled = ['applications', 'consents', 'media', 'family-messages', 'billing-plans', 'immunization-records', 'care-plans', 'drills', 'staff-credentials', 'medication-authorizations', 'health-documents', 'curriculum-activities', 'authorized-pickups', 'staff-attendance', 'galleries'] as const
    for (const collection of filled) expect((await payload.count({ collection, overrideAccess: true })).totalDocs, collection).toBeGreaterThan(0)
  })

  it('seed the incidents feature’s demo reports (its seed.ts): one acknowledged, one awaiting the parent', async () => {
    const payload = await testPayload()
    const demo = { place: { in: ['Playground, near the slide', 'Butterfly Room, block corner'] } }
    const acknowledged = await payload.count({ collection: 'incidents', where: { and: [demo, { acknowledgedAt: { exists: true } }] }, overrideAccess: true })
    const awaiting = await payload.count({ collection: 'incidents', where: { and: [demo, { acknowledgedAt: { exists: false } }] }, overrideAccess: true })
    expect([acknowledged.totalDocs, awaiting.totalDocs]).toEqual([1, 1])
  })
})
