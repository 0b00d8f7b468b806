'use client'

import { AdminScreen as Host } from '@/components/staff/admin/AdminScreen'
import { ADMIN_SECTIONS } from './sections'

/** /admin's screen: the kernel's host with the features' tabs and staff areas (./sections.ts). */
export function AdminScreen({ mailReady }: { mailReady: boolean }) {
  return <Host mailReady={mailReady} sections={ADMIN_SECTIONS} />
}
