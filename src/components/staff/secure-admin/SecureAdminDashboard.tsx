'use client'

import { useState } from 'react'
import { useSWRConfig } from 'swr'

import { Button } from '@/components/ui/button'
import { toast } from '@/components/ui/use-toast'
import { api } from '@/contract/api'
import { send } from '@/contract/client'
import { AddChildDialog } from '@/components/staff/shared/AddChildDialog'
import { ParentsAndChildrenTabs } from '@/components/staff/shared/ParentsAndChildrenTabs'
import { StaffHeader } from '@/components/staff/shared/StaffHeader'
import { useStaffList } from '@/components/staff/shared/lists'
import { ChildProfileList } from './ChildProfileList'

/** Add Example Data (`api.records.addExampleFamily`), then both lists are read again. */
function AddExampleDataButton() {
  const { mutate } = useSWRConfig()
  const [pending, setPending] = useState(false)

  async function addExampleData() {
    setPending(true)
    try {
      await send(api.records.addExampleFamily)
      toast({ title: 'Example Data Added', description: 'An example child and an example parent were added.' })
      await Promise.all([mutate(api.records.parents.path), mutate(api.records.children.path)])
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
  const parents = useStaffList(api.records.parents, { toastWhenFailed: true })
  const children = useStaffList(api.records.children, { toastWhenFailed: true })
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
      <ParentsAndChildrenTabs
        parents={parents}
        childActions={<AddChildDialog variant="profile" parents={parents.records ?? []} />}
        childList={<ChildProfileList list={children} parents={parents.records ?? []} />}
      />
    </>
  )
}
