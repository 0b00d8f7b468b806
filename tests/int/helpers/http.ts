/** Small helpers for tests that read responses the way a browser keeps a session, and for rate-limit bursts. */

/** The cookie a Set-Cookie header sets for payload-token, or undefined. */
export const tokenCookie = (headers: Headers) => {
  const token = /payload-token=([^;]*)/.exec(headers.get('set-cookie') ?? '')?.[1]
  return token ? `payload-token=${token}` : undefined
}

/** Rate limits count per calendar minute: start a burst early enough in one to finish inside it. */
export async function awaitRoomInThisMinute(seconds = 12) {
  const left = 60 - new Date().getSeconds()
  if (left < seconds) await new Promise((resolve) => setTimeout(resolve, (left + 1) * 1000))
}
