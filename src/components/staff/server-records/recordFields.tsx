'use client'

import type React from 'react'
import type { FieldPath, FieldValues, UseFormReturn } from 'react-hook-form'

import { type FieldControlProps, FormField } from '@/components/site/FormField'
import { Input } from '@/components/ui/input'
import { Textarea } from '@/components/ui/textarea'
import { type Choice, ChoiceSelect } from '@/components/staff/shared/ChoiceSelect'

type FieldOptions = { required?: boolean; hint?: string; className?: string }

/**
 * The labelled controls of one add-record form, tied to its react-hook-form state; `prefix` keeps the
 * ids unique on the page.
 */
export function recordFields<T extends FieldValues, TOut>(form: UseFormReturn<T, unknown, TOut>, prefix: string) {
  const field = (name: FieldPath<T>, label: string, options: FieldOptions, control: (props: FieldControlProps) => React.ReactNode) => (
    <FormField
      id={`${prefix}-${name}`}
      label={label}
      required={options.required}
      hint={options.hint}
      className={options.className}
      error={form.getFieldState(name, form.formState).error?.message}
    >
      {control}
    </FormField>
  )

  return {
    text: (name: FieldPath<T>, label: string, options: FieldOptions & { type?: string; autoComplete?: string } = {}) =>
      field(name, label, options, (props) => (
        <Input type={options.type ?? 'text'} autoComplete={options.autoComplete ?? 'off'} {...props} {...form.register(name)} />
      )),

    textarea: (name: FieldPath<T>, label: string, options: FieldOptions & { rows: number }) =>
      field(name, label, options, (props) => <Textarea rows={options.rows} {...props} {...form.register(name)} />),

    select: (name: FieldPath<T>, label: string, choices: readonly Choice[], options: FieldOptions & { placeholder?: string } = {}) =>
      field(name, label, options, (props) => <ChoiceSelect choices={choices} placeholder={options.placeholder} {...props} {...form.register(name)} />),
  }
}

/** A group of fields under a heading (the child profile's sections). */
export function FieldSection({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <fieldset className="grid gap-4 sm:grid-cols-2">
      <legend className="mb-3 text-lg font-bold text-ink">{title}</legend>
      {children}
    </fieldset>
  )
}
