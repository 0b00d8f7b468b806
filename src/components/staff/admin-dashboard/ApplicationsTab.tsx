'use client'

import { APPLICATION_AGE_GROUPS, SCHEDULE_PREFERENCES } from '@/lib/constants'
import { formatDate } from '@/lib/dates'
import { ListState, RecordFacts, RecordItem, ScrollRegion } from '../shared/ListState'
import { useStaffList } from '../shared/lists'
import { Panel } from '../shared/Panel'

const labelOf = (options: readonly { value: string; label: string }[], value: string) => options.find((option) => option.value === value)?.label ?? value

/** Enrollment applications from /apply, newest first. */
export function ApplicationsTab() {
  const applications = useStaffList('applications')
  return (
    <Panel title="Enrollment Applications">
      <ListState {...applications} what="applications" empty="No applications yet.">
        {(records) => (
          <ScrollRegion label="Enrollment applications">
            <ul className="grid gap-3 lg:grid-cols-2">
              {records.map((application) => (
                <RecordItem key={application.id} title={`${application.parentFirstName} ${application.parentLastName}`}>
                  <RecordFacts
                    facts={[
                      ['Email', application.email],
                      ['Phone', application.phone],
                      ['Child', `${application.childFirstName} ${application.childLastName}`],
                      ['Date of birth', formatDate(application.childDateOfBirth)],
                      ['Age group', labelOf(APPLICATION_AGE_GROUPS, application.childAgeGroup)],
                      ['Desired start', formatDate(application.desiredStartDate)],
                      ['Schedule', labelOf(SCHEDULE_PREFERENCES, application.schedulePreference)],
                      ['Special needs', application.specialNeeds],
                    ]}
                  />
                </RecordItem>
              ))}
            </ul>
          </ScrollRegion>
        )}
      </ListState>
    </Panel>
  )
}
