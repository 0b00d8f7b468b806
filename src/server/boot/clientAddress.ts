import 'server-only'

import { randomBytes } from 'node:crypto'
import http from 'node:http'
import https from 'node:https'
import { isIP } from 'node:net'

import { CLIENT_ADDRESS_HEADER, CLIENT_ADDRESS_SEAL_HEADER, EDGE_SEAL_KEY } from '@/lib/clientAddress'

/** How many reverse proxies in front of the app append to X-Forwarded-For (TRUSTED_PROXY_HOPS, default 0). */
export function trustedProxyHops(value = process.env.TRUSTED_PROXY_HOPS): number {
  const hops = Number(value ?? 0)
  return Number.isInteger(hops) && hops > 0 ? Math.min(hops, 10) : 0
}

/** `::ffff:1.2.3.4` is the IPv4 client 1.2.3.4; `[::1]:443` and `1.2.3.4:80` lose the port. */
export function normalizeAddress(raw: string): string {
  let address = raw.trim()
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(address)
  if (bracketed) address = bracketed[1]!
  else if (/^\d{1,3}(\.\d{1,3}){3}:\d+$/.test(address)) address = address.slice(0, address.lastIndexOf(':'))
  const mapped = /^::ffff:(\d{1,3}(\.\d{1,3}){3})$/i.exec(address)
  if (mapped) address = mapped[1]!
  return address.toLowerCase().slice(0, 100)
}

/**
 * The client's address from the connection and, behind `hops` trusted proxies, from X-Forwarded-For:
 * the chain is every X-Forwarded-For hop, then the connection's address (the nearest proxy); the client
 * is the entry `hops` places from the right. Entries further left were written by whoever sent the
 * request and are never believed. A chain shorter than that (a request that bypassed a proxy) gives its
 * leftmost entry, which our own proxies or the connection wrote.
 */
export function clientAddressFrom(remoteAddress: string | undefined, forwardedFor: readonly string[], hops: number): string {
  const connection = remoteAddress ? normalizeAddress(remoteAddress) : 'unknown'
  if (hops === 0) return connection
  const chain = [
    ...forwardedFor
      .join(',')
      .split(',')
      .map((hop) => hop.trim())
      .filter(Boolean)
      .map(normalizeAddress),
    connection,
  ]
  const chosen = chain[Math.max(0, chain.length - 1 - hops)]!
  return isIP(chosen) ? chosen : connection
}

/** Every X-Forwarded-For line exactly as received (rawHeaders: nothing Next or Node has rewritten). */
function forwardedForOf(request: http.IncomingMessage): string[] {
  const lines: string[] = []
  const raw = request.rawHeaders
  for (let i = 0; i + 1 < raw.length; i += 2) if (raw[i]!.toLowerCase() === 'x-forwarded-for') lines.push(raw[i + 1]!)
  return lines
}

/** Overwrites whatever the client sent in the stamp headers with what the connection says. */
export function stampRequest(request: http.IncomingMessage, seal: string, hops = trustedProxyHops()): void {
  request.headers[CLIENT_ADDRESS_HEADER] = clientAddressFrom(request.socket?.remoteAddress, forwardedForOf(request), hops)
  request.headers[CLIENT_ADDRESS_SEAL_HEADER] = seal
}

const STAMPED = Symbol.for('centre.clientAddressStamped')
type Shared = typeof globalThis & { [EDGE_SEAL_KEY]?: string }

/**
 * Stamps every incoming request with its client address (CLIENT_ADDRESS_HEADER) before any listener
 * sees it, by wrapping the 'request' event of Node's HTTP(S) servers in this process. Next's
 * instrumentation runs register() in the process that owns the HTTP server (`next start`, `next dev`),
 * once, before it hands any request to the app. A request accepted earlier (while the server was still
 * starting) carries no seal, so src/lib/clientAddress.ts ignores any address it claims.
 */
export function stampClientAddresses(): void {
  const shared = globalThis as Shared
  if (shared[EDGE_SEAL_KEY]) return
  const seal = randomBytes(18).toString('base64url')
  const hops = trustedProxyHops()
  for (const Server of [http.Server, https.Server]) {
    const prototype = Server.prototype as unknown as { emit: (event: string | symbol, ...args: unknown[]) => boolean; [STAMPED]?: boolean }
    if (prototype[STAMPED]) continue
    const emit = prototype.emit
    prototype.emit = function emitStamped(this: unknown, event: string | symbol, ...args: unknown[]) {
      if (event === 'request') stampRequest(args[0] as http.IncomingMessage, seal, hops)
      return emit.call(this, event, ...args)
    }
    prototype[STAMPED] = true
  }
  shared[EDGE_SEAL_KEY] = seal
}
