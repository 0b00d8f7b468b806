/**
 * Runs once in each server process before it takes requests (Next's instrumentation hook). Each task
 * lives in its own module under src/server/boot, or with its feature: the floor changes' listener
 * (src/features/attendance/boot.ts), the over-ratio alerts' follower (src/features/ratios/boot.ts) and the
 * immunization schedule's (src/features/health/boot.ts).
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return
  const [{ stampClientAddresses }, { followContentChanges }, { followSessionChanges }, { followFloorChanges }, { followRatioAlerts }, { followScheduleChanges }, { runJobsInThisProcess }, { stopCleanlyOnSignals }, { writeAuditLogOnShutdown }] = await Promise.all([
    import('./server/boot/clientAddress'),
    import('./server/boot/contentChanges'),
    import('./server/boot/sessionChanges'),
    import('./features/attendance/boot'),
    import('./features/ratios/boot'),
    import('./features/health/boot'),
    import('./server/boot/jobs'),
    import('./server/boot/shutdown'),
    import('./server/boot/auditLog'),
  ])
  stampClientAddresses()
  stopCleanlyOnSignals()
  writeAuditLogOnShutdown()
  followContentChanges()
  followSessionChanges()
  // Before the floor listener connects: its first connection announces every classroom, which is checked.
  followRatioAlerts()
  followFloorChanges()
  followScheduleChanges()
  runJobsInThisProcess()
}
