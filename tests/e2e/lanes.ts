/**
 * The end-to-end suite runs in lanes, one Playwright worker each, side by side: each lane has a
 * production server of its own (`next start` on a copy of the build), on a database of its own cloned
 * from one seeded template, with uploaded files of its own, so a lane's tests never see another's data
 * (scripts/test.ts prepares them, playwright.config.ts starts the servers).
 *
 * Lane 1 is the one whose database is `E2E_DATABASE_URL` and whose ports start at `E2E_PORT`: the specs
 * that reach past the browser (the database itself, servers of their own on ports after `E2E_PORT`) read
 * those variables, so they run in lane 1, one after another as before. The other specs are shared out so
 * that the lanes take about as long: greedily, longest first, by the minutes a spec took (`MINUTES`,
 * measured on a 2-core machine; a spec not listed counts as one minute).
 */
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

const DIR = path.join(import.meta.dirname)

/** What makes a spec lane 1's: it reads the lane-1 variables or starts servers of its own. */
const LANE_ONE = /E2E_DATABASE_URL|E2E_PORT|startProductionServer|startNginx/

/**
 * Minutes each spec's tests took, a guide to balance the lanes (the order of a lane does not matter):
 * one full run in one lane on the quiet 2-core development machine (27 Nov, 13.7 minutes of tests), so
 * each spec's own cost, not what it lost to a neighbouring lane. Re-measure when a spec grows.
 */
const MINUTES: Record<string, number> = {
  'api-production.e2e.spec.ts': 0.06,
  'cluster.nginx.e2e.spec.ts': 0.11,
  'cluster.shared-cache.e2e.spec.ts': 0.33,
  'cms-account.e2e.spec.ts': 0.53,
  'cms.e2e.spec.ts': 0.13,
  'edge-client-address.e2e.spec.ts': 0.31,
  'family-messages.e2e.spec.ts': 0.23,
  'family-photos.e2e.spec.ts': 0.33,
  'first-run.e2e.spec.ts': 0.19,
  'graceful-shutdown.e2e.spec.ts': 0.15,
  // Measured in one lane beside other work (load about 6): re-measure on the quiet machine.
  'health-documents.e2e.spec.ts': 0.5,
  'i18n.e2e.spec.ts': 2.42,
  'mail.e2e.spec.ts': 0.26,
  'portal-billing.e2e.spec.ts': 0.4,
  'portal-consents.e2e.spec.ts': 0.07,
  'portal-dashboard.e2e.spec.ts': 0.39,
  'portal-login.e2e.spec.ts': 0.30,
  'portal-parent-portal.e2e.spec.ts': 0.39,
  'portal-password.e2e.spec.ts': 0.51,
  'site.a11y.e2e.spec.ts': 0.33,
  'site.content-from-other-processes.e2e.spec.ts': 0.37,
  'site.e2e.spec.ts': 0.76,
  'site.publishing.e2e.spec.ts': 0.15,
  'staff-admin-dashboard.e2e.spec.ts': 1.09,
  'staff-admin-db.e2e.spec.ts': 0.67,
  'staff-admin-login.e2e.spec.ts': 0.09,
  'staff-admin.e2e.spec.ts': 1.19,
  // Measured beside two other engineers' builds (load 6–8), not on the quiet machine: re-measure.
  'staff-billing.e2e.spec.ts': 0.7,
  'staff-data-viewer.e2e.spec.ts': 0.25,
  'staff-enrollment.e2e.spec.ts': 0.19,
  'staff-firebase-admin.e2e.spec.ts': 0.67,
  'staff-operations.e2e.spec.ts': 0.59,
  'staff-secure-admin.e2e.spec.ts': 0.66,
  'uploads-production.e2e.spec.ts': 0.02,
}

const DEFAULT_MINUTES = 1

export type Lane = { index: number; specs: string[] }

/** The spec files of tests/e2e, by file name. */
export function e2eSpecs(): string[] {
  return readdirSync(DIR)
    .filter((name) => name.endsWith('.e2e.spec.ts'))
    .sort()
}

/** Whether a spec must run in lane 1 (see above). */
export const needsLaneOne = (spec: string) => LANE_ONE.test(readFileSync(path.join(DIR, spec), 'utf8'))

/** The specs of each of `count` lanes (lane 1 first). */
export function lanesOf(count: number, specs = e2eSpecs()): Lane[] {
  const lanes: (Lane & { minutes: number })[] = Array.from({ length: Math.max(1, count) }, (_, index) => ({ index: index + 1, specs: [], minutes: 0 }))
  const weight = (spec: string) => MINUTES[spec] ?? DEFAULT_MINUTES
  for (const spec of specs.filter(needsLaneOne)) {
    lanes[0]!.specs.push(spec)
    lanes[0]!.minutes += weight(spec)
  }
  const shared = specs.filter((spec) => !needsLaneOne(spec)).sort((a, b) => weight(b) - weight(a) || a.localeCompare(b))
  for (const spec of shared) {
    const lightest = lanes.reduce((best, lane) => (lane.minutes < best.minutes ? lane : best))
    lightest.specs.push(spec)
    lightest.minutes += weight(spec)
  }
  return lanes.map(({ index, specs: laneSpecs }) => ({ index, specs: laneSpecs.sort() }))
}
