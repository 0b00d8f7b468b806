import type { CollectionConfig, CollectionSlug } from 'payload'

import type { Endpoint } from '@/contract/endpoint'

/**
 * What a feature folder declares about itself (`src/features/<name>/feature.ts`), listed once in
 * src/features/index.ts. The descriptor holds the pieces that the app's shared lists take in, so the
 * tests can check that each one is taken in: tests/unit/features.unit.spec.ts (routes, pages, the
 * contract) and tests/int/features.int.spec.ts (the running Payload config).
 */
export type Feature = {
  /** Its folder's name under src/features. */
  readonly name: string
  /** Its Payload collections, placed in src/collections/index.ts (where they stand is the CMS menu's order). */
  readonly collections: readonly CollectionConfig[]
  /**
   * The kernel's collections whose records it serves, when it has none of its own: the photos are files of
   * the media collection, which the site's files share. tests/int/features.int.spec.ts finds them running.
   */
  readonly kernelCollections?: readonly CollectionSlug[]
  /** Its /api entries, spread into a group of src/contract/api.ts; each path has a route file under src/app/api that re-exports the feature's handler. */
  readonly endpoints: Readonly<Record<string, Endpoint>>
  /** Its pages as APP_PAGE_ROUTES writes them (src/i18n/pageRoutes.ts), each a page.tsx under src/app/(frontend)/[locale]. */
  readonly pages: readonly string[]
}
