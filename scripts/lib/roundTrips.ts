/**
 * Database round trips per request, for the benchmarks (issue 32): a TCP relay between one app server and
 * PostgreSQL that counts the server's ReadyForQuery messages. PostgreSQL sends exactly one after every
 * simple query and after every Sync of the extended protocol, i.e. once per exchange the client waits for:
 * a statement, a transaction's BEGIN and COMMIT, the audit log's batched insert. Nothing in the app knows
 * the relay is there, so the count is of what the app really does, whatever library sends it.
 *
 * The relay adds a hop, so the benchmarks count on a server of their own (`countingServer`) and measure
 * throughput on one connected directly.
 */
import net from 'node:net'

export type RoundTripCounter = {
  /** The database URL to hand the app: the relay's address in place of PostgreSQL's. */
  url: string
  /** ReadyForQuery messages relayed so far (connection start-ups included: one each). */
  count: () => number
  stop: () => Promise<void>
}

const READY_FOR_QUERY = 0x5a // 'Z'

/**
 * Follows PostgreSQL's messages to the client (a type byte, then a 4-byte length counting itself) across
 * chunk boundaries and calls `ready` on each ReadyForQuery. The only untyped answers (to an SSL or GSS
 * request) never occur: the relay is used without TLS.
 */
export function messageCounter(ready: () => void) {
  let header = Buffer.alloc(0)
  let skip = 0
  return (chunk: Buffer) => {
    let at = 0
    while (at < chunk.length) {
      if (skip > 0) {
        const taken = Math.min(skip, chunk.length - at)
        skip -= taken
        at += taken
        continue
      }
      const needed = 5 - header.length
      header = Buffer.concat([header, chunk.subarray(at, at + needed)])
      at += Math.min(needed, chunk.length - at)
      if (header.length < 5) return
      if (header[0] === READY_FOR_QUERY) ready()
      skip = header.readInt32BE(1) - 4
      header = Buffer.alloc(0)
    }
  }
}

/** Starts the relay in front of the PostgreSQL of `databaseUrl`. */
export async function startRoundTripCounter(databaseUrl: string): Promise<RoundTripCounter> {
  const target = new URL(databaseUrl)
  if (/sslmode=(require|verify)/.test(target.search)) throw new Error('The round-trip relay reads the protocol in the clear: use a DATABASE_URL without sslmode=require.')
  const host = target.hostname || '127.0.0.1'
  const port = Number(target.port || 5432)
  let readies = 0
  const sockets = new Set<net.Socket>()
  const server = net.createServer((client) => {
    const upstream = net.connect({ host, port })
    sockets.add(client).add(upstream)
    const count = messageCounter(() => readies++)
    client.pipe(upstream)
    upstream.on('data', (chunk: Buffer) => {
      count(chunk)
      client.write(chunk)
    })
    const close = () => {
      client.destroy()
      upstream.destroy()
      sockets.delete(client)
      sockets.delete(upstream)
    }
    client.on('close', close).on('error', close)
    upstream.on('close', close).on('error', close)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const address = server.address() as net.AddressInfo
  const url = new URL(databaseUrl)
  url.hostname = '127.0.0.1'
  url.port = String(address.port)
  return {
    url: url.toString(),
    count: () => readies,
    stop: async () => {
      for (const socket of sockets) socket.destroy()
      await new Promise<void>((resolve) => server.close(() => resolve()))
    },
  }
}

/**
 * Round trips per request: `requests` calls of `send` one after another (after one not counted), with a
 * pause at the end so the audit log's write-behind insert of them is counted too, less what the server
 * does on its own over the same time (its timers, measured idle just before). Sequential on purpose: the
 * count is of the work one request causes, not of the load. A session is remembered for 5 s
 * (src/server/http/sessionCache.ts), so its look-up is counted about once per 5 s of requests, as under load.
 */
export async function roundTripsPer(counter: RoundTripCounter, send: () => Promise<void>, requests = 40): Promise<number> {
  await send()
  const settle = () => new Promise((resolve) => setTimeout(resolve, 300))
  await settle()
  const idleFrom = counter.count()
  const idleStarted = performance.now()
  await new Promise((resolve) => setTimeout(resolve, 2000))
  const idlePerMs = (counter.count() - idleFrom) / (performance.now() - idleStarted)
  const before = counter.count()
  const started = performance.now()
  for (let index = 0; index < requests; index++) await send()
  await settle()
  const background = idlePerMs * (performance.now() - started)
  return Math.max(0, Math.round(((counter.count() - before - background) / requests) * 10) / 10)
}
