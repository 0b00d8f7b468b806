'use client'

import type React from 'react'
import { useSyncExternalStore } from 'react'

import { TOAST } from './timing'
import type { ToastVariant } from './toast'

export type ToastOptions = {
  title?: React.ReactNode
  description?: React.ReactNode
  variant?: ToastVariant
  action?: React.ReactElement
  duration?: number
}

export type ToasterToast = ToastOptions & { id: string; open: boolean; onOpenChange: (open: boolean) => void }

type Action =
  | { type: 'add'; toast: ToasterToast }
  | { type: 'update'; toast: Partial<ToasterToast> & { id: string } }
  | { type: 'dismiss'; toastId?: string }
  | { type: 'remove'; toastId?: string }

/**
 * One store for the whole front end, so `toast()` works from anywhere (an event handler, a mutation's
 * callback) without a context. At most TOAST.limit (1) toast is kept: a new one replaces the last.
 */
let toasts: ToasterToast[] = []
const listeners = new Set<() => void>()
const removalTimers = new Map<string, ReturnType<typeof setTimeout>>()
let lastId = 0

function reduce(state: ToasterToast[], action: Action): ToasterToast[] {
  switch (action.type) {
    case 'add':
      return [action.toast, ...state].slice(0, TOAST.limit)
    case 'update':
      return state.map((t) => (t.id === action.toast.id ? { ...t, ...action.toast } : t))
    case 'dismiss':
      return state.map((t) => (action.toastId === undefined || t.id === action.toastId ? { ...t, open: false } : t))
    case 'remove':
      return action.toastId === undefined ? [] : state.filter((t) => t.id !== action.toastId)
  }
}

function dispatch(action: Action) {
  if (action.type === 'dismiss') {
    // A closed toast stays in the list (closed) until its removal delay (SPEC §9: 1,000,000 ms).
    for (const t of toasts) if (action.toastId === undefined || t.id === action.toastId) scheduleRemoval(t.id)
  }
  toasts = reduce(toasts, action)
  for (const listener of listeners) listener()
}

function scheduleRemoval(id: string) {
  if (removalTimers.has(id)) return
  removalTimers.set(
    id,
    setTimeout(() => {
      removalTimers.delete(id)
      dispatch({ type: 'remove', toastId: id })
    }, TOAST.removeDelayMs),
  )
}

/** Shows a toast: `toast({ title, description, variant: 'destructive' })`. */
export function toast(options: ToastOptions) {
  lastId = (lastId + 1) % Number.MAX_SAFE_INTEGER
  const id = String(lastId)
  const dismiss = () => dispatch({ type: 'dismiss', toastId: id })
  dispatch({ type: 'add', toast: { ...options, id, open: true, onOpenChange: (open) => !open && dismiss() } })
  return {
    id,
    dismiss,
    update: (next: ToastOptions) => dispatch({ type: 'update', toast: { ...next, id } }),
  }
}

export function dismissToast(toastId?: string) {
  dispatch({ type: 'dismiss', toastId })
}

const subscribe = (listener: () => void) => {
  listeners.add(listener)
  return () => listeners.delete(listener)
}
const snapshot = () => toasts
const serverSnapshot: ToasterToast[] = []

export function useToast() {
  const current = useSyncExternalStore(subscribe, snapshot, () => serverSnapshot)
  return { toasts: current, toast, dismiss: dismissToast }
}
