'use client'

import { Button } from '@/components/ui/button'
import { Link } from '@/i18n/navigation'

/** The staff areas both admin screens link to, in the order their rows show them. */
const STAFF_AREAS = [
  { area: 'billing', href: '/staff/billing' },
  { area: 'health', href: '/staff/health' },
  { area: 'drills', href: '/staff/drills' },
  { area: 'credentials', href: '/staff/credentials' },
] as const

export type StaffArea = (typeof STAFF_AREAS)[number]['area']

/** The row of links from /admin and /admin-dashboard to the staff areas; each screen names them in its own catalogue's words. */
export function StaffAreaLinks({ label }: { label: (area: StaffArea) => string }) {
  return (
    <>
      {STAFF_AREAS.map(({ area, href }) => (
        <Button key={area} asChild variant="outline">
          <Link href={href}>{label(area)}</Link>
        </Button>
      ))}
    </>
  )
}
