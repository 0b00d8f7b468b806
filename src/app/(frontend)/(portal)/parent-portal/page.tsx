import type { Metadata } from 'next'

import { ParentPortal } from '@/components/portal/ParentPortal'
import { centrePhone } from '@/components/portal/centre-phone'

export const metadata: Metadata = { title: 'Parent Portal' }

export default async function ParentPortalPage() {
  return <ParentPortal phone={await centrePhone()} />
}
