'use client'

import { useTranslations } from 'next-intl'
import { useId, useState } from 'react'

import { useServerText } from '@/components/i18n/useServerText'

import { Button } from '@/components/ui/button'
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { Textarea } from '@/components/ui/textarea'
import { toast } from '@/components/ui/use-toast'
import { healthEndpoints } from '@/features/health/endpoints'
import { incidentEndpoints } from '../../endpoints'
import { ApiError, send } from '@/contract/client'
import { at } from '@/contract/endpoint'
import type { ChildRecord } from '@/contract/records'
import { useEndpoint } from '@/components/swr'
import { CarePlanBadges } from '@/features/health/screens/staff/CarePlanBadges'

type Fields = { occurredAt: string; place: string; description: string; firstAid: string; witnesses: string; staffSignature: string }
/** The report's fields in order; each one's label is the catalogue's `incident.fields.<name>`. */
const FIELDS: { name: keyof Fields; kind: 'input' | 'textarea' | 'datetime' }[] = [
  { name: 'occurredAt', kind: 'datetime' },
  { name: 'place', kind: 'input' },
  { name: 'description', kind: 'textarea' },
  { name: 'firstAid', kind: 'textarea' },
  { name: 'witnesses', kind: 'input' },
  { name: 'staffSignature', kind: 'input' },
]

/** `YYYY-MM-DDTHH:MM` of now on this device, for a datetime-local input. */
const localNow = () => {
  const now = new Date()
  return new Date(now.getTime() - now.getTimezoneOffset() * 60_000).toISOString().slice(0, 16)
}
const blank = (): Fields => ({ occurredAt: localNow(), place: '', description: '', firstAid: '', witnesses: '', staffSignature: '' })

/**
 * Filing an incident report about a child: the child's parents are told (portal and mail)
 * and acknowledge it; the server keeps who filed it and when they signed.
 */
export function IncidentDialog({ child, onClose }: { child: Pick<ChildRecord, 'id' | 'firstName'> | null; onClose: () => void }) {
  const [values, setValues] = useState<Fields>(blank)
  const [errors, setErrors] = useState<Partial<Record<keyof Fields, string>>>({})
  const [problem, setProblem] = useState<string | null>(null)
  const [sending, setSending] = useState(false)
  const ids = useId()
  const t = useTranslations('staff.operations.incident')
  const serverText = useServerText()
  // The child's allergies and conditions, beside the report (what first aid must respect).
  const plans = useEndpoint(child ? at(healthEndpoints.carePlans, child.id) : null)

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
      await send(incidentEndpoints.fileIncident, {
        childId: child.id,
        occurredAt,
        place: values.place,
        description: values.description,
        staffSignature: values.staffSignature,
        ...(values.firstAid ? { firstAid: values.firstAid } : {}),
        ...(values.witnesses ? { witnesses: values.witnesses } : {}),
      })
      toast({ title: t('filed'), description: t('filedDescription', { name: child.firstName }) })
      close()
    } catch (failure) {
      const fields = failure instanceof ApiError ? failure.fieldErrors : []
      if (fields.length > 0) setErrors(Object.fromEntries(fields.map((field) => [field.field, serverText(field.message)])))
      else setProblem(failure instanceof ApiError ? (failure.serverMessage != null ? serverText(failure.serverMessage) : t('notFiled')) : t('unreachable'))
    } finally {
      setSending(false)
    }
  }

  return (
    <Dialog open={child !== null} onOpenChange={(open) => !open && close()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t('title', { name: child?.firstName ?? '' })}</DialogTitle>
          <DialogDescription>{t('description')}</DialogDescription>
          <CarePlanBadges plans={(plans.data ?? []).filter((plan) => plan.active)} />
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
                <Label htmlFor={id}>{t(`fields.${field.name}`)}</Label>
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
              {t('cancel')}
            </Button>
            <Button type="submit" disabled={sending}>
              {sending ? t('filing') : t('submit')}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  )
}
