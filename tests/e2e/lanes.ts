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
 * the mean of two full two-lane runs on the 2-core development machine (27 Nov). CI's runner took up to
 * 2.5 times as long, about evenly, which leaves the balance as it is. Re-measure when a spec grows.
 */
const MINUTES: Record<string, number> = {
  'api-production.e2e.spec.ts': 0.1,
  'cluster.nginx.e2e.spec.ts': 0.2,
  'cluster.shared-cache.e2e.spec.ts': 1.3,
  'cms-account.e2e.spec.ts': 0.5,
  'cms.e2e.spec.ts': 0.2,
  'edge-client-address.e2e.spec.ts': 0.2,
  'family-messages.e2e.spec.ts': 0.4,
  'family-photos.e2e.spec.ts': 0.6,
  'first-run.e2e.spec.ts': 0.6,
  'graceful-shutdown.e2e.spec.ts': 0.6,
  'i18n.e2e.spec.ts': 4.9,
  'mail.e2e.spec.ts': 0.8,
  'portal-consents.e2e.spec.ts': 0.2,
  'portal-dashboard.e2e.spec.ts': 1.2,
  'portal-login.e2e.spec.ts': 0.9,
  'portal-parent-portal.e2e.spec.ts': 1.1,
  'portal-password.e2e.spec.ts': 1.4,
  'site.a11y.e2e.spec.ts': 0.9,
  'site.content-from-other-processes.e2e.spec.ts': 1.1,
  'site.e2e.spec.ts': 2.0,
  'site.publishing.e2e.spec.ts': 0.5,
  'staff-admin-dashboard.e2e.spec.ts': 2.6,
  'staff-admin-db.e2e.spec.ts': 1.8,
  'staff-admin-login.e2e.spec.ts': 0.2,
  'staff-admin.e2e.spec.ts': 3.3,
  'staff-data-viewer.e2e.spec.ts': 0.6,
  'staff-enrollment.e2e.spec.ts': 0.5,
  'staff-firebase-admin.e2e.spec.ts': 1.6,
  'staff-operations.e2e.spec.ts': 1.4,
  'staff-secure-admin.e2e.spec.ts': 1.5,
  'uploads-production.e2e.spec.ts': 0.0,
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
