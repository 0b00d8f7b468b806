/** Keeps this server's page cache in step with content changed by other processes. */
export function followContentChanges(): void {
  // Filled in by the cross-process revalidation work (issue 12, first run).
}
