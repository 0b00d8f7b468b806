import 'server-only'

import { photoEndpoints } from '../endpoints'
import { respond, route } from '@/server/http/route'
import { deletePhoto } from '../service'

/** Deletes a photo, record and files (an admin; a teacher the photos they uploaded). */
export const DELETE = route<{ photoId: string }>(photoEndpoints.remove, async ({ params, actor }) => respond(photoEndpoints.remove, await deletePhoto(actor, params.photoId)))
