'use client'

import { useTranslations } from 'next-intl'
import type React from 'react'

import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs'
import { AddChildDialog, AddDailyActivityDialog, AddMilestoneDialog, AddParentDialog } from './AddDialogs'
import { LoadingRecords } from './LoadingRecords'
import { ChildList, DailyActivityList, MilestoneList, ParentList } from './RecordLists'
import { useScratchRecords } from './store'

/** One tab's panel: its heading and add button above the list. */
function RecordPanel({ value, heading, action, children }: { value: string; heading: string; action: React.ReactNode; children: React.ReactNode }) {
  return (
    <TabsContent value={value} className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-2xl font-bold text-ink">{heading}</h2>
        {action}
      </div>
      {children}
    </TabsContent>
  )
}

/** SPEC §2 In-memory admin: tabs Children (default), Parents, Activities, Milestones with counts. */
export function InMemoryAdminScreen() {
  const t = useTranslations('staff.practice')
  const records = useScratchRecords()
  if (!records) return <LoadingRecords />
  const { parents, children, dailyActivities, milestones } = records
  return (
    <Tabs defaultValue="children">
      <TabsList aria-label={t('inMemory.recordsLabel')}>
        <TabsTrigger value="children">{t('inMemory.tabs.children', { count: String(children.length) })}</TabsTrigger>
        <TabsTrigger value="parents">{t('inMemory.tabs.parents', { count: String(parents.length) })}</TabsTrigger>
        <TabsTrigger value="activities">{t('inMemory.tabs.activities', { count: String(dailyActivities.length) })}</TabsTrigger>
        <TabsTrigger value="milestones">{t('inMemory.tabs.milestones', { count: String(milestones.length) })}</TabsTrigger>
      </TabsList>
      <RecordPanel value="children" heading={t('headings.children')} action={<AddChildDialog parents={parents} />}>
        <ChildList childRecords={children} />
      </RecordPanel>
      <RecordPanel value="parents" heading={t('headings.parents')} action={<AddParentDialog />}>
        <ParentList parents={parents} />
      </RecordPanel>
      <RecordPanel value="activities" heading={t('headings.dailyActivities')} action={<AddDailyActivityDialog childRecords={children} />}>
        <DailyActivityList dailyActivities={dailyActivities} childRecords={children} />
      </RecordPanel>
      <RecordPanel value="milestones" heading={t('headings.milestones')} action={<AddMilestoneDialog childRecords={children} />}>
        <MilestoneList milestones={milestones} childRecords={children} />
      </RecordPanel>
    </Tabs>
  )
}
