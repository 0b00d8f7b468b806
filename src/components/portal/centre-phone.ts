import { connection } from 'next/server'

import { getSiteSettings } from '@/server/content'

/**
 * The centre's phone from the site settings, read on the server when a portal page is requested (never
 * at build time: the build has no database, and the settings are cached until an editor changes them).
 */
export async function centrePhone(): Promise<string | null> {
  await connection()
  return (await getSiteSettings()).phone
}
