'use client'

import dynamic from 'next/dynamic'
import { useEffect } from 'react'

import { useToast } from './use-toast'

const loadView = () => import('./toaster-view')
const ToasterView = dynamic(() => loadView().then((module) => module.ToasterView))

/**
 * The one toaster of the front end, mounted in the root layout. Radix's toast code (≈ 15 kB gzipped) is
 * not part of every page's first load: it is fetched on the visitor's first interaction (toasts answer
 * one), and the view mounts with the first toast and stays while any toast is kept.
 */
export function Toaster() {
  const { toasts } = useToast()

  useEffect(() => {
    const events = ['pointerdown', 'keydown', 'focusin'] as const
    const preload = () => {
      for (const event of events) window.removeEventListener(event, preload, true)
      loadView().catch(() => {}) // fetched again when a toast needs it
    }
    for (const event of events) window.addEventListener(event, preload, { capture: true, passive: true })
    return () => {
      for (const event of events) window.removeEventListener(event, preload, true)
    }
  }, [])

  return toasts.length > 0 ? <ToasterView toasts={toasts} /> : null
}
