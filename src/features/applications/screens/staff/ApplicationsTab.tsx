'use client'

import { useTranslations } from 'next-intl'

import { applicationAdminEndpoints } from '../../endpoints'
import { useFormatDate } from '@/components/staff/shared/displayLabels'
import { useDashboardLabels } from '@/components/staff/admin-dashboard/labels'
import { useStaffList } from '@/components/staff/shared/lists'
import { Panel } from '@/components/staff/shared/Panel'
import { RecordList } from '@/components/staff/shared/RecordList'

/** Enrollment applications from /apply, newest first. */
export function ApplicationsTab() {
  const t = useTranslations('staff.dashboard.applications')
  const labels = useDashboardLabels()
  const formatDay = useFormatDate()
  const applications = useStaffList(applicationAdminEndpoints.applications)
  return (
    <Panel title={t('title')}>
      <RecordList
        list={applications}
        what={t('what')}
        empty={t('empty')}
        scrollLabel={t('scrollLabel')}
        className="grid gap-3 lg:grid-cols-2"
        item={(application) => ({
          title: `${application.parentFirstName} ${application.parentLastName}`,
          facts: [
            [t('email'), application.email],
            [t('phone'), application.phone],
            [t('child'), `${application.childFirstName} ${application.childLastName}`],
            [t('dateOfBirth'), formatDay(application.childDateOfBirth)],
            [t('ageGroup'), labels.ageGroup(application.childAgeGroup)],
            [t('desiredStart'), formatDay(application.desiredStartDate)],
            [t('schedule'), labels.schedule(application.schedulePreference)],
            [t('specialNeeds'), application.specialNeeds],
          ],
        })}
      />
    </Panel>
  )
}
