'use client'

import { Button } from '@/components/ui/button'
import { Link } from '@/i18n/navigation'
import type { StaffAreaLink } from './sections'

/**
 * The row of links from /admin and /admin-dashboard to the staff areas the features add (billing, health,
 * drills, credentials: the registry's order); each screen names them in its own catalogue's words.
 */
export function StaffAreaLinks({ areas, label }: { areas: readonly StaffAreaLink[]; label: (area: StaffAreaLink['area']) => string }) {
  return (
    <>
      {areas.map(({ area, href }) => (
        <Button key={area} asChild variant="outline">
          <Link href={href}>{label(area)}</Link>
        </Button>
      ))}
    </>
  )
}
