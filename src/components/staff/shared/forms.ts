import type { FieldValues, Path, UseFormSetError } from 'react-hook-form'

import { ApiError } from '@/contract/client'

/**
 * Puts the server's per-field messages (a 400's or 409's `errors[]`) on the form's fields and focuses
 * the first. Fields the form does not have are left to the toast.
 */
export function showServerFieldErrors<T extends FieldValues>(error: unknown, setError: UseFormSetError<T>, fields: readonly string[]) {
  if (!(error instanceof ApiError)) return
  let first = true
  for (const { field, message } of error.fieldErrors) {
    if (!fields.includes(field)) continue
    setError(field as Path<T>, { type: 'server', message }, { shouldFocus: first })
    first = false
  }
}
