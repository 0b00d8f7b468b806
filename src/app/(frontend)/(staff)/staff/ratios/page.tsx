import type { Metadata } from 'next'

import { RatioBoardScreen } from '@/components/staff/operations/RatioBoardScreen'

export const metadata: Metadata = { title: 'Ratio Board' }

export default function RatiosPage() {
  return <RatioBoardScreen />
}
