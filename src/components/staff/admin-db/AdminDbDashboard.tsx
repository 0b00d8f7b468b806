'use client'

import Link from 'next/link'

import { Button } from '@/components/ui/button'
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs'
import { AddChildDialog } from '@/components/staff/server-records/AddChildDialog'
import { AddParentDialog } from '@/components/staff/server-records/AddParentDialog'
import { ParentList } from '@/components/staff/server-records/ParentList'
import {
  RECORDS_PATH,
  type ServerChild,
  type ServerDailyActivity,
  type ServerMilestone,
  type ServerParent,
} from '@/components/staff/server-records/records'
import { StaffHeader } from '@/components/staff/server-records/StaffHeader'
import { TabHeader } from '@/components/staff/server-records/StaffListParts'
import { useStaffList } from '@/components/staff/server-records/useStaffList'
import { AddDailyActivityDialog } from './AddDailyActivityDialog'
import { AddMilestoneDialog } from './AddMilestoneDialog'
import { ChildRecordsList } from './ChildRecordsList'

export const SCREEN_TITLE = 'Database Admin'

/** /admin-db for an admin: parents, and children with their daily activities and milestones. */
export function AdminDbDashboard() {
  const parents = useStaffList<ServerParent>(RECORDS_PATH.parents)
  const children = useStaffList<ServerChild>(RECORDS_PATH.children)
  const dailyActivities = useStaffList<ServerDailyActivity>(RECORDS_PATH.dailyActivities)
  const milestones = useStaffList<ServerMilestone>(RECORDS_PATH.milestones)
  const parentRecords = parents.records ?? []
  const childRecords = children.records ?? []

  return (
    <>
      <StaffHeader title={SCREEN_TITLE} description="Parents, children and their daily records, stored on the server.">
        <Button asChild variant="outline">
          <Link href="/">Main Site</Link>
        </Button>
      </StaffHeader>
      <main className="mx-auto max-w-6xl px-4 py-8 sm:px-6">
        <Tabs defaultValue="parents">
          <TabsList aria-label="Records">
            <TabsTrigger value="parents">Parents</TabsTrigger>
            <TabsTrigger value="children">Children</TabsTrigger>
          </TabsList>
          <TabsContent value="parents" className="flex flex-col gap-6">
            <TabHeader title="Parents">
              <AddParentDialog />
            </TabHeader>
            <ParentList list={parents} />
          </TabsContent>
          <TabsContent value="children" className="flex flex-col gap-6">
            <TabHeader title="Children">
              <AddChildDialog variant="basic" parents={parentRecords} />
              <AddDailyActivityDialog childList={childRecords} />
              <AddMilestoneDialog childList={childRecords} />
            </TabHeader>
            <ChildRecordsList list={children} parents={parentRecords} dailyActivities={dailyActivities} milestones={milestones} />
          </TabsContent>
        </Tabs>
      </main>
    </>
  )
}
