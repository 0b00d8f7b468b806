'use client'

import type React from 'react'
import { useState } from 'react'

import { FormField, RequiredNote } from '@/components/site/FormField'
import { Button } from '@/components/ui/button'
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, DialogTrigger } from '@/components/ui/dialog'
import { toast } from '@/components/ui/use-toast'
import { MISSING_INFORMATION, RECORD_TOASTS, type RecordKind } from './messages'
import { missingFields } from './records'

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
export function AddRecordDialog<T extends Record<string, string>>({
  kind,
  title,
  description,
  required,
  emptyValues,
  save,
  children,
}: {
  kind: RecordKind
  /** The trigger's, the dialog's and the submit button's label ('Add Parent'). */
  title: string
  description: string
  required: readonly (keyof T & string)[]
  /** A blank form, computed when the screen loads and after each addition (dates default to today). */
  emptyValues: () => T
  save: (values: T) => void
  children: (field: FieldRenderer<T>) => React.ReactNode
}) {
  const [open, setOpen] = useState(false)
  const [values, setValues] = useState(emptyValues)
  const [invalid, setInvalid] = useState<ReadonlySet<string>>(new Set())
  const messages = RECORD_TOASTS[kind]
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
      toast({ title: MISSING_INFORMATION, description: messages.missing, variant: 'destructive' })
      document.getElementById(fieldId(missing[0]))?.focus()
      return
    }
    try {
      save(values)
    } catch (error) {
      console.error(`Could not add the ${kind} in this tab.`, error)
      toast({ title: 'Error', description: messages.failed, variant: 'destructive' })
      return
    }
    toast({ title: 'Success', description: messages.added })
    setValues(emptyValues())
    setOpen(false)
  }

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next)
        if (next) setInvalid(new Set())
      }}
    >
      <DialogTrigger asChild>
        <Button>{title}</Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
          <RequiredNote />
          {children(field)}
          <DialogFooter>
            <DialogClose asChild>
              <Button type="button" variant="outline">
                Cancel
              </Button>
            </DialogClose>
            <Button type="submit">{title}</Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  )
}
