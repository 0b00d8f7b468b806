'use client'

import { useState } from 'react'
import type { UseFormRegisterReturn } from 'react-hook-form'

import { FormField } from '@/components/site/FormField'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { NativeSelect } from '@/components/ui/native-select'
import { Textarea } from '@/components/ui/textarea'
import { fullName, type ChildRecord, type UserRecord } from '@/contract/records'

type FieldProps = {
  id: string
  label: string
  control: UseFormRegisterReturn
  error?: string
  required?: boolean
  hint?: string
  className?: string
}

export type Option = { value: string; label: string }

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

/** A native select with a first empty option (`placeholder`). */
export function ChoiceField({ options, placeholder, disabled, ...field }: FieldProps & { options: readonly Option[]; placeholder: string; disabled?: boolean }) {
  return (
    <FormField {...field}>
      {(aria) => (
        <NativeSelect disabled={disabled} {...aria} {...field.control}>
          <option value="">{placeholder}</option>
          {options.map(({ value, label }) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </NativeSelect>
      )}
    </FormField>
  )
}

/** A new account's password, with a show/hide toggle named for what it does. */
export function PasswordField(field: FieldProps) {
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
            {shown ? 'Hide' : 'Show'}
            <span className="sr-only"> password</span>
          </Button>
        </div>
      )}
    </FormField>
  )
}

export const childOptions = (children: readonly ChildRecord[] | undefined): Option[] =>
  (children ?? []).map((child) => ({ value: child.id, label: fullName(child) }))

export const parentOptions = (parents: readonly UserRecord[] | undefined): Option[] =>
  (parents ?? []).map((parent) => ({ value: parent.id, label: `${fullName(parent) || parent.username} (${parent.username})` }))

export const categoryOptions = (categories: readonly string[]): Option[] =>
  categories.map((category) => ({ value: category, label: category[0]!.toUpperCase() + category.slice(1) }))
