/**
 * The client address every rate limit and lockout keys on: stamped by the server process from the
 * connection (src/server/boot/clientAddress.ts), read only through clientAddressOf.
 */
import http from 'node:http'
import type { AddressInfo } from 'node:net'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { CLIENT_ADDRESS_HEADER, CLIENT_ADDRESS_SEAL_HEADER, EDGE_SEAL_KEY, UNKNOWN_CLIENT, clientAddressOf } from '@/lib/clientAddress'
import { clientAddressFrom, normalizeAddress, stampClientAddresses, trustedProxyHops } from '@/server/boot/clientAddress'

describe('clientAddressFrom (the stamp’s rule)', () => {
  it('without trusted proxies: the connection’s address, whatever X-Forwarded-For claims', () => {
    expect(clientAddressFrom('::ffff:192.0.2.7', ['203.0.113.1'], 0)).toBe('192.0.2.7')
    expect(clientAddressFrom('2001:db8::1', ['203.0.113.1, 203.0.113.2'], 0)).toBe('2001:db8::1')
  })

  it('behind n trusted proxies: the hop n places from the right of X-Forwarded-For + the connection', () => {
    // nginx (10.0.0.2) appended the client 198.51.100.9 to what the client sent.
    expect(clientAddressFrom('10.0.0.2', ['made.up, 203.0.113.66, 198.51.100.9'], 1)).toBe('198.51.100.9')
    // Two proxies: a CDN appended the client, then nginx appended the CDN.
    expect(clientAddressFrom('10.0.0.2', ['203.0.113.66', '198.51.100.9, 192.0.2.50'], 2)).toBe('198.51.100.9')
  })

  it('a chain shorter than the configured hops (a request that bypassed the proxy) gives its leftmost entry', () => {
    expect(clientAddressFrom('192.0.2.7', [], 1)).toBe('192.0.2.7')
    expect(clientAddressFrom('10.0.0.2', ['198.51.100.9'], 3)).toBe('198.51.100.9')
  })

  it('a hop that is not an address falls back to the connection', () => {
    expect(clientAddressFrom('10.0.0.2', ['unknown'], 1)).toBe('10.0.0.2')
  })

  it('normalizes ports, brackets and IPv4-mapped IPv6', () => {
    expect(normalizeAddress(' 192.0.2.1:4711 ')).toBe('192.0.2.1')
    expect(normalizeAddress('[2001:DB8::1]:443')).toBe('2001:db8::1')
    expect(normalizeAddress('::ffff:192.0.2.1')).toBe('192.0.2.1')
  })

  it('TRUSTED_PROXY_HOPS: a non-negative integer, anything else is 0', () => {
    expect(trustedProxyHops(undefined)).toBe(0)
    expect(trustedProxyHops('2')).toBe(2)
    expect(trustedProxyHops('-1')).toBe(0)
    expect(trustedProxyHops('one')).toBe(0)
    expect(trustedProxyHops('1.5')).toBe(0)
  })
})

describe('clientAddressOf', () => {
  it('a made-up X-Forwarded-For or X-Real-IP is not a client address (no stamp: one shared unknown client)', () => {
    expect(clientAddressOf(new Headers({ 'x-forwarded-for': '203.0.113.1', 'x-real-ip': '203.0.113.2' }))).toBe(UNKNOWN_CLIENT)
  })
})

describe('the stamp on a real HTTP server in this process', () => {
  let server: http.Server
  let port: number
  const seen: http.IncomingHttpHeaders[] = []

  beforeAll(async () => {
    stampClientAddresses()
    server = http.createServer((request, response) => {
      seen.push({ ...request.headers })
      response.end('ok')
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    port = (server.address() as AddressInfo).port
  })

  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

  const send = (localAddress: string, headers: Record<string, string>) =>
    new Promise<http.IncomingHttpHeaders>((resolve, reject) => {
      const request = http.request({ host: '127.0.0.1', port, localAddress, headers, agent: false }, (response) => {
        response.resume()
        response.on('end', () => resolve(seen.at(-1)!))
      })
      request.on('error', reject)
      request.end()
    })

  const asFetchHeaders = (headers: http.IncomingHttpHeaders) => new Headers(Object.entries(headers).map(([name, value]): [string, string] => [name, String(value)]))

  it('a client-sent x-centre-client-address (and seal) is overwritten with the connection’s address', async () => {
    const headers = await send('127.0.0.77', { [CLIENT_ADDRESS_HEADER]: '203.0.113.5', [CLIENT_ADDRESS_SEAL_HEADER]: 'guessed', 'x-forwarded-for': '203.0.113.6' })
    expect(headers[CLIENT_ADDRESS_HEADER]).toBe('127.0.0.77')
    expect(headers[CLIENT_ADDRESS_SEAL_HEADER]).not.toBe('guessed')
    expect(clientAddressOf(asFetchHeaders(headers))).toBe('127.0.0.77')
  })

  it('in a stamping process, a stamp without this process’s seal is ignored (a request the stamp never saw)', () => {
    expect((globalThis as Record<string, unknown>)[EDGE_SEAL_KEY]).toEqual(expect.any(String))
    expect(clientAddressOf(new Headers({ [CLIENT_ADDRESS_HEADER]: '203.0.113.5' }))).toBe(UNKNOWN_CLIENT)
    expect(clientAddressOf(new Headers({ [CLIENT_ADDRESS_HEADER]: '203.0.113.5', [CLIENT_ADDRESS_SEAL_HEADER]: 'guessed' }))).toBe(UNKNOWN_CLIENT)
  })
})
