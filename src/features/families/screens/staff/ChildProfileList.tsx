'use client'

import Image from 'next/image'
import { useTranslations } from 'next-intl'
import { useState } from 'react'

import { type ChildRecord, fullName, type UserRecord } from '@/contract/records'
import { ChildCards } from '@/components/staff/shared/ChildCards'
import { DetailList } from '@/components/staff/shared/RecordCards'
import type { StaffList } from '@/components/staff/shared/lists'

/** The child's picture, or a placeholder when there is none or it cannot be shown. */
function ChildPicture({ child }: { child: ChildRecord }) {
  const [broken, setBroken] = useState(false)
  const t = useTranslations('staff.secureAdmin.profiles')
  const name = fullName(child)
  if (!child.profileImage || broken) {
    return (
      <div role="img" aria-label={t('noPhoto', { name })} className="flex size-16 shrink-0 items-center justify-center rounded-full bg-brand-100 text-xl font-bold text-brand-800">
        <span aria-hidden="true">{`${child.firstName.charAt(0)}${child.lastName.charAt(0)}`.toUpperCase()}</span>
      </div>
    )
  }
  return (
    <Image
      src={child.profileImage}
      alt={t('photo', { name })}
      width={64}
      height={64}
      // Staff enter any address; the optimizer only serves this site's own images.
      unoptimized
      onError={() => setBroken(true)}
      className="size-16 shrink-0 rounded-full object-cover"
    />
  )
}

/** /secure-admin's children: picture, date of birth, age group, enrollment, special needs and allergies. */
export function ChildProfileList({ list, parents }: { list: StaffList<ChildRecord>; parents: UserRecord[] }) {
  const t = useTranslations('staff.secureAdmin.profiles')
  return (
    <ChildCards
      list={list}
      parents={parents}
      card={(child, basics) => (
        <li className="flex gap-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm">
          <ChildPicture child={child} />
          <div className="min-w-0 flex-1">
            <h3 className="mb-2 text-lg font-bold text-ink">{fullName(child)}</h3>
            <DetailList
              details={[...basics, [t('specialNeeds'), child.specialNeeds || t('none')], [t('allergies'), child.allergies || t('none')]]}
            />
          </div>
        </li>
      )}
    />
  )
}
