'use client'

import { useSyncExternalStore } from 'react'

import { SESSION_KEYS } from '@/lib/constants'

/**
 * SPEC §4's session-storage flag: it only remembers that this tab passed the gate (the server session
 * decides what the data calls may do). A small store, so every reader re-renders when it changes.
 */
const listeners = new Set<() => void>()

function read(): boolean {
  try {
    return sessionStorage.getItem(SESSION_KEYS.adminAuthenticated) === 'true'
  } catch {
    return false
  }
}

export function setAdminFlag(on: boolean) {
  try {
    if (on) sessionStorage.setItem(SESSION_KEYS.adminAuthenticated, 'true')
    else sessionStorage.removeItem(SESSION_KEYS.adminAuthenticated)
  } catch {
    // Storage refused (private mode): the gate simply shows again on reload.
  }
  for (const listener of listeners) listener()
}

const subscribe = (listener: () => void) => {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** The flag; null in the server's HTML and while hydrating (session storage is the browser's). */
export function useAdminFlag(): boolean | null {
  return useSyncExternalStore(subscribe, read, () => null)
}
