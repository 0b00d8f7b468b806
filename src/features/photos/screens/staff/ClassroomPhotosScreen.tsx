'use client'

import { useTranslations } from 'next-intl'

import { Button } from '@/components/ui/button'
import { api } from '@/contract/api'
import { Link } from '@/i18n/navigation'
import { StaffLoading, StaffScreen } from '@/components/staff/shared/StaffScreen'
import { SessionCheckFailed, useFloorStaff } from '@/components/staff/operations/useFloorStaff'
import { ChildPhotos } from './ChildPhotos'
import { useEndpoint } from '@/components/swr'

/**
 * /staff/photos: a teacher uploads photos of the children of their classrooms and tags them,
 * and sees their classrooms' photos with who may see each; they delete the photos they uploaded. The
 * children to tag are the teacher's classrooms' (today's roster); the server checks them again.
 */
export function ClassroomPhotosScreen() {
  const { user, error, retry, logout } = useFloorStaff('/staff/photos')
  const roster = useEndpoint(user ? api.operations.today : null)
  const t = useTranslations('staff.operations.photos')
  const floor = useTranslations('staff.operations.floor')
  const TITLE = t('title')

  if (error) return <SessionCheckFailed title={TITLE} onRetry={retry} />
  if (!user) return <StaffLoading title={TITLE} text={floor('checkingSession')} languageSwitcher />

  const children = roster.data?.children.map((child) => ({ id: child.id, name: `${child.firstName} ${child.lastName}` }))
  return (
    <StaffScreen
      title={TITLE}
      welcome={floor('signedInAs', { name: user.firstName ?? user.username })}
      languageSwitcher
      actions={
        <>
          <Button asChild variant="outline">
            <Link href="/staff/attendance">{floor('navLabel.attendance')}</Link>
          </Button>
          <Button onClick={() => void logout()}>{floor('logout')}</Button>
        </>
      }
    >
      {roster.error && !roster.data && (
        <div role="alert" className="mb-6 flex flex-wrap items-center gap-3 rounded-2xl bg-coral-50 p-4">
          <p>{t('childrenLoadFailed')}</p>
          <Button variant="outline" size="sm" onClick={() => void roster.mutate()}>
            {floor('tryAgain')}
          </Button>
        </div>
      )}
      <ChildPhotos idPrefix="classroom-photo" taggable={children} canDelete={(photo) => user.role === 'admin' || photo.uploadedBy === user.id} />
    </StaffScreen>
  )
}
