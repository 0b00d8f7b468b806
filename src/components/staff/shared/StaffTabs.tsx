'use client'

import type React from 'react'

import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs'

export type StaffTab = { value: string; label: React.ReactNode; content: React.ReactNode }

/**
 * A staff screen's radix tabs. Every panel stays mounted (hidden when inactive), so a half-filled form
 * keeps its values when the admin looks at another tab.
 */
export function StaffTabs({ label, tabs }: { label: string; tabs: StaffTab[] }) {
  return (
    <Tabs defaultValue={tabs[0]!.value}>
      <TabsList aria-label={label}>
        {tabs.map(({ value, label: tabLabel }) => (
          <TabsTrigger key={value} value={value}>
            {tabLabel}
          </TabsTrigger>
        ))}
      </TabsList>
      {tabs.map(({ value, content }) => (
        <TabsContent key={value} value={value} forceMount className="data-[state=inactive]:hidden">
          {content}
        </TabsContent>
      ))}
    </Tabs>
  )
}
