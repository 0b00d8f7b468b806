'use client'

import { useTranslations } from 'next-intl'
import { useState } from 'react'
import type { UseFormRegisterReturn } from 'react-hook-form'

import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { Textarea } from '@/components/ui/textarea'
import type { Choice } from './choices'
import { ChoiceSelect } from './ChoiceSelect'
import { FormField } from './FormField'

/** A labelled control tied to a react-hook-form field (`control`: what `register(name)` gives). */
export type FieldProps = {
  id: string
  label: string
  control: UseFormRegisterReturn
  error?: string
  required?: boolean
  hint?: string
  className?: string
}

export function TextField({ type = 'text', autoComplete, ...field }: FieldProps & { type?: string; autoComplete?: string }) {
  return (
    <FormField {...field}>
      {(aria) => <Input type={type} autoComplete={autoComplete} {...aria} {...field.control} />}
    </FormField>
  )
}

export function TextAreaField({ rows = 3, ...field }: FieldProps & { rows?: number }) {
  return <FormField {...field}>{(aria) => <Textarea rows={rows} {...aria} {...field.control} />}</FormField>
}

/** A native select of `choices`, after an empty option when there is a `placeholder`. */
export function ChoiceField({ choices, placeholder, disabled, ...field }: FieldProps & { choices: readonly Choice[]; placeholder?: string; disabled?: boolean }) {
  return (
    <FormField {...field}>
      {(aria) => <ChoiceSelect choices={choices} placeholder={placeholder} disabled={disabled} {...aria} {...field.control} />}
    </FormField>
  )
}

/** A new account's password, with a show/hide toggle named for what it does. */
export function PasswordField(field: FieldProps) {
  const t = useTranslations('forms.password')
  const [shown, setShown] = useState(false)
  return (
    <FormField {...field}>
      {(aria) => (
        <div className="relative">
          <Input type={shown ? 'text' : 'password'} autoComplete="new-password" className="pr-24" {...aria} {...field.control} />
          <Button
            type="button"
            variant="ghost"
            size="sm"
            className="absolute right-1 top-1/2 -translate-y-1/2"
            aria-controls={field.id}
            onClick={() => setShown((value) => !value)}
          >
            {t.rich(shown ? 'hide' : 'show', { hidden: (chunks) => <span className="sr-only">{chunks}</span> })}
          </Button>
        </div>
      )}
    </FormField>
  )
}
