'use client'

import Image from 'next/image'
import { useState } from 'react'

import { formatDate } from '@/lib/dates'
import { ageGroupLabel, fullName, type ServerChild, type ServerParent } from '@/components/staff/server-records/records'
import { DetailList, ListStatus, RecordGrid } from '@/components/staff/server-records/StaffListParts'
import type { StaffList } from '@/components/staff/server-records/useStaffList'

/** The child's picture, or a placeholder when there is none or it cannot be shown. */
function ChildPicture({ child }: { child: ServerChild }) {
  const [broken, setBroken] = useState(false)
  const name = fullName(child)
  if (!child.profileImage || broken) {
    return (
      <div role="img" aria-label={`No photo of ${name} yet`} className="flex size-16 shrink-0 items-center justify-center rounded-full bg-brand-100 text-xl font-bold text-brand-800">
        <span aria-hidden="true">{`${child.firstName.charAt(0)}${child.lastName.charAt(0)}`.toUpperCase()}</span>
      </div>
    )
  }
  return (
    <Image
      src={child.profileImage}
      alt={`Photo of ${name}`}
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
export function ChildProfileList({ list, parents }: { list: StaffList<ServerChild>; parents: ServerParent[] }) {
  const status = <ListStatus list={list} noun="children" emptyText="No children added yet. Add a parent first, then the child." />
  if (!list.records?.length) return status
  const parentById = new Map(parents.map((parent) => [parent.id, parent]))
  return (
    <RecordGrid label="Children">
      {list.records.map((child) => {
        const parent = child.parentId ? parentById.get(child.parentId) : undefined
        return (
          <li key={child.id} className="flex gap-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm">
            <ChildPicture child={child} />
            <div className="min-w-0 flex-1">
              <h3 className="mb-2 text-lg font-bold text-ink">{fullName(child)}</h3>
              <DetailList
                details={[
                  ['Date of Birth', formatDate(child.dateOfBirth, 'Unknown')],
                  ['Age Group', ageGroupLabel(child.ageGroup)],
                  ['Enrolled', formatDate(child.enrollmentDate, 'Unknown')],
                  ['Parent', parent ? fullName(parent, parent.username) : 'Unknown'],
                  ['Special Needs', child.specialNeeds || 'None'],
                  ['Allergies', child.allergies || 'None'],
                ]}
              />
            </div>
          </li>
        )
      })}
    </RecordGrid>
  )
}
