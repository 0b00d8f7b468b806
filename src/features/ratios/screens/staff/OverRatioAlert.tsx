'use client'

import { useLocale, useTranslations } from 'next-intl'

import { ratioEndpoints } from '../../endpoints'
import { Link } from '@/i18n/navigation'
import { timeOfDay } from '@/i18n/times'
import { useEndpoint } from '@/components/swr'

/** The rooms over ratio now: the open ratio alerts (GET /api/ratio-alerts?open=true). */

/**
 * A plain alert above the dashboard's sections when classrooms are over the NC ratio: each
 * room, since when, and the staff it needed at the start, with a link to the live ratio board. Nothing
 * when every room is within ratio (or the list cannot be read: the board itself still shows it). The
 * admins are also mailed when a room goes over ratio (src/features/ratios/ratioAlerts.ts).
 */
export function OverRatioAlert() {
  const t = useTranslations('staff.dashboard.overRatio')
  const locale = useLocale()
  const { data } = useEndpoint(ratioEndpoints.ratioAlerts, { open: true })
  if (!data?.length) return null
  const since = (iso: string) => {
    const time = Date.parse(iso)
    return Number.isNaN(time) ? { hasSince: 'no', time: '' } : { hasSince: 'yes', time: timeOfDay(new Date(time), locale, { afterPreposition: true }) }
  }
  return (
    <div role="alert" className="mb-6 rounded-md border-2 border-red-700 bg-red-50 p-4 text-red-950">
      <p className="font-semibold">{t('heading', { count: data.length })}</p>
      <ul className="mt-2 list-disc pl-6">
        {data.map((alert) => (
          <li key={alert.id}>
            {t('room', {
              room: alert.classroomName ?? t('aClassroom'),
              ...since(alert.startedAt),
              children: alert.childrenPresent,
              staff: alert.staffPresent,
              needed: alert.staffRequired,
              hasRatio: alert.ratio ? 'yes' : 'no',
              ratio: alert.ratio ?? '',
            })}
          </li>
        ))}
      </ul>
      <p className="mt-2">
        {t.rich('board', {
          link: (chunks) => (
            <Link href="/staff/ratios" className="font-medium underline">
              {chunks}
            </Link>
          ),
        })}
      </p>
    </div>
  )
}
