'use client'

import { useState } from 'react'

import { Button } from '@/components/ui/button'
import { ApiError } from '@/contract/client'

/**
 * An action that cannot be taken back (withdraw an authorization, remove a document), asked first: the
 * button, then in its place the question with "yes" and "keep" (a group named by the question), and the
 * server's refusal in an alert when it fails. `onConfirm` does the work; its result is the caller's.
 */
export function ConfirmAction({
  label,
  of,
  question,
  confirmLabel,
  busyLabel,
  keepLabel,
  failedLabel,
  onConfirm,
  disabled = false,
  className,
}: {
  /** The first button's words. */
  label: string
  /** What it acts on, said to screen readers after `label` ("Remove" + " Lily's certificate"). */
  of?: string
  question: string
  confirmLabel: string
  /** The confirm button's words while the work runs (default: `confirmLabel`). */
  busyLabel?: string
  keepLabel: string
  /** Said when the server cannot be reached (a refusal says its own message). */
  failedLabel: string
  onConfirm: () => Promise<void>
  disabled?: boolean
  className?: string
}) {
  const [confirming, setConfirming] = useState(false)
  const [busy, setBusy] = useState(false)
  const [failure, setFailure] = useState('')
  const confirm = async () => {
    setBusy(true)
    setFailure('')
    try {
      await onConfirm()
    } catch (error) {
      setFailure(error instanceof ApiError ? (error.serverMessage ?? failedLabel) : failedLabel)
    } finally {
      setBusy(false)
    }
  }
  if (!confirming) {
    return (
      <Button variant="outline" size="sm" className={className} disabled={disabled} onClick={() => setConfirming(true)}>
        {label}
        {of ? <span className="sr-only"> {of}</span> : null}
      </Button>
    )
  }
  return (
    <div role="group" aria-label={question} className={`flex flex-wrap items-center gap-2 ${className ?? ''}`}>
      <p className="font-semibold text-ink">{question}</p>
      <Button size="sm" disabled={busy} onClick={() => void confirm()}>
        {busy ? (busyLabel ?? confirmLabel) : confirmLabel}
      </Button>
      <Button size="sm" variant="outline" disabled={busy} onClick={() => setConfirming(false)}>
        {keepLabel}
      </Button>
      {failure && (
        <p role="alert" className="font-semibold text-coral-700">
          {failure}
        </p>
      )}
    </div>
  )
}
