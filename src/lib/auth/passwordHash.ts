import { pbkdf2, randomBytes, timingSafeEqual } from 'node:crypto'

/**
 * Payload's local-strategy password hashing (node_modules/payload/dist/auth/strategies/local/
 * generatePasswordSaltHash.js and authenticate.js), which Payload does not export: PBKDF2-SHA256,
 * 600 000 iterations and 32 bytes for hashes written by Payload 3.x ("pbkdf2-sha256-v1:" prefix),
 * 25 000 iterations and 512 bytes for older ones. tests/int/accounts.int.spec.ts checks a stored hash
 * still has this shape, so an upgrade of Payload that changes it fails a test instead of silently
 * making the dummy check cheaper than a real one.
 */
export const PAYLOAD_HASH_PREFIX = 'pbkdf2-sha256-v1:'
const CURRENT = { iterations: 600_000, keyLength: 32 }
const LEGACY = { iterations: 25_000, keyLength: 512 }

function parametersOf(hash: string) {
  return hash.startsWith(PAYLOAD_HASH_PREFIX) ? { hash: hash.slice(PAYLOAD_HASH_PREFIX.length), ...CURRENT } : { hash, ...LEGACY }
}

const derive = (password: string, salt: string, iterations: number, keyLength: number) =>
  new Promise<Buffer>((resolve, reject) => pbkdf2(password, salt, iterations, keyLength, 'sha256', (error, key) => (error ? reject(error) : resolve(key))))

/** True when `password` matches the account's stored hash and salt (constant-time comparison). */
export async function passwordMatches(account: { hash?: unknown; salt?: unknown } | null | undefined, password: string): Promise<boolean> {
  if (!account || typeof account.hash !== 'string' || typeof account.salt !== 'string') {
    await spendDummyHash(password)
    return false
  }
  const { hash, iterations, keyLength } = parametersOf(account.hash)
  const derived = await derive(password, account.salt, iterations, keyLength)
  const stored = Buffer.from(hash, 'hex')
  return derived.length === stored.length && timingSafeEqual(derived, stored)
}

const dummySalt = randomBytes(32).toString('hex')
const dummyHash = Buffer.alloc(CURRENT.keyLength)

/**
 * The work of checking a password against a real account, spent when there is none (unknown login
 * name, an account without a password, a refused attempt): the answer then takes as long either way.
 */
export async function spendDummyHash(password: string): Promise<void> {
  const derived = await derive(password, dummySalt, CURRENT.iterations, CURRENT.keyLength)
  timingSafeEqual(derived, dummyHash)
}
