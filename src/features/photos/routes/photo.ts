import 'server-only'

import { api } from '@/contract/api'
import { respond, route } from '@/server/http/route'
import { deletePhoto } from '../service'

/** Deletes a photo, record and files (an admin; a teacher the photos they uploaded). */
export const DELETE = route<{ photoId: string }>(async ({ params, actor }) => respond(api.photos.remove, await deletePhoto(actor, params.photoId)))
