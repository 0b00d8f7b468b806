import type { FieldValues, Path, UseFormSetError } from 'react-hook-form'

import { ApiError, type FieldError } from '@/contract/client'

type Focus = {
  /**
   * Each named field takes focus in turn, so the last keeps it (the public, sign-in and add-record
   * dialog forms, as they always did); otherwise only the first is focused.
   */
  focusEach?: boolean
}

/**
 * Puts the server's per-field messages (a 400's or 409's `errors[]`) on the form's fields and focuses
 * the first. Fields the form does not have are left to the toast.
 */
export function showServerFieldErrors<T extends FieldValues>(error: unknown, setError: UseFormSetError<T>, fields: readonly string[], focus: Focus = {}) {
  if (error instanceof ApiError) showFieldErrors(error.fieldErrors, setError, fields, focus)
}

/** The same, for messages already read from the answer (a sign-in's result). */
export function showFieldErrors<T extends FieldValues>(
  fieldErrors: readonly FieldError[],
  setError: UseFormSetError<T>,
  fields: readonly string[],
  { focusEach = false }: Focus = {},
) {
  let first = true
  for (const { field, message } of fieldErrors) {
    if (!fields.includes(field)) continue
    setError(field as Path<T>, { type: 'server', message }, { shouldFocus: focusEach || first })
    first = false
  }
}

/**
 * A form's failed send: the server's per-field messages go to the form's fields (`showFieldErrors`), and
 * what is left for the form as a whole is returned: the server's own message when none of its errors is
 * one of the form's fields, `fallback` when the server could not be reached, '' when the fields say it all.
 */
export function formLevelMessage<T extends FieldValues>(failure: unknown, setError: UseFormSetError<T>, fields: readonly string[], fallback: string): string {
  if (!(failure instanceof ApiError)) return fallback
  showFieldErrors(failure.fieldErrors, setError, fields)
  return failure.fieldErrors.some((fieldError) => fields.includes(fieldError.field)) ? '' : (failure.serverMessage ?? fallback)
}
