'use client'

import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form'

import { bodyResolver } from '@/components/forms/bodyResolver'
import { lazyZodResolver } from '@/components/forms/lazyZodResolver'
import { healthEndpoints } from '../endpoints'
import { documentFields, documentFileRefusal } from './documentFiles'

/**
 * A health document form's resolver, the upload endpoint's own check before anything is sent: the chosen
 * file first (documentFileRefusal: a missing, wrong or too large file, in the server's words), then the
 * fields it is sent with (`fieldsOf`, as documentForm sends them) against the endpoint's schema
 * (`healthDocumentFields`, loaded with zod when the form is first checked), each message on its field. A
 * refusal on a field the form does not show (`fields`) lets the form be sent, as bodyResolver says.
 */
export function documentResolver<Values extends FieldValues & { file: FileList | null }>(
  fieldsOf: (values: Values) => Record<string, string | undefined>,
  fields: readonly string[],
): Resolver<Values, unknown, Values> {
  const { resolver: schemaCheck } = lazyZodResolver(() => healthEndpoints.uploadDocument.body())
  const checkFields = bodyResolver<Values>(schemaCheck, (values) => documentFields(fieldsOf(values)), fields)
  return async (values, context, options) => {
    const refusal = documentFileRefusal(values.file?.[0])
    if (refusal) return { values: {}, errors: { file: { type: 'client', message: refusal } } as FieldErrors<Values> }
    return checkFields(values, context, options)
  }
}

/**
 * What a document form says in its alert when the check refused a field beside the file (the first of
 * `fields` with a message), as it does when the server refuses one: the reason is what to change. A file's
 * own refusal is said by the file's field alone, as before sending.
 */
export function fieldRefusal(errors: FieldErrors, fields: readonly string[]): string | undefined {
  return fields
    .filter((name) => name !== 'file')
    .map((name) => errors[name]?.message)
    .find((message): message is string => typeof message === 'string' && message !== '')
}
