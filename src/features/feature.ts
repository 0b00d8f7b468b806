import type { CollectionConfig, CollectionSlug, GlobalConfig, JobsConfig } from 'payload'

import type { Action } from '@/access/actions'
import type { Endpoint } from '@/contract/endpoint'
import type { AgeBand } from '@/seed/largeCentre'
import type { SeedStep } from '@/seed/steps'

/**
 * One listener a feature starts in each server process before it takes requests (src/instrumentation.ts,
 * through src/registry/startUps.ts). `load` imports its module only then (`() => import('./boot')…`):
 * Next's instrumentation hook is built for every runtime, and the descriptor is read by the server's config.
 * `before`: the features whose start-ups must come after this one (a listener that must hear their first notices).
 */
export type StartUp = {
  readonly name: string
  readonly load: () => Promise<() => unknown>
  readonly before?: readonly string[]
}

/** A job task as Payload's config takes it (whatever its slug). */
export type JobTask = NonNullable<JobsConfig['tasks']>[number]

/** A seed step with its place: `after`, the features whose steps of the same moment it needs run first (their records). */
export type FeatureSeedStep = SeedStep & { readonly after?: readonly string[] }

/**
 * Route segment config (Next's `dynamic`, `runtime`, …) of a route file. Next reads it from the file
 * itself without running it, so the generated route file writes it out as a literal (npm run api:routes).
 */
export type SegmentConfig = {
  readonly dynamic?: 'auto' | 'force-dynamic' | 'error' | 'force-static'
  readonly runtime?: 'nodejs' | 'edge'
  readonly maxDuration?: number
  readonly revalidate?: number | false
}

/**
 * The handler of one endpoint: the module of the feature's `routes/` folder that exports the endpoint's
 * method (`'drills'` is `src/features/<name>/routes/drills.ts`), with the segment config its path needs.
 */
export type RouteFile = string | { readonly module: string; readonly segment: SegmentConfig }

/** A handler named for each of the endpoints `E`, none left out and none more (a feature's `routes`). */
export type RoutesOf<E extends Readonly<Record<string, Endpoint>>> = { readonly [K in keyof E]: RouteFile }

/**
 * What a feature folder declares about itself (`src/features/<name>/feature.ts`), listed once in
 * src/registry/features.ts. The registry (src/registry) composes the app from these: the Payload config's
 * collections, globals and jobs, the start-ups, the seed and the large centre; no kernel file imports a
 * feature. tests/unit/features.unit.spec.ts (routes, pages, the contract, the registry's lists) and
 * tests/int/features.int.spec.ts (the running Payload config) check that each piece is taken in.
 */
export type Feature = {
  /** Its folder's name under src/features. */
  readonly name: string
  /** Its Payload collections, in their order; where they stand in the CMS menu among all: src/registry/cmsMenu.ts. */
  readonly collections: readonly CollectionConfig[]
  /**
   * The kernel's collections whose records it serves, when it has none of its own: the photos are files of
   * the media collection, which the site's files share. tests/int/features.int.spec.ts finds them running.
   */
  readonly kernelCollections?: readonly CollectionSlug[]
  /** Its Payload globals (the site settings). */
  readonly globals?: readonly GlobalConfig[]
  /** Its job tasks, each with its own `schedule` when it has one (Payload queues it then). */
  readonly jobs?: readonly JobTask[]
  /** What it starts in each server process (src/instrumentation.ts). */
  readonly startUps?: readonly StartUp[]
  /** Its steps of the demo seed (src/seed/steps.ts says when each runs). */
  readonly seed?: readonly FeatureSeedStep[]
  /** What it adds to the large centre of the benchmarks (`npm run seed -- --children N`). */
  readonly largeCentre?: { readonly ageBands?: readonly AgeBand[] }
  /**
   * Its table of who may do what (its `actions.ts`, src/access/actions.ts): every action its endpoints
   * name and its collections' access functions read, each named once. src/registry/actions.ts lists all.
   */
  readonly actions: Readonly<Record<string, Action>>
  /**
   * The namespaces of the catalogue it owns ('staff.billing', 'mail.invoice'): their texts are in its
   * `i18n/en.json` and `i18n/es.json`, which hold these and nothing else. `npm run messages` writes
   * src/i18n/messages' catalogues from the kernel's texts (src/i18n/kernel) and these; the lint tier fails on drift.
   */
  readonly messages?: readonly string[]
  /** Its /api entries, spread into a group of the contract by src/registry/api.ts. */
  readonly endpoints: Readonly<Record<string, Endpoint>>
  /**
   * Which of its handler modules serves each of its endpoints, by the endpoint's key (`satisfies
   * RoutesOf<typeof endpoints>`: every key, no other). Only the modules' names: the descriptor loads no
   * handler. `npm run api:routes` writes src/app/api's route files from these (src/registry/apiRoutes.ts),
   * each a re-export of the handlers at its path; `npm run api:routes:check` (the lint tier) fails on drift.
   */
  readonly routes: Readonly<Record<string, RouteFile>>
  /**
   * Its pages, by path as the proxy's list writes them (`'/staff/drills'`, `'/incidents/[incidentId]'`),
   * each with the module of its `screens/staff` or `screens/portal` that is the page (default export and
   * `generateMetadata`). `npm run pages` writes each page.tsx under src/app/(frontend)/[locale] in the
   * area's route group, and the paths into src/i18n/featurePages.ts (src/registry/pages.ts); the lint
   * tier fails on drift.
   */
  readonly pages?: Readonly<Record<string, string>>
}
