'use client'

import type { FieldValues, UseFormSetError } from 'react-hook-form'

import { showFieldErrors } from '@/components/forms/serverFieldErrors'
import { Button } from '@/components/ui/button'
import { ApiError } from '@/contract/client'

/**
 * What the director's money forms (a desk payment, an agency's payment) show of a refusal: the server's
 * messages by their fields, the amount's (in cents) by the dollars field; the form's own message when none
 * names a field of the form (`failed`, or the server's message in the page's language), or `unreachable`
 * when no answer came. Returns that message, '' when the fields say it all.
 */
export function refusalOf<T extends FieldValues>(
  failure: unknown,
  setError: UseFormSetError<T>,
  fields: readonly string[],
  words: { unreachable: string; failed: string; serverText: (message: string) => string },
): string {
  if (!(failure instanceof ApiError)) return words.unreachable
  const byField = failure.fieldErrors.map((fieldError) => (fieldError.field === 'amountCents' ? { ...fieldError, field: 'amount' } : fieldError))
  showFieldErrors<T>(byField, setError, fields)
  if (byField.some((fieldError) => fields.includes(fieldError.field))) return ''
  return words.serverText(failure.serverMessage ?? '') || words.failed
}

/** A money form's end: its refusal (an alert), the submit button, and the polite announcement of what was recorded. */
export function MoneyFormEnd({ formError, submitting, submit, pending, announcement, testId }: { formError: string; submitting: boolean; submit: string; pending: string; announcement: string; testId: string }) {
  return (
    <>
      {formError && (
        <p role="alert" className="font-semibold text-coral-700">
          {formError}
        </p>
      )}
      <Button type="submit" disabled={submitting} className="self-start">
        {submitting ? pending : submit}
      </Button>
      <p role="status" className="font-semibold text-brand-800" data-testid={testId}>
        {announcement}
      </p>
    </>
  )
}
