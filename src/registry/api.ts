/**
 * The whole /api contract (docs/spec.md §7) as one object, grouped by who calls it: the kernel's entries
 * (src/contract: the session's "who am I", the probes, the internal revalidation) and every feature's
 * endpoints.ts. Each path is written once, in its feature's endpoints.ts (or the kernel's file); screens
 * and handlers import those. This composition is the list that reads them all: the contract's tests, the
 * route and auth-before-body tests, scripts and the docs' checks. Nothing under src/features or the
 * kernel imports it (eslint.config.mjs). Adding an endpoint: docs/adding-a-feature.md.
 *
 * A feature registered in src/registry/features.ts and placed in none of the groups below is a group of
 * its own, by its name (`api['<name>']`: its descriptor's `endpoints`), with nothing to write here; it
 * may later be placed among the others, its name then listed in PLACED. tests/unit/features.unit.spec.ts
 * holds PLACED to the features whose entries the groups spread.
 */
import { internalEndpoints, probeEndpoints } from '@/contract/api'
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
import type { Feature } from '@/features/feature'
import { FEATURES } from './features'

const grouped = {
  /** Sessions: /login, /admin-login, /secure-admin and every screen's "who am I" (src/features/accounts; "who am I" and signing out are the kernel's, src/contract/session.ts). */
  session: sessionEndpoints,

  /** Password links by email: forgot, and a new password through a link's token (src/features/accounts). */
  password: passwordEndpoints,

  /** The signed-in account's own settings (src/features/accounts; the language is the kernel's, src/contract/session.ts). */
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
    /** A parent's login account created, at /admin-dashboard's path and /admin's (src/features/accounts). */
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
  probes: probeEndpoints,

  /** Between the app's own processes (a bearer token, never a browser). */
  internal: internalEndpoints,
} as const

/** The features whose entries the groups above spread (each wholly: tests/unit/features.unit.spec.ts). */
export const PLACED = [
  'accounts',
  'applications',
  'attendance',
  'audit',
  'billing',
  'consents',
  'contact',
  'drills',
  'families',
  'family-records',
  'health',
  'incidents',
  'messages',
  'photos',
  'ratios',
  'staff-credentials',
] as const

type Unplaced = Exclude<keyof typeof FEATURES, (typeof PLACED)[number]>
/** Each registered feature the groups do not place, as a group of its own (its descriptor's `endpoints`). */
type OwnGroups = { readonly [K in Unplaced as (typeof FEATURES)[K]['endpoints'] extends Readonly<Record<string, never>> ? never : K]: (typeof FEATURES)[K]['endpoints'] }

/** The contract of these features: the groups above, and each feature they do not place as a group of its own. */
export function composeContract(features: Readonly<Record<string, Pick<Feature, 'endpoints'>>> = FEATURES): typeof grouped & OwnGroups {
  const ownGroups = Object.fromEntries(
    Object.entries(features).flatMap(([name, feature]) =>
      (PLACED as readonly string[]).includes(name) || Object.keys(feature.endpoints).length === 0 ? [] : [[name, feature.endpoints]],
    ),
  ) as OwnGroups
  return { ...grouped, ...ownGroups }
}

export const api = composeContract()
