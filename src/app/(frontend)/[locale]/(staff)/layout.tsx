import type { Metadata } from 'next'
import type React from 'react'

import { SWRProvider } from '@/lib/swr'

export const metadata: Metadata = { robots: { index: false, follow: false } }

/** The staff screens: never indexed, data through SWR (SPEC §7 settings). */
export default function StaffLayout({ children }: { children: React.ReactNode }) {
  return <SWRProvider>{children}</SWRProvider>
}
