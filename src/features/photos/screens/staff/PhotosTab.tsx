'use client'

import { familyAdminEndpoints } from '@/features/families/endpoints'
import { fullName } from '@/contract/records'
import { useStaffList } from '@/components/staff/shared/lists'
import { ChildPhotos } from './ChildPhotos'

/**
 * The Photos tab of /admin: upload a photo of children and tag them, and every photo with
 * who may see it. An admin tags any child and deletes any photo.
 */
export function PhotosTab() {
  const children = useStaffList(familyAdminEndpoints.children)
  return <ChildPhotos idPrefix="admin-photo" taggable={children.records?.map((child) => ({ id: child.id, name: fullName(child) }))} canDelete={() => true} />
}
