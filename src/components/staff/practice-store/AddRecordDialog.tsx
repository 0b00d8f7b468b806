'use client'

import { useTranslations } from 'next-intl'
import type React from 'react'
import { useState } from 'react'

import { FormField } from '@/components/forms/FormField'
import { toast } from '@/components/ui/use-toast'
import { type AddRecordKind, REQUIRED_FIELDS, type RequiredField } from '@/components/staff/shared/add-record-checks'
import { RecordFormDialog } from '@/components/staff/shared/RecordFormDialog'
import { missingFields } from './scratchRecords'

/** What a field's control needs: its id, value, change handler and invalid/required state. */
export type ControlProps = {
  id: string
  name: string
  value: string
  onChange: (event: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) => void
  'aria-invalid'?: true
  'aria-describedby'?: string
  'aria-required'?: true
}

/** Renders one labelled field of the form: `field('firstName', 'First Name', (control) => <Input {...control} />)`. */
export type FieldRenderer<T> = (name: keyof T & string, label: string, render: (control: ControlProps) => React.ReactNode, hint?: string) => React.ReactNode

/**
 * The add dialog of one record type: the SPEC §5 'Missing Information' check (a red toast; the blank
 * fields are marked invalid and the first gets focus), then `save`. Success toasts, resets and closes;
 * a failed save toasts and keeps every value.
 */
export function AddRecordDialog<K extends AddRecordKind, T extends Record<string, string> & Record<RequiredField<K>, string>>({
  kind,
  emptyValues,
  save,
  children,
}: {
  /** Which SPEC §5 check applies; the §8 texts and the dialog's title are the catalogue's `staff.practice.toasts.{kind}` and `dialogs.{kind}`. */
  kind: K
  /** A blank form, computed when the screen loads and after each addition (dates default to today). */
  emptyValues: () => T
  save: (values: T) => void
  children: (field: FieldRenderer<T>) => React.ReactNode
}) {
  const [open, setOpen] = useState(false)
  const [values, setValues] = useState(emptyValues)
  const [invalid, setInvalid] = useState<ReadonlySet<string>>(new Set())
  const t = useTranslations('staff.practice')
  const texts: AddRecordKind = kind
  // Each dialog's title is also its button's and its submit's label.
  const title = t(`dialogs.${texts}.title`)
  const description = t(`dialogs.${texts}.description`)
  const required: readonly (keyof T & string)[] = REQUIRED_FIELDS[kind]
  const fieldId = (name: string) => `${kind}-${name}`

  const field: FieldRenderer<T> = (name, label, render, hint) => {
    const isRequired = required.includes(name)
    return (
      <FormField id={fieldId(name)} label={label} required={isRequired} hint={hint}>
        {(control) =>
          render({
            ...control,
            name,
            value: values[name],
            onChange: (event) => {
              const { value } = event.target
              setValues((current) => ({ ...current, [name]: value }))
            },
            'aria-invalid': invalid.has(name) ? true : undefined,
          })
        }
      </FormField>
    )
  }

  const onSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const missing = missingFields(values, required)
    setInvalid(new Set(missing))
    if (missing.length > 0) {
      toast({ title: t('toasts.missingInformation'), description: t(`toasts.${texts}.missing`), variant: 'destructive' })
      document.getElementById(fieldId(missing[0]))?.focus()
      return
    }
    try {
      save(values)
    } catch (error) {
      console.error(`Could not add the ${kind} in this tab.`, error)
      toast({ title: t('toasts.error'), description: t(`toasts.${texts}.failed`), variant: 'destructive' })
      return
    }
    toast({ title: t('toasts.success'), description: t(`toasts.${texts}.added`) })
    setValues(emptyValues())
    setOpen(false)
  }

  return (
    <RecordFormDialog
      id={kind}
      open={open}
      onOpenChange={(next) => {
        setOpen(next)
        if (next) setInvalid(new Set())
      }}
      title={title}
      description={description}
      submitLabel={title}
      onSubmit={onSubmit}
    >
      {children(field)}
    </RecordFormDialog>
  )
}
