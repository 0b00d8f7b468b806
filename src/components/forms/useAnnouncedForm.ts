'use client'

import { useState } from 'react'
import { type FieldValues, type UseFormProps, useForm } from 'react-hook-form'

import { formLevelMessage } from './serverFieldErrors'

/**
 * A staff form that saves, says what it saved politely and shows the server's refusal by its fields (the
 * health record's entry form, the credentials' form): react-hook-form with `options`, the announcement and
 * the form-level error. `submit(save)` is the form's onSubmit: it clears both, runs `save` with the valid
 * values and `announce`, and when `save` throws shows the refusal by the `fields` it names, else above
 * the button (`unreachable` when the server could not be reached); with `clearWhenInvalid`, a submit its
 * resolver refuses clears both too.
 */
export function useAnnouncedForm<Values extends FieldValues, Output = Values>(options: UseFormProps<Values, unknown, Output>, fields: readonly string[], unreachable: string) {
  const [announcement, setAnnouncement] = useState('')
  const [formError, setFormError] = useState('')
  const form = useForm<Values, unknown, Output>(options)
  const clear = () => {
    setAnnouncement('')
    setFormError('')
  }
  const submit = (save: (values: Output, announce: (text: string) => void) => Promise<void>, { clearWhenInvalid = false } = {}) =>
    form.handleSubmit(
      async (values) => {
        clear()
        try {
          await save(values, setAnnouncement)
        } catch (failure) {
          setFormError(formLevelMessage<Values>(failure, form.setError, fields, unreachable))
        }
      },
      // A form its resolver refuses says nothing of the last try either, as when the server refused it.
      clearWhenInvalid ? clear : undefined,
    )
  return { ...form, announcement, formError, submit }
}
