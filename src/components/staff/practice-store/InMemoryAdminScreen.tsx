'use client'

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
  const records = useScratchRecords()
  if (!records) return <LoadingRecords />
  const { parents, children, dailyActivities, milestones } = records
  return (
    <Tabs defaultValue="children">
      <TabsList aria-label="Records">
        <TabsTrigger value="children">Children ({children.length})</TabsTrigger>
        <TabsTrigger value="parents">Parents ({parents.length})</TabsTrigger>
        <TabsTrigger value="activities">Activities ({dailyActivities.length})</TabsTrigger>
        <TabsTrigger value="milestones">Milestones ({milestones.length})</TabsTrigger>
      </TabsList>
      <RecordPanel value="children" heading="Children" action={<AddChildDialog parents={parents} />}>
        <ChildList childRecords={children} />
      </RecordPanel>
      <RecordPanel value="parents" heading="Parents" action={<AddParentDialog />}>
        <ParentList parents={parents} />
      </RecordPanel>
      <RecordPanel value="activities" heading="Daily Activities" action={<AddDailyActivityDialog childRecords={children} />}>
        <DailyActivityList dailyActivities={dailyActivities} childRecords={children} />
      </RecordPanel>
      <RecordPanel value="milestones" heading="Milestones" action={<AddMilestoneDialog childRecords={children} />}>
        <MilestoneList milestones={milestones} childRecords={children} />
      </RecordPanel>
    </Tabs>
  )
}
