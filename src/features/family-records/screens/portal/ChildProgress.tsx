'use client'

import { useLocale, useTranslations } from 'next-intl'
import type React from 'react'
import { useState } from 'react'

import { Button } from '@/components/ui/button'
import { Label } from '@/components/ui/label'
import { NativeSelect } from '@/components/ui/native-select'
import { localizeTimes } from '@/i18n/times'
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs'
import { toast } from '@/components/ui/use-toast'
import { type SessionUser, useEndSession } from '@/components/session/session'
import { ageInWholeYears } from '@/lib/dates'
import { LogOutIcon } from '@/components/portal/icons'
import { NoChildren } from '@/components/portal/NoChildren'
import { forgetPortalUser } from '@/components/portal/portal-session'
import { PortalFrame } from '@/components/portal/PortalFrame'
import { ownChildrenEndpoints } from '@/features/families/endpoints'
import { dailyRecordEndpoints } from '../../endpoints'
import { type Endpoint, type ItemOf } from '@/contract/endpoint'
import { type ChildRecord, fullName } from '@/contract/records'
import { cn } from '@/lib/utils'
import { useChildTexts } from '@/components/portal/childAge'
import { ChildPhotos } from '@/features/photos/screens/portal/ChildPhotoGallery'
import { usePortalDates } from '@/components/portal/dates'
import { AsyncRecords, Details, EmptyState, RecordsList, type RecordsKind, RecordSummary, Tag, useTagText } from '@/components/portal/RecordStates'
import { useEndpoint } from '@/components/swr'

/**
 * The portal's view of one child (the family's first, or the one the parent picks): profile, daily
 * reports and milestones of that child (the server filters them: `?childId=`), newest first, and the photo
 * placeholder. Each tab reads its list when it is first opened.
 */
export function ChildProgress({ user, phone }: { user: SessionUser; phone: string | null }) {
  const t = useTranslations('portal.progress')
  const frame = useTranslations('portal.frame')
  const endSession = useEndSession()
  const children = useEndpoint(ownChildrenEndpoints.ownChildren)
  const [chosenId, setChosenId] = useState<string | null>(null)

  const logOut = async () => {
    await endSession()
    forgetPortalUser()
    toast({ title: t('loggedOutTitle'), description: t('loggedOutDescription') })
  }

  return (
    <PortalFrame
      actions={
        <Button size="sm" onClick={logOut}>
          <LogOutIcon />
          {frame('logout')}
        </Button>
      }
    >
      <AsyncRecords
        result={children}
        loading={t('loading')}
        failed={t('failed')}
        empty={
          <>
            <h1 className="mb-6 text-3xl font-bold text-ink">{t('title')}</h1>
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
                  <h1 className="text-3xl font-bold text-ink">{t('heading', { firstName: child.firstName })}</h1>
                  <p className="mt-1 text-ink-soft">{t('signedInAs', { username: user.username })}</p>
                </div>
                {items.length > 1 && (
                  <div className="flex w-full flex-col gap-1.5 sm:w-64">
                    <Label htmlFor="portal-child">{t('child')}</Label>
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
                <TabsList aria-label={t('tabsLabel', { firstName: child.firstName })}>
                  <TabsTrigger value="profile">{t('profile')}</TabsTrigger>
                  <TabsTrigger value="daily">{t('daily')}</TabsTrigger>
                  <TabsTrigger value="milestones">{t('milestones')}</TabsTrigger>
                  <TabsTrigger value="media">{t('media')}</TabsTrigger>
                </TabsList>
                <TabsContent value="profile">
                  <ChildProfile child={child} />
                </TabsContent>
                <TabsContent value="daily">
                  <ChildRecords
                    list={dailyRecordEndpoints.dailyActivities}
                    child={child}
                    what="dailyActivities"
                    empty={{ title: t('noDailyTitle'), text: t('noDailyText') }}
                    render={(day) => <DailyReport day={day} />}
                  />
                </TabsContent>
                <TabsContent value="milestones">
                  <ChildRecords
                    list={dailyRecordEndpoints.milestones}
                    child={child}
                    what="milestones"
                    itemClassName="flex flex-col gap-2"
                    empty={{ title: t('noMilestonesTitle'), text: t('noMilestonesText', { firstName: child.firstName }) }}
                    render={(milestone) => <MilestoneItem milestone={milestone} />}
                  />
                </TabsContent>
                <TabsContent value="media">
                  {/* Photos: those every tagged child's parents consented to show in the portal. */}
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
  const t = useTranslations('portal.child')
  const texts = useChildTexts()
  const dates = usePortalDates()
  const locale = useLocale()
  return (
    <section aria-labelledby="portal-profile" className={panel}>
      <h2 id="portal-profile" className="mb-4 text-xl font-bold text-ink">
        {fullName(child)}
      </h2>
      <Details
        items={[
          [t('age'), texts.age(ageInWholeYears(child.dateOfBirth))],
          [t('dateOfBirth'), dates.day(child.dateOfBirth, t('notRecorded'))],
          [t('ageGroup'), texts.ageGroup(child.ageGroup)],
          [t('enrolledSince'), dates.day(child.enrollmentDate, t('notRecorded'))],
          [t('allergies'), child.allergies],
          [t('dietaryRestrictions'), child.dietaryRestrictions],
          [t('medicalConditions'), child.medicalConditions],
          [t('specialNeeds'), child.specialNeeds],
          // Typed by staff ("12:30 PM"): its times in the page's language, the words as written.
          [t('preferredNapTime'), child.preferredNapTime && localizeTimes(child.preferredNapTime, locale)],
          [t('favoriteActivities'), child.favoriteActivities],
          [t('emergencyContact'), [child.emergencyContact, child.emergencyContactPhone].filter(Boolean).join(', ')],
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
  what: RecordsKind
  /** Added to each record's panel. */
  itemClassName?: string
  empty: { title: string; text: React.ReactNode }
  render: (record: T) => React.ReactNode
}) {
  const result = useEndpoint(list, { childId: child.id })
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

function DailyReport({ day }: { day: ItemOf<typeof dailyRecordEndpoints.dailyActivities> }) {
  const t = useTranslations('portal.progress')
  const child = useTranslations('portal.child')
  const dates = usePortalDates()
  const tagText = useTagText()
  const locale = useLocale()
  return (
    <>
      <h2 className="mb-3 text-lg font-bold text-ink">{dates.day(day.date, child('dateNotRecorded'))}</h2>
      <Details
        items={[
          [t('mealTime'), day.mealTime && localizeTimes(day.mealTime, locale)],
          [t('napTime'), day.napTime && localizeTimes(day.napTime, locale)],
          [t('activities'), day.activities],
          [t('mood'), day.mood && <Tag>{tagText('mood', day.mood)}</Tag>],
          [t('notes'), day.notes],
        ]}
      />
    </>
  )
}

function MilestoneItem({ milestone }: { milestone: ItemOf<typeof dailyRecordEndpoints.milestones> }) {
  const t = useTranslations('portal.progress')
  const dates = usePortalDates()
  const achieved = dates.day(milestone.achievedAt)
  return (
    <RecordSummary
      heading="h2"
      record={milestone}
      when={achieved ? t('achieved', { date: achieved }) : t('achievedUnknown')}
      notes={{ label: t('notesLabel'), text: milestone.notes }}
    />
  )
}
