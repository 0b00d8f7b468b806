import { useTranslations } from 'next-intl'
import type React from 'react'

import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs'
import type { UserRecord } from '@/contract/records'
import { AddParentDialog, type AddParentEndpoint } from './AddParentDialog'
import type { StaffList } from './lists'
import { ParentCards } from './ParentCards'
import { TabHeader } from './RecordCards'

/**
 * The body of /admin-db and /secure-admin: a Parents tab (the parent accounts and Add Parent) and a
 * Children tab with the screen's own add buttons and child list. The screen passes where a parent is added
 * (the families' entry: the kernel imports no feature).
 */
export function ParentsAndChildrenTabs({
  parents,
  addParent,
  childActions,
  childList,
}: {
  parents: StaffList<UserRecord>
  addParent: AddParentEndpoint
  childActions: React.ReactNode
  childList: React.ReactNode
}) {
  const t = useTranslations('staff.shared.tabs')
  return (
    <main className="mx-auto max-w-6xl px-4 py-8 sm:px-6">
      <Tabs defaultValue="parents">
        <TabsList aria-label={t('records')}>
          <TabsTrigger value="parents">{t('parents')}</TabsTrigger>
          <TabsTrigger value="children">{t('children')}</TabsTrigger>
        </TabsList>
        <TabsContent value="parents" className="flex flex-col gap-6">
          <TabHeader title={t('parents')}>
            <AddParentDialog endpoint={addParent} />
          </TabHeader>
          <ParentCards list={parents} />
        </TabsContent>
        <TabsContent value="children" className="flex flex-col gap-6">
          <TabHeader title={t('children')}>{childActions}</TabHeader>
          {childList}
        </TabsContent>
      </Tabs>
    </main>
  )
}
