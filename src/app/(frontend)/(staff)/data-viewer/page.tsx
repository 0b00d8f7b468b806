import type { Metadata } from 'next'

import { DataViewerScreen } from '@/components/staff/practice-store/DataViewerScreen'
import { PracticeScreenFrame } from '@/components/staff/practice-store/PracticeScreenFrame'

export const metadata: Metadata = { title: 'Data Viewer' }

/** SPEC §2 Data viewer: the in-memory admin's records of this tab, read-only, with a JSON export. */
export default function DataViewerPage() {
  return (
    <PracticeScreenFrame title="Data Viewer" otherScreen={{ href: '/firebase-admin', label: 'Back to In-Memory Admin' }}>
      <DataViewerScreen />
    </PracticeScreenFrame>
  )
}
