'use client'

import { useTranslations } from 'next-intl'
import type React from 'react'

import { useServerText } from '@/components/i18n/useServerText'
import { Label } from '@/components/ui/label'
import { cn } from '@/lib/utils'

/** What a control needs to be tied to its label, hint and error message. */
export type FieldControlProps = {
  id: string
  'aria-invalid'?: true
  'aria-describedby'?: string
  'aria-required'?: true
}

/**
 * A labelled form field. The error message sits in a polite live region (read out when it appears) and
 * is linked to the control with aria-describedby; the control is marked aria-invalid.
 */
export function FormField({
  id,
  label,
  error,
  required,
  hint,
  className,
  children,
}: {
  id: string
  label: string
  error?: string
  required?: boolean
  hint?: string
  className?: string
  children: (control: FieldControlProps) => React.ReactNode
}) {
  const hintId = `${id}-hint`
  const errorId = `${id}-error`
  const describedBy = [hint && hintId, error && errorId].filter(Boolean).join(' ')
  return (
    <div className={cn('flex flex-col', className)}>
      <Label htmlFor={id}>
        {label}
        {required && (
          <span aria-hidden="true" className="text-coral-700">
            {' '}
            *
          </span>
        )}
      </Label>
      <div className="mt-1.5">
        {children({
          id,
          'aria-invalid': error ? true : undefined,
          'aria-describedby': describedBy || undefined,
          'aria-required': required ? true : undefined,
        })}
      </div>
      {hint && (
        <p id={hintId} className="mt-1.5 text-sm text-ink-soft">
          {hint}
        </p>
      )}
      <FieldError id={errorId} message={error} />
    </div>
  )
}

/**
 * A field's error. Always in the page (empty when valid) so that screen readers announce it when it appears.
 * The message is the schema's or the server's (English), shown in the page's language (useServerText).
 */
export function FieldError({ id, message }: { id: string; message?: string }) {
  const serverText = useServerText()
  return (
    <p id={id} aria-live="polite" className="mt-1.5 text-sm font-semibold text-coral-700 empty:mt-0">
      {message && serverText(message)}
    </p>
  )
}

/** The "* required" legend shown above a form. */
export function RequiredNote() {
  const t = useTranslations('forms')
  return <p className="text-sm text-ink-soft">{t.rich('requiredNote', { star: (chunks) => <span className="font-bold text-coral-700">{chunks}</span> })}</p>
}
