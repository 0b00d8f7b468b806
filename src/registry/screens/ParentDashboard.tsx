'use client'

import { ParentDashboard as Host } from '@/components/portal/ParentDashboard'
import { PARENT_DASHBOARD_SECTIONS } from './sections'

/** /parent-dashboard's screen: the kernel's host with the features' sections (./sections.ts). */
export function ParentDashboard({ phone }: { phone: string | null }) {
  return <Host phone={phone} sections={PARENT_DASHBOARD_SECTIONS} />
}
