/**
 * The V8 heap limit of the app's processes (docs/operations.md, "Memory"). Left to itself V8 sizes its old
 * space from the machine's memory and lets it grow long before it collects: on a large machine one
 * instance under steady load grew from about 490 MB to 1.2 GB resident and stayed there (no leak: the same
 * load with a 384 MB heap held about 350 MB at the same throughput). A centre's small server wants the
 * smaller figure, so every process starts with a limit unless its operator says otherwise:
 *
 * - the web server (`npm start`, the Docker image, the benchmarks' servers): HEAP_LIMIT_MB, default 384;
 * - the job worker (`npm run worker`, its Docker service): WORKER_HEAP_LIMIT_MB, default 256;
 * - `0` leaves V8's own sizing; a --max-old-space-size already in NODE_OPTIONS is kept as it is.
 *
 * package.json's `worker` script, the Dockerfile's CMD and docker-compose.yml's worker say the same in
 * shell (`${WORKER_HEAP_LIMIT_MB:-256}`): they start node directly, with no process of ours before it.
 */
export const HEAP_LIMITS = {
  server: { variable: 'HEAP_LIMIT_MB', defaultMb: 384 },
  worker: { variable: 'WORKER_HEAP_LIMIT_MB', defaultMb: 256 },
} as const

export type HeapRole = keyof typeof HEAP_LIMITS

/** The heap limit (MB) a process of `role` gets from `env`: null for V8's own sizing. A value that is no whole number of MB is refused at start, saying which. */
export function heapLimitMb(env: Record<string, string | undefined>, role: HeapRole): number | null {
  const { variable, defaultMb } = HEAP_LIMITS[role]
  if (/--max-old-space-size[= ]/.test(env.NODE_OPTIONS ?? '')) return null
  const given = env[variable]?.trim()
  if (!given) return defaultMb
  if (!/^\d+$/.test(given)) throw new Error(`${variable} must be a whole number of megabytes, or 0 for V8's own heap sizing (got "${given}").`)
  const mb = Number(given)
  return mb === 0 ? null : mb
}

/** The node arguments that set it (none when V8 sizes the heap itself). */
export function heapLimitArgs(env: Record<string, string | undefined>, role: HeapRole): string[] {
  const mb = heapLimitMb(env, role)
  return mb === null ? [] : [`--max-old-space-size=${mb}`]
}
