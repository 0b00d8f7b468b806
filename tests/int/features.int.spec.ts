/**
 * The feature folders (src/features/<name>) in the running app: every registered feature's collections
 * are in the Payload config, as the feature declares them (its access rules and hooks), and their tables
 * exist (the migrations made them), and the demo seed wrote the incidents feature's reports. Routes, pages and the contract: tests/unit/features.unit.spec.ts.
 */
import type { CollectionSlug } from 'payload'
import { describe, expect, it } from 'vitest'

import { FEATURES } from '@/registry/features'

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

  it('seed the incidents feature’s demo reports (its seed.ts): one acknowledged, one awaiting the parent', async () => {
    const payload = await testPayload()
    const demo = { place: { in: ['Playground, near the slide', 'Butterfly Room, block corner'] } }
    const acknowledged = await payload.count({ collection: 'incidents', where: { and: [demo, { acknowledgedAt: { exists: true } }] }, overrideAccess: true })
    const awaiting = await payload.count({ collection: 'incidents', where: { and: [demo, { acknowledgedAt: { exists: false } }] }, overrideAccess: true })
    expect([acknowledged.totalDocs, awaiting.totalDocs]).toEqual([1, 1])
  })
})
