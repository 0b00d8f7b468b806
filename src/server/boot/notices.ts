import 'server-only'

import pg from 'pg'

/**
 * One PostgreSQL connection per server process that LISTENs for the notices other processes send
 * (content changes, ended sessions) and hands each to its channel's follower. It reconnects with a
 * growing delay after a database restart; whenever it (re)connects, each follower catches up
 * (`onConnect`), since notices sent while nobody listened are lost.
 */
export type Follower = {
  /** A notice's payload, as the sender wrote it. */
  onNotice: (payload: string) => void
  /** Called once listening starts, and again after every reconnection. */
  onConnect: () => void
}

type Listener = { followers: Map<string, Follower>; client?: pg.Client; listening: boolean; started: boolean; stopped: boolean }

const RETRY_MS = { first: 500, max: 30_000 }
const CHANNEL_NAME = /^[a-z_][a-z0-9_]*$/

// On globalThis: one listener per process, whichever of Next's bundles starts it.
const shared = globalThis as typeof globalThis & { __centreNotices?: Listener }
const listener: Listener = (shared.__centreNotices ??= { followers: new Map(), listening: false, started: false, stopped: false })

/** Follows `channel` in this process (once per channel); nothing without a database or during the build. */
export function followNotices(channel: string, follower: Follower): void {
  const connectionString = process.env.DATABASE_URL
  if (!connectionString || process.env.NEXT_PHASE === 'phase-production-build') return
  if (!CHANNEL_NAME.test(channel)) throw new Error(`Not a channel name: ${channel}`)
  if (listener.followers.has(channel)) return
  listener.followers.set(channel, follower)
  listener.stopped = false
  const connected = listener.client
  if (connected) {
    void connected.query(`LISTEN ${channel}`).then(follower.onConnect, () => undefined)
  }
  if (!listener.started) {
    listener.started = true
    void listen(connectionString, RETRY_MS.first)
  }
}

/** Whether this process is listening on every followed channel right now. */
export const listeningForNotices = (): boolean => listener.listening

/** Whether this process follows `channel` and is listening right now: what it keeps from that channel's data is kept in step. */
export const listeningOn = (channel: string): boolean => listener.listening && listener.followers.has(channel)

/** Stops listening (tests; a server listens until it exits). */
export async function stopFollowingNotices(): Promise<void> {
  listener.stopped = true
  listener.started = false
  listener.followers.clear()
  listener.listening = false
  const client = listener.client
  listener.client = undefined
  await client?.end().catch(() => undefined)
}

async function listen(connectionString: string, retryDelay: number): Promise<void> {
  if (listener.stopped) return
  const client = new pg.Client({ connectionString, application_name: 'centre-notice-listener' })
  let ended = false
  const reconnect = () => {
    if (ended) return
    ended = true
    if (listener.client === client) {
      listener.client = undefined
      listener.listening = false
    }
    client.removeAllListeners('notification')
    void client.end().catch(() => undefined)
    if (listener.stopped) return
    setTimeout(() => void listen(connectionString, Math.min(retryDelay * 2, RETRY_MS.max)), retryDelay)
  }
  client.on('error', reconnect)
  client.on('end', reconnect)
  client.on('notification', ({ channel, payload }) => listener.followers.get(channel)?.onNotice(payload ?? ''))
  try {
    await client.connect()
    if (listener.stopped) return void client.end().catch(() => undefined)
    listener.client = client // from here on, a follower that comes later LISTENs by itself
    for (const [channel, follower] of [...listener.followers]) {
      await client.query(`LISTEN ${channel}`)
      follower.onConnect()
    }
    listener.listening = listener.client === client
    retryDelay = RETRY_MS.first
  } catch {
    reconnect()
  }
}
