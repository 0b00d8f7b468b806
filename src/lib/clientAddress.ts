/**
 * The client's address, as every rate limit and lockout keys it. The server process stamps it on each
 * request (see src/server/boot/clientAddress.ts) from the connection itself and, only for configured
 * proxies (TRUSTED_PROXY_HOPS), from X-Forwarded-For. Code that needs it reads it here, nowhere else.
 */
export const CLIENT_ADDRESS_HEADER = 'x-centre-client-address'

export function clientAddressOf(headers: Headers): string {
  const stamped = headers.get(CLIENT_ADDRESS_HEADER)
  if (stamped) return stamped
  // Until the stamp exists everywhere: the last X-Forwarded-For hop our proxies vouch for.
  const forwarded = headers.get('x-forwarded-for')
  if (forwarded) {
    const hops = forwarded.split(',').map((hop) => hop.trim()).filter(Boolean)
    const trusted = Number(process.env.TRUSTED_PROXY_HOPS ?? 0)
    const hop = hops[Math.max(0, hops.length - 1 - trusted)]
    if (hop) return hop
  }
  return headers.get('x-real-ip') ?? 'unknown'
}
