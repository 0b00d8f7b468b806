/**
 * Every /api endpoint of the app (docs/spec.md §7), grouped by who calls it. The one place a path is
 * written, here or in a feature folder's endpoints.ts that a group spreads in (src/features/<name>):
 * handlers (src/app/api) answer with these types, screens call these entries. Adding an endpoint starts
 * here (docs/adding-a-feature.md).
 */
import { accountAdminEndpoints, accountEndpoints, passwordEndpoints, sessionEndpoints } from '@/features/accounts/endpoints'
import { applicationAdminEndpoints, applyEndpoints } from '@/features/applications/endpoints'
import { auditAdminEndpoints, recordViewEndpoints } from '@/features/audit/endpoints'
import { attendanceEndpoints, pickupEndpoints } from '@/features/attendance/endpoints'
import { billingAdminEndpoints, billingEndpoints } from '@/features/billing/endpoints'
import { consentEndpoints } from '@/features/consents/endpoints'
import { contactAdminEndpoints, contactEndpoints } from '@/features/contact/endpoints'
import { drillEndpoints } from '@/features/drills/endpoints'
import { familyAdminEndpoints, familyListEndpoints, ownChildrenEndpoints } from '@/features/families/endpoints'
import { childRecordEndpoints, dailyRecordEndpoints, familyRecordAdminEndpoints } from '@/features/family-records/endpoints'
import { healthEndpoints } from '@/features/health/endpoints'
import { incidentEndpoints } from '@/features/incidents/endpoints'
import { photoEndpoints } from '@/features/photos/endpoints'
import { messageEndpoints } from '@/features/messages/endpoints'
import { ratioEndpoints } from '@/features/ratios/endpoints'
import { credentialAdminEndpoints } from '@/features/staff-credentials/endpoints'
import type { ContentTag } from '@/lib/constants'
import { type Done, get, post } from './endpoint'
import type {
  Readiness,
  UserRecord,
} from './records'

/** The body schemas, each in the chunk of its module, fetched when something validates (see endpoint.ts). */
const parent = () => import('./schemas/parent')
const revalidate = () => import('./schemas/revalidate')

export const api = {
  /** Sessions: /login, /admin-login, /secure-admin and every screen's "who am I" (src/features/accounts). */
  session: sessionEndpoints,

  /** Password links by email: forgot, and a new password through a link's token (src/features/accounts). */
  password: passwordEndpoints,

  /** The signed-in account's own settings (src/features/accounts). */
  account: accountEndpoints,

  /** What the public site sends the centre (anyone; rate-limited). */
  public: {
    /** An application from /apply (src/features/applications). */
    ...applyEndpoints,
    /** Quick Contact (src/features/contact). */
    ...contactEndpoints,
  },

  /** A parent's own family (admins: any child). */
  family: {
    /** The parent's own children (src/features/families). */
    ...ownChildrenEndpoints,
    /** One child's curriculum activities and videos (src/features/family-records). */
    ...childRecordEndpoints,
  },

  /** The records lists of /admin-db and /secure-admin (SPEC §7): read and added at the same path. */
  records: {
    /** Parents and children, and the example family (src/features/families). */
    ...familyListEndpoints,
    /** Daily reports and milestones (src/features/family-records). */
    ...dailyRecordEndpoints,
  },

  /** The staff lists and forms of /admin and /admin-dashboard (admins). */
  admin: {
    /** Parents and children, and a parent's invitation again (src/features/families). */
    ...familyAdminEndpoints,
    addParentAccount: post('/api/admin/parents', async () => (await parent()).parentAccountSchema).returns<Done & { user: Pick<UserRecord, 'id' | 'firstName' | 'lastName' | 'invitationPending'> }>(),
    /** The same operation at /admin's path (src/features/accounts). */
    ...accountAdminEndpoints,
    /** Curriculum activities and development videos (src/features/family-records). */
    ...familyRecordAdminEndpoints,
    /** Applications and the enrollment board (src/features/applications). */
    ...applicationAdminEndpoints,
    /** The Quick Contact messages (src/features/contact). */
    ...contactAdminEndpoints,
    /** The audit log of children's records (src/features/audit). */
    ...auditAdminEndpoints,
    /** Billing runs and payments received at the desk (src/features/billing). */
    ...billingAdminEndpoints,
    /** Staff certifications: every staff member's, the expiring list, a card recorded (src/features/staff-credentials). */
    ...credentialAdminEndpoints,
    /** Emergency drills: the year's board and a drill recorded (src/features/drills). */
    ...drillEndpoints,
  },

  /**
   * The centre's day: check-in and check-out (admins; teachers for their classrooms), today's
   * roster (staff: a classroom's children; a parent: their own children's times), staff attendance, and
   * the live ratio board (admins and teachers; `ratiosStream` is the same board as server-sent events),
   * authorized pickups and incident reports.
   */
  operations: {
    /** Check-in and check-out, today's roster, staff attendance (src/features/attendance). */
    ...attendanceEndpoints,
    /** The live ratio board and the over-ratio alerts (src/features/ratios). */
    ...ratioEndpoints,
    /** Authorized pickups and their photos (src/features/attendance). */
    ...pickupEndpoints,
    /** Incident reports: filed by staff, acknowledged by the child's parent, corrected by addenda (src/features/incidents). */
    ...incidentEndpoints,
  },

  /** A child's consents, kept as history (src/features/consents). */
  consents: consentEndpoints,

  /** Which staff accounts opened a child's record, from the audit log (src/features/audit). */
  recordViews: recordViewEndpoints,

  /** Photos of children at the centre (src/features/photos). */
  photos: photoEndpoints,

  /** Messages between a family and the centre: threads, sending, read marks, the unread count (src/features/messages). */
  messages: messageEndpoints,

  /** A family's balance, invoices and payments (src/features/billing): the parent's own; admins name the family. */
  billing: billingEndpoints,

  /** Children's health records: immunizations and their status, the admins' list of those due and the annual report (src/features/health). */
  health: healthEndpoints,

  /**
   * For load balancers and orchestrators: no session, no body, never cached. `health`: the process
   * answers (touches nothing). `ready`: it can serve (database reachable and migrated, Redis and storage
   * reachable when configured), else 503 with what is not.
   */
  probes: {
    health: get('/api/health').returns<{ status: 'ok' }>(),
    ready: get('/api/ready').returns<Readiness>(),
  },

  /** Between the app's own processes (a bearer token, never a browser). */
  internal: {
    revalidate: post('/api/internal/revalidate', async () => (await revalidate()).revalidateSchema).returns<{ revalidated: ContentTag[] }>(),
  },
} as const

/** Payload's REST API (the CMS): where stored files are served, access-checked. */
export const CMS_API = {
  root: '/api/cms',
  mediaFiles: '/api/cms/media/file/',
} as const

/** Every path the app answers under /api, for robots.txt and the like. */
export const API_ROOT = '/api/'
