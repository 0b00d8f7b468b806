'use client'

import { useTranslations } from 'next-intl'

import { attendanceEndpoints } from '../../endpoints'
import { ChildDay } from './ChildDay'
import { IncidentReports, useIncidentReports } from '@/features/incidents/screens/portal/IncidentReports'
import { LoadError } from '@/components/portal/RecordStates'
import { useEndpoint } from '@/components/swr'

/**
 * The parent dashboard's day at the centre: each child's times today and the people the parent
 * authorizes to collect them (NC 10A NCAC 09 .0801: in writing, here), the attendance feature's section
 * (ChildDay), and the incident reports to read and acknowledge (the incidents feature's section,
 * src/features/incidents/screens/portal): the attendance's section of the parent dashboard.
 */
export function TodayAtCentre() {
  const t = useTranslations('portal.today')
  const roster = useEndpoint(attendanceEndpoints.today)
  const reports = useIncidentReports()
  return (
    <section aria-labelledby="today-at-centre" className="mt-10 flex flex-col gap-4">
      <h2 id="today-at-centre" className="text-2xl font-bold text-ink">
        {t('heading')}
      </h2>
      {roster.error ? (
        <LoadError message={t('loadFailed')} onRetry={() => void roster.mutate()} />
      ) : !roster.data ? (
        <p role="status" className="text-ink-soft">
          {t('loading')}
        </p>
      ) : roster.data.children.length === 0 ? (
        <p className="text-ink-soft">{t('noClassroom')}</p>
      ) : (
        roster.data.children.map((child) => {
          const onChange = () => {
            void roster.mutate()
            void reports.mutate()
          }
          return (
            <ChildDay key={child.id} child={child} room={roster.data!.classrooms.find((room) => room.id === child.classroomId)?.name ?? ''} onChange={onChange}>
              <IncidentReports reports={(reports.data ?? []).filter((report) => report.childId === child.id)} onChange={onChange} />
            </ChildDay>
          )
        })
      )}
      {reports.error && <LoadError message={t('reportsFailed')} onRetry={() => void reports.mutate()} />}
    </section>
  )
}
