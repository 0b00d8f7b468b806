'use client'

import type { FieldErrors, FieldValues, Path, Resolver, UseFormSetError } from 'react-hook-form'

import { showFieldErrors } from '@/components/forms/serverFieldErrors'
import { Button } from '@/components/ui/button'
import { ApiError } from '@/contract/client'
import { parseDollars } from '../../money'

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

/** Whether the dollars typed are an amount to record: more than nothing, in dollars and cents. */
export const paysSomething = (dollars: string) => {
  const cents = parseDollars(dollars)
  return cents !== null && cents > 0
}

/** The form's field that shows a body field's message: the amount in cents is typed in dollars. */
export const moneyField = (name: string) => (name === 'amountCents' ? 'amount' : name)

/**
 * A money form's resolver: its own first checks (`refusal`: a choice not made, an amount that is no
 * dollars), said alone with the catalogue's words as before anything else, then `next` (the endpoint's
 * schema on the body the form will send).
 */
export function checkedFirst<T extends FieldValues>(refusal: (values: T) => { field: Path<T>; message: string } | null, next: Resolver<T, unknown, T>): Resolver<T, unknown, T> {
  return (values, context, options) => {
    const first = refusal(values)
    if (!first) return next(values, context, options)
    return { values: {}, errors: { [first.field]: { type: 'client', message: first.message } } as FieldErrors<T> }
  }
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
