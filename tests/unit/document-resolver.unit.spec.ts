/**
 * The health document forms' check before sending (src/features/health/screens/documentResolver.ts): the
 * file first, in the server's words, then the fields it is sent with against the upload endpoint's own
 * schema, each message on its field; what the forms' alert says of a refused field.
 */
import type { FieldErrors, ResolverOptions } from 'react-hook-form'
import { describe, expect, it } from 'vitest'

import { healthDocumentMessages } from '@/features/health/documents'
import { documentResolver, fieldRefusal } from '@/features/health/screens/documentResolver'
import { MAX_DOCUMENT_BYTES } from '@/lib/constants'

type Values = { kind: string; immunizationRecordId: string; file: FileList | null; title: string }
const FIELDS = ['kind', 'immunizationRecordId', 'file', 'title'] as const
const options = { fields: {}, shouldUseNativeValidation: false } as ResolverOptions<Values>
const files = (...chosen: File[]) => chosen as unknown as FileList
const pdf = new File(['%PDF-1.4\n'], 'certificate.pdf', { type: 'application/pdf' })
const resolver = documentResolver((values: Values) => ({ kind: values.kind, title: values.title, immunizationRecordId: values.kind === 'exemption' ? values.immunizationRecordId : undefined }), FIELDS)
const check = (values: Partial<Values>) => resolver({ kind: 'immunization-certificate', immunizationRecordId: '', file: files(pdf), title: '', ...values }, undefined, options)

describe('a health document form’s check before sending', () => {
  it('refuses a missing file, a file of another type and one too large, by the file, in the server’s words', async () => {
    expect((await check({ file: null })).errors.file?.message).toBe(healthDocumentMessages.missing)
    expect((await check({ file: files() })).errors.file?.message).toBe(healthDocumentMessages.missing)
    expect((await check({ file: files(new File(['x'], 'notes.txt', { type: 'text/plain' })) })).errors.file?.message).toBe(healthDocumentMessages.type)
    const huge = new File([new Uint8Array(MAX_DOCUMENT_BYTES + 1)], 'huge.pdf', { type: 'application/pdf' })
    expect((await check({ file: files(huge) })).errors.file?.message).toBe(healthDocumentMessages.tooLarge)
  })

  it('checks the fields it sends with the endpoint’s schema: an exemption’s paper names its exemption', async () => {
    const refused = await check({ kind: 'exemption' })
    expect(refused.values).toEqual({})
    expect(refused.errors.immunizationRecordId?.message).toBe(healthDocumentMessages.exemption)
    expect(fieldRefusal(refused.errors as FieldErrors, FIELDS)).toBe(healthDocumentMessages.exemption)
  })

  it('lets a valid document through with the form’s values, and says nothing in the alert for a file’s refusal', async () => {
    const accepted = await check({ kind: 'exemption', immunizationRecordId: 'record-1', title: '  Signed statement ' })
    expect(accepted.errors).toEqual({})
    expect(accepted.values).toMatchObject({ kind: 'exemption', immunizationRecordId: 'record-1' })
    expect(fieldRefusal((await check({ file: null })).errors as FieldErrors, FIELDS)).toBeUndefined()
  })
})
