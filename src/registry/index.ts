import type { CollectionConfig, GlobalConfig } from 'payload'

import { kernelCollections, withAuditLog } from '@/collections'
import { jobsConfigWith } from '@/jobs'
import { inMenuOrder } from './cmsMenu'
import { FEATURE_LIST } from './features'

/**
 * The room above the features (docs/architecture.md, "The registry"): what payload.config.ts takes, composed
 * from the kernel's own parts and every registered feature's descriptor (src/registry/features.ts).
 * The start-ups are src/registry/startUps.ts's, the seed src/registry/seed.ts's.
 */

/** Every collection, the kernel's and the features', in the CMS menu's order (cmsMenu.ts), reads and changes of a child's records logged (withAuditLog). */
export const collections: CollectionConfig[] = withAuditLog(inMenuOrder([...kernelCollections, ...FEATURE_LIST.flatMap((feature) => feature.collections)]))

/** Every global: the features' (the site settings). */
export const globals: GlobalConfig[] = FEATURE_LIST.flatMap((feature) => feature.globals ?? [])

/** The job queue's config (src/jobs): the kernel's tasks and every feature's, with their schedules. */
export const jobsConfig = jobsConfigWith(FEATURE_LIST.flatMap((feature) => feature.jobs ?? []))

/** Every task the app runs (payload.config.ts registers them through jobsConfig). */
export const jobTasks = jobsConfig.tasks

export { FEATURES, FEATURE_LIST } from './features'
