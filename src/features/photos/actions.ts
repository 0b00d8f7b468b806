import { defineActions } from '@/access/actions'

/**
 * Who may do what with photos of children at the centre (src/access/actions.ts). A photo is a file of the
 * kernel's media collection, whose access rule (src/access/mediaVisibility.ts, src/access/pickupPhotos.ts)
 * decides which photo each caller sees or deletes; these rows are the photos' endpoints'. Integrations,
 * editors and visitors take none of these.
 */
export const photosActions = defineActions('photos', {
  seePhotos: { what: 'see photos of children: a family those of its children with every tagged child’s portal consent, a teacher their rooms’ children’s', callers: { admin: 'all', parent: 'family', teacher: 'rooms' } },
  takePhotos: { what: 'upload a photo of children and tag them (a teacher: children of their rooms)', callers: { admin: 'all', teacher: 'checked' } },
  removePhotos: { what: 'delete a photo of children (a teacher: the ones they uploaded)', callers: { admin: 'all', teacher: 'self' } },
})
