import { type Done, get, patch, post } from '@/contract/endpoint'
import { applicationsActions } from './actions'
import type { ApplicationRecord, EnrollmentBoard, MoveOutcome, PipelineApplicationRecord } from './record'

/** The bodies' schemas, in a chunk of their own, fetched when something validates (see src/contract/endpoint.ts). */
const schemas = () => import('./schemas')

/** A family's application from /apply (anyone; rate-limited): spread into `api.public` (src/registry/api.ts). */
export const applyEndpoints = {
  apply: post('/api/applications', async () => (await schemas()).enrollmentApplicationSchema, applicationsActions.apply).returns<ApplicationRecord>(),
} as const

/** The admins' applications and enrollment board: spread into `api.admin`. */
export const applicationAdminEndpoints = {
  applications: get('/api/admin/applications', applicationsActions.readApplications).returns<ApplicationRecord[]>(),
  /** The enrollment pipeline: the applications by status and each age group's waiting list in order (admins; integrations read). */
  enrollmentBoard: get('/api/admin/applications/board', applicationsActions.readApplications).returns<EnrollmentBoard>(),
  /**
   * Moves an application along the pipeline (admins). To "enrolled" it also creates or finds the family
   * account (invited by email) and creates the child from the application, all in one transaction.
   */
  moveApplication: patch((applicationId: string) => `/api/admin/applications/${encodeURIComponent(applicationId)}`, async () => (await schemas()).applicationStatusSchema, applicationsActions.moveApplications).returns<
    Done & { application: PipelineApplicationRecord; outcome: MoveOutcome }
  >(),
} as const
