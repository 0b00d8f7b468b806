'use client'

import type React from 'react'
import type { FieldErrors, FieldPath, FieldValues, UseFormRegister } from 'react-hook-form'

import type { Choice } from './choices'
import { ChoiceField, PasswordField, TextAreaField, TextField, type FieldProps } from './fields'

type FieldOptions = { required?: boolean; hint?: string; className?: string }

/** What the fields need of a form: react-hook-form's, or the public forms' own (src/components/site/usePublicForm.ts). */
export type FieldsForm<T extends FieldValues> = { register: UseFormRegister<T>; errors: FieldErrors<T> }

/** The message of the field at `name` (a dotted path into nested fields: `address.street`, `children.0.name`). */
function messageAt(errors: object, name: string): string | undefined {
  const found = name.split('.').reduce<unknown>((at, key) => (at && typeof at === 'object' ? (at as Record<string, unknown>)[key] : undefined), errors)
  return (found as { message?: string } | undefined)?.message
}

/**
 * The labelled fields of one react-hook-form form, each tied to its value and its error message:
 * `field.text('email', 'Email', { required: true, type: 'email' })`. `idPrefix` keeps the ids unique on
 * the page (`<idPrefix>-email`; the name alone without one); `autoComplete` is the text fields' default.
 */
export function formFields<T extends FieldValues>(
  { register, errors }: FieldsForm<T>,
  { idPrefix, autoComplete: textAutoComplete }: { idPrefix?: string; autoComplete?: string } = {},
) {
  const wired = (name: FieldPath<T>, label: string, { required, hint, className }: FieldOptions): FieldProps => ({
    id: idPrefix ? `${idPrefix}-${name}` : name,
    label,
    required,
    hint,
    className,
    control: register(name),
    error: messageAt(errors, name),
  })

  return {
    text: (name: FieldPath<T>, label: string, { type, autoComplete = textAutoComplete, ...options }: FieldOptions & { type?: string; autoComplete?: string } = {}) => (
      <TextField {...wired(name, label, options)} type={type} autoComplete={autoComplete} />
    ),

    textarea: (name: FieldPath<T>, label: string, { rows, ...options }: FieldOptions & { rows?: number } = {}) => (
      <TextAreaField {...wired(name, label, options)} rows={rows} />
    ),

    select: (
      name: FieldPath<T>,
      label: string,
      choices: readonly Choice[],
      { placeholder, disabled, ...options }: FieldOptions & { placeholder?: string; disabled?: boolean } = {},
    ) => <ChoiceField {...wired(name, label, options)} choices={choices} placeholder={placeholder} disabled={disabled} />,

    password: (name: FieldPath<T>, label: string, options: FieldOptions = {}) => <PasswordField {...wired(name, label, options)} />,
  }
}

export type FormFields<T extends FieldValues> = ReturnType<typeof formFields<T>>

/** A group of fields under a heading (the child profile's sections). */
export function FieldSection({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <fieldset className="grid gap-4 sm:grid-cols-2">
      <legend className="mb-3 text-lg font-bold text-ink">{title}</legend>
      {children}
    </fieldset>
  )
}
