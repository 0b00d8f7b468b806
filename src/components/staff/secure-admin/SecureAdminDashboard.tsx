'use client'

import { useState } from 'react'
import { useSWRConfig } from 'swr'

import { Button } from '@/components/ui/button'
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs'
import { toast } from '@/components/ui/use-toast'
import { apiRequest } from '@/lib/api-client'
import { AddChildDialog } from '@/components/staff/server-records/AddChildDialog'
import { AddParentDialog } from '@/components/staff/server-records/AddParentDialog'
import { ParentList } from '@/components/staff/server-records/ParentList'
import { RECORDS_PATH, type ServerChild, type ServerParent } from '@/components/staff/server-records/records'
import { StaffHeader } from '@/components/staff/server-records/StaffHeader'
import { TabHeader } from '@/components/staff/server-records/StaffListParts'
import { useStaffList } from '@/components/staff/server-records/useStaffList'
import { ChildProfileList } from './ChildProfileList'

/** Add Example Data: POST /api/create-example, then both lists are read again. */
function AddExampleDataButton() {
  const { mutate } = useSWRConfig()
  const [pending, setPending] = useState(false)

  async function addExampleData() {
    setPending(true)
    try {
      await apiRequest('POST', '/api/create-example')
      toast({ title: 'Example Data Added', description: 'An example child and an example parent were added.' })
      await Promise.all([mutate(RECORDS_PATH.parents), mutate(RECORDS_PATH.children)])
    } catch {
      toast({ title: 'Error', description: 'Failed to create example data.', variant: 'destructive' })
    } finally {
      setPending(false)
    }
  }

  return (
    <Button variant="outline" onClick={addExampleData} disabled={pending}>
      {pending ? 'Adding Example Data...' : 'Add Example Data'}
    </Button>
  )
}

/** /secure-admin behind its gate: parents and detailed child profiles. */
export function SecureAdminDashboard({ onLogout }: { onLogout: () => Promise<void> }) {
  const parents = useStaffList<ServerParent>(RECORDS_PATH.parents)
  const children = useStaffList<ServerChild>(RECORDS_PATH.children)
  const [loggingOut, setLoggingOut] = useState(false)

  async function logout() {
    setLoggingOut(true)
    await onLogout()
  }

  return (
    <>
      <StaffHeader title="Secure Admin Dashboard" description="Manage parent accounts and child profiles.">
        <AddExampleDataButton />
        <Button variant="ghost" onClick={logout} disabled={loggingOut}>
          {loggingOut ? 'Logging Out...' : 'Logout'}
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
              <AddChildDialog variant="profile" parents={parents.records ?? []} />
            </TabHeader>
            <ChildProfileList list={children} parents={parents.records ?? []} />
          </TabsContent>
        </Tabs>
      </main>
    </>
  )
}
