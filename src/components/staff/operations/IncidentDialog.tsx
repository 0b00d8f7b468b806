'use client'

import { useId, useState } from 'react'

import { Button } from '@/components/ui/button'
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { Textarea } from '@/components/ui/textarea'
import { toast } from '@/components/ui/use-toast'
import { api } from '@/contract/api'
import { ApiError, send } from '@/contract/client'
import type { RosterChild } from '@/contract/records'

type Fields = { occurredAt: string; place: string; description: string; firstAid: string; witnesses: string; staffSignature: string }
const FIELDS: { name: keyof Fields; label: string; kind: 'input' | 'textarea' | 'datetime' }[] = [
  { name: 'occurredAt', label: 'When it happened', kind: 'datetime' },
  { name: 'place', label: 'Where', kind: 'input' },
  { name: 'description', label: 'What happened', kind: 'textarea' },
  { name: 'firstAid', label: 'First aid given', kind: 'textarea' },
  { name: 'witnesses', label: 'Who saw it', kind: 'input' },
  { name: 'staffSignature', label: 'Your signature (full name)', kind: 'input' },
]

/** `YYYY-MM-DDTHH:MM` of now on this device, for a datetime-local input. */
const localNow = () => {
  const now = new Date()
  return new Date(now.getTime() - now.getTimezoneOffset() * 60_000).toISOString().slice(0, 16)
}
const blank = (): Fields => ({ occurredAt: localNow(), place: '', description: '', firstAid: '', witnesses: '', staffSignature: '' })

/**
 * Filing an incident report about a child (issue 16): the child's parents are told (portal and mail)
 * and acknowledge it; the server keeps who filed it and when they signed.
 */
export function IncidentDialog({ child, onClose }: { child: RosterChild | null; onClose: () => void }) {
  const [values, setValues] = useState<Fields>(blank)
  const [errors, setErrors] = useState<Partial<Record<keyof Fields, string>>>({})
  const [problem, setProblem] = useState<string | null>(null)
  const [sending, setSending] = useState(false)
  const ids = useId()

  const close = () => {
    setValues(blank())
    setErrors({})
    setProblem(null)
    onClose()
  }

  const submit = async (event: React.FormEvent) => {
    event.preventDefault()
    if (!child) return
    setSending(true)
    setErrors({})
    setProblem(null)
    try {
      const occurredAt = values.occurredAt ? new Date(values.occurredAt).toISOString() : ''
      await send(api.operations.fileIncident, {
        childId: child.id,
        occurredAt,
        place: values.place,
        description: values.description,
        staffSignature: values.staffSignature,
        ...(values.firstAid ? { firstAid: values.firstAid } : {}),
        ...(values.witnesses ? { witnesses: values.witnesses } : {}),
      })
      toast({ title: 'Incident report filed', description: `${child.firstName}’s parents are told and asked to acknowledge it.` })
      close()
    } catch (failure) {
      const fields = failure instanceof ApiError ? failure.fieldErrors : []
      if (fields.length > 0) setErrors(Object.fromEntries(fields.map((field) => [field.field, field.message])))
      else setProblem(failure instanceof ApiError ? (failure.serverMessage ?? 'The report was not filed. Please try again.') : 'Could not reach the server. Please try again.')
    } finally {
      setSending(false)
    }
  }

  return (
    <Dialog open={child !== null} onOpenChange={(open) => !open && close()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Incident report: {child?.firstName}</DialogTitle>
          <DialogDescription>The parents read it in the portal (and by mail) and acknowledge it. Once they have, it cannot change.</DialogDescription>
        </DialogHeader>
        <form onSubmit={(event) => void submit(event)} className="flex flex-col gap-3" noValidate>
          {FIELDS.map((field) => {
            const id = `${ids}-${field.name}`
            const error = errors[field.name]
            const common = {
              id,
              value: values[field.name],
              'aria-invalid': error ? true : undefined,
              'aria-describedby': error ? `${id}-error` : undefined,
            }
            const change = (value: string) => setValues((current) => ({ ...current, [field.name]: value }))
            return (
              <div key={field.name} className="flex flex-col gap-1">
                <Label htmlFor={id}>{field.label}</Label>
                {field.kind === 'textarea' ? (
                  <Textarea {...common} rows={3} onChange={(event) => change(event.target.value)} />
                ) : (
                  <Input {...common} type={field.kind === 'datetime' ? 'datetime-local' : 'text'} onChange={(event) => change(event.target.value)} />
                )}
                {error && (
                  <p id={`${id}-error`} className="text-sm font-semibold text-coral-700">
                    {error}
                  </p>
                )}
              </div>
            )
          })}
          {problem && (
            <p role="alert" className="font-semibold text-coral-700">
              {problem}
            </p>
          )}
          <DialogFooter>
            <Button type="button" variant="outline" onClick={close}>
              Cancel
            </Button>
            <Button type="submit" disabled={sending}>
              {sending ? 'Filing...' : 'File the report'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  )
}
