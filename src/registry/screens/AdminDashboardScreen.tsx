'use client'

import { AdminDashboardScreen as Host } from '@/components/staff/admin-dashboard/AdminDashboardScreen'
import { ADMIN_DASHBOARD_SECTIONS } from './sections'

/** /admin-dashboard's screen: the kernel's host with the features' tabs, notice and staff areas (./sections.ts). */
export function AdminDashboardScreen({ mailReady }: { mailReady: boolean }) {
  return <Host mailReady={mailReady} sections={ADMIN_DASHBOARD_SECTIONS} />
}
