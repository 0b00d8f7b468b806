import type { Metadata } from 'next'

import { ClassroomPhotosScreen } from '@/components/staff/operations/ClassroomPhotosScreen'

export const metadata: Metadata = { title: 'Classroom Photos' }

export default function ClassroomPhotosPage() {
  return <ClassroomPhotosScreen />
}
