'use client'

import { useTranslations } from 'next-intl'
import { useState } from 'react'
import { useSWRConfig } from 'swr'

import { LanguageSwitcher } from '@/components/i18n/LanguageSwitcher'
import { Button } from '@/components/ui/button'
import { toast } from '@/components/ui/use-toast'
import { useSecureAdminLogout } from '@/features/accounts/screens/staff/SecureAdminScreen'
import { familyListEndpoints } from '../../endpoints'
import { send } from '@/contract/client'
import { AddChildDialog } from '@/components/staff/shared/AddChildDialog'
import { ParentsAndChildrenTabs } from '@/components/staff/shared/ParentsAndChildrenTabs'
import { StaffHeader } from '@/components/staff/shared/StaffHeader'
import { useStaffList } from '@/components/staff/shared/lists'
import { ChildProfileList } from './ChildProfileList'

/** Add Example Data (`familyListEndpoints.addExampleFamily`), then both lists are read again. */
function AddExampleDataButton() {
  const { mutate } = useSWRConfig()
  const [pending, setPending] = useState(false)
  const t = useTranslations('staff.secureAdmin.dashboard')

  async function addExampleData() {
    setPending(true)
    try {
      await send(familyListEndpoints.addExampleFamily)
      toast({ title: t('exampleAdded'), description: t('exampleAddedDescription') })
      await Promise.all([mutate(familyListEndpoints.parents.path), mutate(familyListEndpoints.children.path)])
    } catch {
      toast({ title: t('error'), description: t('exampleFailed'), variant: 'destructive' })
    } finally {
      setPending(false)
    }
  }

  return (
    <Button variant="outline" onClick={addExampleData} disabled={pending}>
      {pending ? t('addingExample') : t('addExample')}
    </Button>
  )
}

/** /secure-admin behind the accounts' gate (its Logout the gate's): parents and detailed child profiles. */
export function SecureAdminDashboard() {
  const onLogout = useSecureAdminLogout()
  const parents = useStaffList(familyListEndpoints.parents, { toastWhenFailed: true })
  const children = useStaffList(familyListEndpoints.children, { toastWhenFailed: true })
  const [loggingOut, setLoggingOut] = useState(false)
  const t = useTranslations('staff.secureAdmin.dashboard')

  async function logout() {
    setLoggingOut(true)
    await onLogout()
  }

  return (
    <>
      <StaffHeader title={t('title')} description={t('description')}>
        <LanguageSwitcher />
        <AddExampleDataButton />
        <Button variant="ghost" onClick={logout} disabled={loggingOut}>
          {loggingOut ? t('loggingOut') : t('logout')}
        </Button>
      </StaffHeader>
      <ParentsAndChildrenTabs
        parents={parents}
        addParent={familyListEndpoints.addParent}
        childActions={<AddChildDialog variant="profile" parents={parents.records ?? []} endpoint={familyListEndpoints.addChild} />}
        childList={<ChildProfileList list={children} parents={parents.records ?? []} />}
      />
    </>
  )
}
