'use client'

import { useSyncExternalStore } from 'react'

import { SESSION_KEYS } from '@/lib/constants'

/**
 * The parent portal's UI state in session storage (SPEC §4): an authenticated flag and the username,
 * so that a reload shows the portal again. It grants nothing: the data comes with the server session.
 */
const CHANGED = 'parent-portal-session'

/** Where the state lives when the browser refuses session storage (it is then lost on reload). */
let withoutStorage: string | null = null

function notify() {
  window.dispatchEvent(new Event(CHANGED))
}

function subscribe(onChange: () => void) {
  window.addEventListener(CHANGED, onChange)
  window.addEventListener('storage', onChange)
  return () => {
    window.removeEventListener(CHANGED, onChange)
    window.removeEventListener('storage', onChange)
  }
}

/** The remembered username, or null when the flag is not set. */
function rememberedUsername(): string | null {
  try {
    if (sessionStorage.getItem(SESSION_KEYS.parentAuthenticated) !== 'true') return null
    return sessionStorage.getItem(SESSION_KEYS.parentUsername) ?? ''
  } catch {
    return withoutStorage
  }
}

/** The remembered username; null without the flag; undefined until the browser has been read (server render). */
export function useRememberedPortalUser(): string | null | undefined {
  return useSyncExternalStore(subscribe, rememberedUsername, () => undefined)
}

export function rememberPortalUser(username: string) {
  try {
    sessionStorage.setItem(SESSION_KEYS.parentAuthenticated, 'true')
    sessionStorage.setItem(SESSION_KEYS.parentUsername, username)
  } catch {
    withoutStorage = username
  }
  notify()
}

export function forgetPortalUser() {
  withoutStorage = null
  try {
    sessionStorage.removeItem(SESSION_KEYS.parentAuthenticated)
    sessionStorage.removeItem(SESSION_KEYS.parentUsername)
  } catch {
    // Nothing was stored.
  }
  notify()
}
