import { randomBytes } from 'node:crypto'

/** The staff account behind the /secure-admin gate (it signs in only through the gate). */
export const SECURE_ADMIN_USERNAME = 'secure-admin'

/** A password nobody knows: the gate's account never signs in with one. */
export const unusablePassword = () => randomBytes(32).toString('base64url')
