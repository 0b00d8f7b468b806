import { ACCEPTED_DOCUMENT_TYPES, MAX_DOCUMENT_BYTES } from '@/lib/constants'

import { healthDocumentMessages } from '../documents'

/** What a health document's file input offers: the types the server keeps, a PDF by its extension too. */
export const DOCUMENT_FILE_ACCEPT = ACCEPTED_DOCUMENT_TYPES.map((type) => (type === 'application/pdf' ? '.pdf' : type)).join(',')

/**
 * Why a chosen file would be refused, in the server's own words (English: a field shows it through
 * useServerText), or null. Checked before sending, so a wrong or huge file is not sent at all; the server
 * reads the bytes again.
 */
export function documentFileRefusal(file: File | undefined): string | null {
  if (!file) return healthDocumentMessages.missing
  if (!(ACCEPTED_DOCUMENT_TYPES as readonly string[]).includes(file.type)) return healthDocumentMessages.type
  return file.size > MAX_DOCUMENT_BYTES ? healthDocumentMessages.tooLarge : null
}

/** The text fields a document is sent with, as the server reads them: each trimmed, a blank one left out. */
export function documentFields(fields: Record<string, string | undefined>): Record<string, string> {
  return Object.fromEntries(Object.entries(fields).flatMap(([name, value]) => (value?.trim() ? [[name, value.trim()]] : [])))
}

/** The multipart form a document is sent in: the file in `file`, each text field given beside it (documentFields). */
export function documentForm(file: File, fields: Record<string, string | undefined>): FormData {
  const form = new FormData()
  form.set('file', file)
  for (const [name, value] of Object.entries(documentFields(fields))) form.set(name, value)
  return form
}
