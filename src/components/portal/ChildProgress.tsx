'use client'

import type React from 'react'
import { useState } from 'react'
import useSWR from 'swr'

import { Button } from '@/components/ui/button'
import { Label } from '@/components/ui/label'
import { NativeSelect } from '@/components/ui/native-select'
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs'
import { toast } from '@/components/ui/use-toast'
import { type SessionUser, useEndSession } from '@/components/session/session'
import { ageInWholeYears, formatDate } from '@/lib/dates'
import { LogOutIcon } from './icons'
import { NoChildren } from './NoChildren'
import { forgetPortalUser } from './portal-session'
import { PortalFrame } from './PortalFrame'
import { api } from '@/contract/api'
import { withQuery, type Endpoint, type ItemOf, type ResponseOf } from '@/contract/endpoint'
import { type ChildRecord, fullName } from '@/contract/records'
import { capitalized, cn } from '@/lib/utils'
import { labelOf } from '@/components/forms/choices'
import { PORTAL_AGE_GROUPS, ageText } from './childAge'
import { ChildPhotos } from './ChildPhotoGallery'
import { AsyncRecords, Details, EmptyState, RecordsList, RecordSummary, Tag } from './RecordStates'

/**
 * The portal's view of one child (the family's first, or the one the parent picks): profile, daily
 * reports and milestones of that child (the server filters them: `?childId=`), newest first, and the photo
 * placeholder. Each tab reads its list when it is first opened.
 */
export function ChildProgress({ user, phone }: { user: SessionUser; phone: string | null }) {
  const endSession = useEndSession()
  const children = useSWR<ResponseOf<typeof api.family.ownChildren>>(api.family.ownChildren.path)
  const [chosenId, setChosenId] = useState<string | null>(null)

  const logOut = async () => {
    await endSession()
    forgetPortalUser()
    toast({ title: 'Logged Out', description: 'You have been logged out of the parent portal.' })
  }

  return (
    <PortalFrame
      actions={
        <Button size="sm" onClick={logOut}>
          <LogOutIcon />
          Logout
        </Button>
      }
    >
      <AsyncRecords
        result={children}
        loading="Loading your child’s progress..."
        failed="We could not load your child’s details. Please try again."
        empty={
          <>
            <h1 className="mb-6 text-3xl font-bold text-ink">Parent Portal</h1>
            <NoChildren phone={phone} heading="h2" />
          </>
        }
      >
        {(items) => {
          const child = items.find(({ id }) => id === chosenId) ?? items[0]!
          return (
            <div className="flex flex-col gap-6">
              <div className="flex flex-wrap items-end justify-between gap-4">
                <div className="[overflow-wrap:anywhere]">
                  <h1 className="text-3xl font-bold text-ink">{child.firstName} Progress</h1>
                  <p className="mt-1 text-ink-soft">Signed in as {user.username}</p>
                </div>
                {items.length > 1 && (
                  <div className="flex w-full flex-col gap-1.5 sm:w-64">
                    <Label htmlFor="portal-child">Child</Label>
                    <NativeSelect id="portal-child" value={child.id} onChange={(event) => setChosenId(event.target.value)}>
                      {items.map((option) => (
                        <option key={option.id} value={option.id}>
                          {fullName(option)}
                        </option>
                      ))}
                    </NativeSelect>
                  </div>
                )}
              </div>
              <Tabs defaultValue="profile">
                <TabsList aria-label={`${child.firstName}’s progress`}>
                  <TabsTrigger value="profile">Profile</TabsTrigger>
                  <TabsTrigger value="daily">Daily Activities</TabsTrigger>
                  <TabsTrigger value="milestones">Milestones</TabsTrigger>
                  <TabsTrigger value="media">Photos &amp; Videos</TabsTrigger>
                </TabsList>
                <TabsContent value="profile">
                  <ChildProfile child={child} />
                </TabsContent>
                <TabsContent value="daily">
                  <ChildRecords
                    list={api.records.dailyActivities}
                    child={child}
                    what="daily activities"
                    empty={{ title: 'No Daily Activities Yet', text: 'Daily reports appear here after each day at the centre.' }}
                    render={(day) => <DailyReport day={day} />}
                  />
                </TabsContent>
                <TabsContent value="milestones">
                  <ChildRecords
                    list={api.records.milestones}
                    child={child}
                    what="milestones"
                    itemClassName="flex flex-col gap-2"
                    empty={{ title: 'No Milestones Yet', text: <>Milestones appear here as {child.firstName} reaches them.</> }}
                    render={(milestone) => <MilestoneItem milestone={milestone} />}
                  />
                </TabsContent>
                <TabsContent value="media">
                  {/* Photos (issue 17): those every tagged child's parents consented to show in the portal. */}
                  <ChildPhotos childId={child.id} firstName={child.firstName} />
                </TabsContent>
              </Tabs>
            </div>
          )
        }}
      </AsyncRecords>
    </PortalFrame>
  )
}

