/**
 * The client's address, as every rate limit and lockout keys it. The server process stamps it on each
 * request (see src/server/boot/clientAddress.ts) from the connection itself and, only for configured
 * proxies (TRUSTED_PROXY_HOPS), from X-Forwarded-For. Code that needs it reads it here, nowhere else.
 */
export const CLIENT_ADDRESS_HEADER = 'x-centre-client-address'

/**
 * The stamp's proof: a random value of this server process, set beside the address. A request the
 * stamp never saw (one accepted while the server was starting) may carry a made-up address header,
 * but not this process's seal.
 */
export const CLIENT_ADDRESS_SEAL_HEADER = 'x-centre-client-address-seal'

/** Where the server process keeps its seal (globalThis: Next bundles this module once per layer). */
export const EDGE_SEAL_KEY = '__centreClientAddressSeal'

/**
 * Every request without a trustworthy stamp shares this one address: whatever such a request claims
 * about itself (X-Forwarded-For, X-Real-IP, a made-up stamp) could be changed on every request to
 * dodge a limit, and one shared bucket cannot be dodged.
 */
export const UNKNOWN_CLIENT = 'unknown'

export function clientAddressOf(headers: Headers): string {
  const stamped = headers.get(CLIENT_ADDRESS_HEADER)
  if (!stamped) return UNKNOWN_CLIENT
  const seal = (globalThis as typeof globalThis & { [EDGE_SEAL_KEY]?: string })[EDGE_SEAL_KEY]
  // In a server process the stamp counts only with its seal. Where nothing stamps (route handlers called
  // directly, as the integration tests do), no client can reach the handler, so the header is the stamp.
  if (seal !== undefined && headers.get(CLIENT_ADDRESS_SEAL_HEADER) !== seal) return UNKNOWN_CLIENT
  return stamped
}
