import { del, get, post } from '@/contract/endpoint'
import { photosActions } from './actions'
import type { PhotoRecord } from './record'

/** The upload form's schema, in a chunk of its own, fetched when something validates (see src/contract/endpoint.ts). */
const schemas = () => import('./schemas')

/**
 * Photos of children at the centre: `api.photos` (src/registry/api.ts). A parent's are those visible to
 * their family (every tagged child has portal-photo consent), a teacher's their classrooms' children's,
 * an admin's all; newest first, `?childId=` narrows. Admins and teachers upload (a multipart form: `file`,
 * `title`, `description`, `childIds` separated by commas) and delete (teachers: the photos they uploaded).
 */
export const photoEndpoints = {
  list: get('/api/photos', photosActions.seePhotos).returns<PhotoRecord[]>(),
  upload: post('/api/photos', async () => (await schemas()).photoUploadFields, photosActions.takePhotos).returns<PhotoRecord>(),
  remove: del((photoId: string) => `/api/photos/${encodeURIComponent(photoId)}`, photosActions.removePhotos).returns<{ success: true; message: string }>(),
} as const
