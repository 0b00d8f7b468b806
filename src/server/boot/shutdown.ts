import 'server-only'

/**
 * What this process does when asked to stop (SIGTERM from Docker, systemd or a rolling restart; SIGINT
 * from a terminal). `next start` itself, on either signal (Next 16, server/lib/start-server.js), stops
 * listening (a new connection is refused), lets the requests already received finish, then exits. What
 * is ours stops at the signal, as it serves no request: the job queue starts no new run, the
 * content-change listener hangs up, and /api/ready answers 503 to a probe that still reaches this process
 * over an open connection. Payload's database pool stays open for the requests being finished; the exit
 * closes it.
 */
type State = { stopping: boolean; tasks: (() => void)[]; installed: boolean }
const STATE = Symbol.for('centre.shutdown')
const state = (): State => ((globalThis as typeof globalThis & { [STATE]?: State })[STATE] ??= { stopping: false, tasks: [], installed: false })

/** True once this process has been asked to stop. */
export const isShuttingDown = (): boolean => state().stopping

/** Runs `task` (synchronous, quick) when the process is asked to stop. */
export function onShutdown(task: () => void): void {
  state().tasks.push(task)
}

export function stopCleanlyOnSignals(): void {
  const current = state()
  // With NEXT_MANUAL_SIG_HANDLE Next leaves the signals to the app: a listener here would keep the
  // process from stopping at all.
  if (current.installed || process.env.NEXT_MANUAL_SIG_HANDLE) return
  current.installed = true
  const stop = () => {
    if (current.stopping) return
    current.stopping = true
    for (const task of current.tasks.splice(0)) {
      try {
        task()
      } catch (error) {
        console.warn(`[shutdown] ${(error as Error).message}`)
      }
    }
  }
  process.once('SIGTERM', stop)
  process.once('SIGINT', stop)
}