const panel = 'rounded-3xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6'

function ChildProfile({ child }: { child: ChildRecord }) {
  return (
    <section aria-labelledby="portal-profile" className={panel}>
      <h2 id="portal-profile" className="mb-4 text-xl font-bold text-ink">
        {fullName(child)}
      </h2>
      <Details
        items={[
          ['Age', ageText(ageInWholeYears(child.dateOfBirth))],
          ['Date of birth', formatDate(child.dateOfBirth, 'Not recorded')],
          ['Age group', labelOf(PORTAL_AGE_GROUPS, child.ageGroup, 'Not set')],
          ['Enrolled since', formatDate(child.enrollmentDate, 'Not recorded')],
          ['Allergies', child.allergies],
          ['Dietary restrictions', child.dietaryRestrictions],
          ['Medical conditions', child.medicalConditions],
          ['Special needs', child.specialNeeds],
          ['Preferred nap time', child.preferredNapTime],
          ['Favorite activities', child.favoriteActivities],
          ['Emergency contact', [child.emergencyContact, child.emergencyContactPhone].filter(Boolean).join(', ')],
        ]}
      />
    </section>
  )
}

/** A list of the child's records (the server filters it: `?childId=`), read when its tab is first opened. */
function ChildRecords<T extends { id: string }>({
  list,
  child,
  what,
  itemClassName,
  empty,
  render,
}: {
  list: Endpoint<'GET', string, null, readonly T[]>
  child: ChildRecord
  what: string
  /** Added to each record's panel. */
  itemClassName?: string
  empty: { title: string; text: React.ReactNode }
  render: (record: T) => React.ReactNode
}) {
  const result = useSWR<T[]>(withQuery(list.path, { childId: child.id }))
  return (
    <RecordsList
      result={result}
      what={what}
      itemClassName={cn(panel, itemClassName)}
      empty={
        <EmptyState title={empty.title} heading="h2">
          {empty.text}
        </EmptyState>
      }
      render={render}
    />
  )
}

function DailyReport({ day }: { day: ItemOf<typeof api.records.dailyActivities> }) {
  return (
    <>
      <h2 className="mb-3 text-lg font-bold text-ink">{formatDate(day.date, 'Date not recorded')}</h2>
      <Details
        items={[
          ['Meal time', day.mealTime],
          ['Nap time', day.napTime],
          ['Activities', day.activities],
          ['Mood', day.mood && <Tag>{capitalized(day.mood)}</Tag>],
          ['Notes', day.notes],
        ]}
      />
    </>
  )
}

function MilestoneItem({ milestone }: { milestone: ItemOf<typeof api.records.milestones> }) {
  return (
    <RecordSummary
      heading="h2"
      record={milestone}
      when={`Achieved ${formatDate(milestone.achievedAt, 'on a date not recorded')}`}
      notes={{ label: 'Notes:', text: milestone.notes }}
    />
  )
}
