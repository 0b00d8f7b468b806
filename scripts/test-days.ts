/**
 * npm run test:days: the date-sensitive tiers (unit, integration with the seed, production build and end to
 * end) run with the clock of every process moved forward to chosen moments of the centre's calendar (README,
 * "Tests on chosen days"; scripts/lib/edgeMoments.ts: the next Monday that is a month's first weekday at
 * 00:30, New Year's Eve at 23:30 and Day at 00:30, both daylight-saving switches, 29 February at 23:30). Each
 * moment is one `npm test` run under Debian's libfaketime: every process it starts (Node, the embedded
 * PostgreSQL, Chromium, nginx; not Redis, see redisServerEnv) reads the same shifted clock, which then runs
 * on as usual, so a run that starts at 23:30 crosses midnight as a real evening would. The database is an
 * embedded PostgreSQL of the moment's own even when DATABASE_URL is set: a shared server's clock (`now()`)
 * would be the real one.
 *
 * `TEST_DAYS=dst-spring,2027-06-30T23:30` runs some moments only (their names, or later centre wall times);
 * `TEST_DAYS_TIERS` the tiers of each run (default unit,int,e2e). It prints a line per moment and exits 1
 * when one failed.
 */
import { existsSync } from 'node:fs'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { CENTRE_TIME_ZONE_DEFAULT } from '../src/lib/dates'
import { centreMoment, edgeMoments } from './lib/edgeMoments'
import { mustRun, run } from './lib/run'

const LIBFAKETIME = process.env.LIBFAKETIME_PATH ?? '/usr/lib/x86_64-linux-gnu/faketime/libfaketime.so.1'

function chosenMoments(moments: { name: string; at: string }[]): { name: string; at: string }[] {
  const wanted = process.env.TEST_DAYS?.split(',').map((entry) => entry.trim()).filter(Boolean)
  if (!wanted?.length) return moments
  return wanted.map((entry) => {
    const known = moments.find((moment) => moment.name === entry)
    if (known) return known
    if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(entry)) throw new Error(`TEST_DAYS: ${entry} is neither a moment's name (${moments.map((moment) => moment.name).join(', ')}) nor a centre time YYYY-MM-DDTHH:MM`)
    return { name: entry, at: entry }
  })
}

if (!existsSync(LIBFAKETIME)) {
  if (process.getuid?.() !== 0) {
    console.error(`libfaketime is needed at ${LIBFAKETIME}: sudo apt-get install -y faketime (or set LIBFAKETIME_PATH).`)
    process.exit(2)
  }
  console.log('Installing Debian’s faketime for the tests…')
  await mustRun('apt-get', ['update', '-qq'])
  await mustRun('apt-get', ['install', '-y', '-qq', 'faketime'], { DEBIAN_FRONTEND: 'noninteractive' })
}
const timeZone = process.env.CENTRE_TIME_ZONE || CENTRE_TIME_ZONE_DEFAULT
const tiers = process.env.TEST_DAYS_TIERS ?? 'unit,int,e2e'
const results: { name: string; at: string; code: number; seconds: number }[] = []
for (const moment of chosenMoments(edgeMoments(new Date(), timeZone))) {
  const target = centreMoment(moment.at, timeZone)
  const offsetSeconds = Math.round((target.getTime() - Date.now()) / 1000)
  if (offsetSeconds < 0) {
    // libfaketime moves the monotonic clock with the wall clock; set back, Chromium's processes fail.
    console.error(`TEST_DAYS: ${moment.at} is in the past; the clock is only moved forward (a later moment of the same kind tests the same edge).`)
    process.exit(2)
  }
  console.log(`\n■ ${moment.name}: ${moment.at} ${timeZone} (${target.toISOString()}), the clock shifted by ${offsetSeconds} s`)
  const started = Date.now()
  // A database of its own per moment (its rows dated in that moment's calendar), never the dev's .data/postgres.
  const databaseDir = await mkdtemp(path.join(tmpdir(), 'centre-test-days-pg-'))
  const code = await run(process.execPath, ['--conditions=production', '--import', 'tsx', 'scripts/test.ts'], {
    TEST_TIERS: tiers,
    // As .ci/run: CI's time limits and its one retry of an end-to-end test (a real break fails both tries).
    CI: process.env.CI ?? 'true',
    // The embedded PostgreSQL, started by the run under the same clock.
    DATABASE_URL: undefined,
    EMBEDDED_PG_DIR: databaseDir,
    EMBEDDED_PG_PORT: process.env.EMBEDDED_PG_PORT ?? '54339',
    // Away from the ports of an `npm test` or `npm run dev` on the same machine.
    E2E_PORT: process.env.E2E_PORT ?? '5200',
    LD_PRELOAD: [LIBFAKETIME, process.env.LD_PRELOAD].filter(Boolean).join(':'),
    // A constant offset forward (not a start time), so every process started later reads the same clock.
    // The monotonic clock moves with it (Chromium's renderers fail when only the wall clock is moved).
    FAKETIME: `+${offsetSeconds}`,
  })
  await rm(databaseDir, { recursive: true, force: true })
  results.push({ ...moment, code, seconds: Math.round((Date.now() - started) / 1000) })
  console.log(`□ ${moment.name}: ${code === 0 ? 'passed' : `FAILED (exit ${code})`} in ${results.at(-1)!.seconds} s`)
}
console.log('\nTests on chosen days:')
for (const result of results) console.log(`  ${result.code === 0 ? 'passed' : 'FAILED'}  ${result.name.padEnd(16)} ${result.at}  ${result.seconds} s`)
process.exit(results.every((result) => result.code === 0) ? 0 : 1)
