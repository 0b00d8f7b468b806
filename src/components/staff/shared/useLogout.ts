'use client'

import { useRouter } from 'next/navigation'
import { useRef } from 'react'

import { useEndSession } from '@/components/session/session'
import { toast } from '@/components/ui/use-toast'

/** SPEC §8 */
const LOGGED_OUT = { title: 'Logged out', description: 'You have been logged out successfully.' }
const LOGOUT_FAILED = {
  title: 'Logout Failed',
  description: 'The server could not be reached, so you may still be signed in. Please try again.',
  variant: 'destructive' as const,
}

/**
 * Logout for a staff screen: ends the session (and forgets every cached list), then goes to `destination`,
 * also when the logout call failed. `leaving` tells the screen's gate not to redirect meanwhile.
 */
export function useStaffLogout(destination: string) {
  const router = useRouter()
  const endSession = useEndSession()
  const leaving = useRef(false)
  const logout = async () => {
    leaving.current = true
    const { ok } = await endSession()
    toast(ok ? LOGGED_OUT : LOGOUT_FAILED)
    router.push(destination)
  }
  return { logout, leaving }
}
