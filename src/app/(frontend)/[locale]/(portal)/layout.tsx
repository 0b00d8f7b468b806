import type { Metadata } from 'next'
import type React from 'react'

import { SWRProvider } from '@/lib/swr'

export const metadata: Metadata = { robots: { index: false, follow: false } }

/** The parent screens: private to families, data through SWR (SPEC §7 settings). */
export default function PortalLayout({ children }: { children: React.ReactNode }) {
  return <SWRProvider>{children}</SWRProvider>
}
