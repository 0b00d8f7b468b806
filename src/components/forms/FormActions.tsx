import { Button } from '@/components/ui/button'

/**
 * The end of a staff or portal form: what went wrong with the whole form (an alert, read out when it
 * appears), the submit button (its label while sending) and, when the form can be put away, its cancel.
 */
export function FormActions({
  error,
  busy,
  submitLabel,
  busyLabel,
  cancelLabel,
  onCancel,
}: {
  error: string
  busy: boolean
  submitLabel: string
  busyLabel: string
  cancelLabel?: string
  onCancel?: () => void
}) {
  return (
    <>
      {error && (
        <p role="alert" className="font-semibold text-coral-700">
          {error}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={busy}>
          {busy ? busyLabel : submitLabel}
        </Button>
        {onCancel && (
          <Button type="button" variant="outline" onClick={onCancel}>
            {cancelLabel}
          </Button>
        )}
      </div>
    </>
  )
}
