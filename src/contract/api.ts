/**
 * The kernel's /api entries (docs/spec.md §7): those no feature owns. Every other endpoint is declared in
 * its feature's endpoints.ts (src/features/<name>), which that feature's handlers and screens import; the
 * session's "who am I" and the language switcher's save, which every screen reads, are in session.ts.
 * src/registry/api.ts composes the whole contract from these and the features' (docs/adding-a-feature.md).
 */
import { kernelActions } from '@/access/kernelActions'
import type { ContentTag } from '@/lib/constants'
import { get, post } from './endpoint'
import type { Readiness } from './records'

/** The body schemas, each in the chunk of its module, fetched when something validates (see endpoint.ts). */
const revalidate = () => import('./schemas/revalidate')

/**
 * For load balancers and orchestrators: no session, no body, never cached. `health`: the process
 * answers (touches nothing). `ready`: it can serve (database reachable and migrated, Redis and storage
 * reachable when configured), else 503 with what is not.
 */
export const probeEndpoints = {
  health: get('/api/health', kernelActions.probe).returns<{ status: 'ok' }>(),
  ready: get('/api/ready', kernelActions.probe).returns<Readiness>(),
} as const

/** Between the app's own processes (a bearer token, never a browser). */
export const internalEndpoints = {
  revalidate: post('/api/internal/revalidate', async () => (await revalidate()).revalidateSchema, kernelActions.revalidate).returns<{ revalidated: ContentTag[] }>(),
} as const

/** Payload's REST API (the CMS): where stored files are served, access-checked. */
export const CMS_API = {
  root: '/api/cms',
  mediaFiles: '/api/cms/media/file/',
} as const

/** Every path the app answers under /api, for robots.txt and the like. */
export const API_ROOT = '/api/'
