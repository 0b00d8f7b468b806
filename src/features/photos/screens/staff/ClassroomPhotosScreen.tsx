'use client'

import { useTranslations } from 'next-intl'

import { Button } from '@/components/ui/button'
import { attendanceEndpoints } from '@/features/attendance/endpoints'
import { FloorScreen } from '@/components/staff/operations/useFloorStaff'
import { ChildPhotos } from './ChildPhotos'
import { useEndpoint } from '@/components/swr'

/**
 * /staff/photos: a teacher uploads photos of the children of their classrooms and tags them,
 * and sees their classrooms' photos with who may see each; they delete the photos they uploaded. The
 * children to tag are the teacher's classrooms' (today's roster); the server checks them again.
 */
export function ClassroomPhotosScreen() {
  const t = useTranslations('staff.operations.photos')
  return (
    <FloorScreen screen="photos" title={t('title')} links={['attendance']}>
      {(user) => <ClassroomPhotos canDeleteAll={user.role === 'admin'} userId={user.id} />}
    </FloorScreen>
  )
}

function ClassroomPhotos({ canDeleteAll, userId }: { canDeleteAll: boolean; userId: string }) {
  const roster = useEndpoint(attendanceEndpoints.today)
  const t = useTranslations('staff.operations.photos')
  const floor = useTranslations('staff.operations.floor')
  const children = roster.data?.children.map((child) => ({ id: child.id, name: `${child.firstName} ${child.lastName}` }))
  return (
    <>
      {roster.error && !roster.data && (
        <div role="alert" className="mb-6 flex flex-wrap items-center gap-3 rounded-2xl bg-coral-50 p-4">
          <p>{t('childrenLoadFailed')}</p>
          <Button variant="outline" size="sm" onClick={() => void roster.mutate()}>
            {floor('tryAgain')}
          </Button>
        </div>
      )}
      <ChildPhotos idPrefix="classroom-photo" taggable={children} canDelete={(photo) => canDeleteAll || photo.uploadedBy === userId} />
    </>
  )
}
