import type { Metadata } from 'next'

import { InMemoryAdminScreen } from '@/components/staff/practice-store/InMemoryAdminScreen'
import { PracticeScreenFrame } from '@/components/staff/practice-store/PracticeScreenFrame'

export const metadata: Metadata = { title: 'In-Memory Admin' }

/** SPEC §2 In-memory admin: records kept in this browser tab only. */
export default function FirebaseAdminPage() {
  return (
    <PracticeScreenFrame title="In-Memory Admin" otherScreen={{ href: '/data-viewer', label: 'View All Data' }}>
      <InMemoryAdminScreen />
    </PracticeScreenFrame>
  )
}
