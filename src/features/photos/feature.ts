import type { Feature, RoutesOf } from '../feature'
import { photosActions } from './actions'
import { photoEndpoints } from './endpoints'

/**
 * Photos of children at the centre: staff upload them and tag the children in them, families see those
 * whose every child has portal-photo consent. A photo is a file of the media collection (`purpose:
 * child-photo`), which the site's files share: the collection, its access rule (src/access/mediaVisibility.ts)
 * and its hooks stay in the kernel, so the feature brings no collection of its own.
 */
export const photosFeature = {
  name: 'photos',
  collections: [],
  seed: [{ when: 'demo', run: async ({ payload, req }) => (await import('./seed')).seedChildPhotos(payload, req) }],
  kernelCollections: ['media'],
  actions: photosActions,
  messages: ['portal.gallery'],
  endpoints: photoEndpoints,
  routes: {
    list: 'photos',
    upload: 'photos',
    remove: 'photo',
  } satisfies RoutesOf<typeof photoEndpoints>,
  pages: { '/staff/photos': 'screens/staff/ClassroomPhotosPage' },
} as const satisfies Feature
