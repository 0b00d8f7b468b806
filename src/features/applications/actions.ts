import { EVERYONE, defineActions } from '@/access/actions'

/**
 * Who may do what with enrollment applications (src/access/actions.ts): anyone applies from /apply (the
 * forms' rate limit per address); admins read them and move them along the pipeline, and the programs
 * (integrations) read them for the centre. Parents, teachers and editors read none (an applicant is not
 * yet a family of the centre).
 */
export const applicationsActions = defineActions('applications', {
  apply: { what: 'send an enrollment application from /apply', callers: EVERYONE },
  readApplications: { what: 'read the enrollment applications, the enrollment board (each age group’s waiting list in order) and each application’s history of status changes', callers: { admin: 'all', integration: 'all' } },
  // To "enrolled" it also creates (or finds) the family's account and the child, in one transaction.
  moveApplications: { what: 'move an application along the enrollment pipeline (enrolling creates the family’s account and the child), change or delete one, read its versions', callers: { admin: 'all' } },
})
