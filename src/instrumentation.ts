/**
 * Runs once in each server process before it takes requests (Next's instrumentation hook). Each of the
 * kernel's tasks lives in its own module under src/server/boot; the features' start-ups are those their
 * descriptors declare (`startUps`: the floor changes' listener, the over-ratio alerts' follower, the
 * immunization schedule's), which src/registry/startUps.ts lists in their order. Every module is
 * imported here, in Node's runtime only.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return
  const [{ stampClientAddresses }, { followContentChanges }, { followSessionChanges }, { startFeatures }, { runJobsInThisProcess }, { stopCleanlyOnSignals }, { writeAuditLogOnShutdown }] = await Promise.all([
    import('./server/boot/clientAddress'),
    import('./server/boot/contentChanges'),
    import('./server/boot/sessionChanges'),
    import('./registry/startUps'),
    import('./server/boot/jobs'),
    import('./server/boot/shutdown'),
    import('./server/boot/auditLog'),
  ])
  stampClientAddresses()
  stopCleanlyOnSignals()
  writeAuditLogOnShutdown()
  followContentChanges()
  followSessionChanges()
  await startFeatures()
  runJobsInThisProcess()
}
