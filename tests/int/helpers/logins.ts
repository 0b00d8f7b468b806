/**
 * Session cookies of the seeded accounts, signed in through POST /api/login as a browser would (the
 * demo parents A and B, the editor, the admin, the teachers X and Y: ./payload.ts names them).
 */
import { apiLogin } from './api'
import { type FloorActor, floorActorLogin } from './payload'

export async function signedIn<A extends Exclude<FloorActor, 'anonymous'>>(...accounts: A[]): Promise<Record<A, string>> {
  process.env.RATE_LIMIT_LOGIN = '0'
  const cookies = {} as Record<A, string>
  for (const account of accounts) {
    const { username, password } = floorActorLogin(account)
    cookies[account] = await apiLogin(username, password)
  }
  return cookies
}
