/**
 * The int suites share one client address, and with it the login limit (10 a minute, counted in the
 * database, so across the suites' workers). A sign-in helper that meets the limit waits out the
 * answer's Retry-After and tries again (three times at most), so a suite that signs in after another
 * suite's logins is not refused. The limit itself is tested by calling the endpoints
 * (tests/int/edge.int.spec.ts), never through a helper that uses this.
 */
export async function waitingOutTheLimit<R extends { status: number; headers: Headers }>(send: () => Promise<R>): Promise<R> {
  let response = await send()
  for (let attempt = 0; response.status === 429 && attempt < 3; attempt++) {
    const seconds = Number(response.headers.get('retry-after')) || 5
    await new Promise((resolve) => setTimeout(resolve, Math.min(seconds, 61) * 1000))
    response = await send()
  }
  return response
}
