'use client'

import { labelOf } from '@/components/forms/choices'
import { APPLICATION_AGE_GROUPS, SCHEDULE_PREFERENCES } from '@/lib/constants'
import { formatDate } from '@/lib/dates'
import { api } from '@/contract/api'
import { useStaffList } from '../shared/lists'
import { Panel } from '../shared/Panel'
import { RecordList } from '../shared/RecordList'

/** Enrollment applications from /apply, newest first. */
export function ApplicationsTab() {
  const applications = useStaffList(api.admin.applications)
  return (
    <Panel title="Enrollment Applications">
      <RecordList
        list={applications}
        what="applications"
        empty="No applications yet."
        scrollLabel="Enrollment applications"
        className="grid gap-3 lg:grid-cols-2"
        item={(application) => ({
          title: `${application.parentFirstName} ${application.parentLastName}`,
          facts: [
            ['Email', application.email],
            ['Phone', application.phone],
            ['Child', `${application.childFirstName} ${application.childLastName}`],
            ['Date of birth', formatDate(application.childDateOfBirth)],
            ['Age group', labelOf(APPLICATION_AGE_GROUPS, application.childAgeGroup)],
            ['Desired start', formatDate(application.desiredStartDate)],
            ['Schedule', labelOf(SCHEDULE_PREFERENCES, application.schedulePreference)],
            ['Special needs', application.specialNeeds],
          ],
        })}
      />
    </Panel>
  )
}
