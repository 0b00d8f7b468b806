/**
 * Health documents' files and bodies (docs/spec.md §15 *Documents*): what a document may be, told from
 * its bytes (a PDF or a JPEG, PNG or WebP image; never SVG, HTML or text, whatever its name or declared
 * type), the multipart reading of POST /api/children/:childId/health-documents, its text fields, and the
 * demo's PDFs.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { demoPdf } from '@/features/health/documentsSeed'
import { HEALTH_DOCUMENT_UPLOAD } from '@/features/health/documentService'
import { healthDocumentFields, healthDocumentMessages } from '@/features/health/schemas'
import { detectDocumentType, detectUploadType } from '@/lib/uploadType'
import { HttpError } from '@/server/http/errors'
import { readUpload } from '@/server/http/uploads'

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64')
const bytes = (value: string | Buffer) => new Uint8Array(typeof value === 'string' ? Buffer.from(value) : value)

function multipart(fields: Record<string, string>, file?: File): Request {
  const form = new FormData()
  for (const [name, value] of Object.entries(fields)) form.set(name, value)
  if (file) form.set('file', file)
  return new Request('http://centre.test/api/children/x/health-documents', { method: 'POST', body: form })
}

async function refusal(promise: Promise<unknown>): Promise<HttpError> {
  const error = await promise.then(() => null, (caught: unknown) => caught)
  expect(error).toBeInstanceOf(HttpError)
  return error as HttpError
}

describe('what a document is, from its bytes', () => {
  it('a PDF, a PNG: accepted as what they are', async () => {
    expect(await detectDocumentType({ data: bytes(demoPdf(['A certificate'])) })).toEqual({ mime: 'application/pdf', ext: 'pdf' })
    expect(await detectDocumentType({ data: bytes(PNG) })).toEqual({ mime: 'image/png', ext: 'png' })
  })

  it('SVG, HTML, plain text and an empty file: not a document', async () => {
    for (const text of ['<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>', '<!doctype html><script>alert(1)</script>', 'Just words, named certificate.pdf', '']) {
      expect(await detectDocumentType({ data: bytes(text) }), text).toBeUndefined()
    }
  })

  it('a PDF cut off before its end (no %%EOF, no cross-reference) is no document, from memory or from a temporary file', async () => {
    const whole = demoPdf(['A certificate'])
    const cut = whole.subarray(0, whole.length - 200)
    expect(await detectDocumentType({ data: bytes(cut) })).toBeUndefined()
    const folder = await mkdtemp(path.join(tmpdir(), 'documents-'))
    try {
      await writeFile(path.join(folder, 'whole.pdf'), whole)
      await writeFile(path.join(folder, 'cut.pdf'), cut)
      expect(await detectDocumentType({ tempFilePath: path.join(folder, 'whole.pdf') })).toEqual({ mime: 'application/pdf', ext: 'pdf' })
      expect(await detectDocumentType({ tempFilePath: path.join(folder, 'cut.pdf') })).toBeUndefined()
    } finally {
      await rm(folder, { recursive: true, force: true })
    }
  })

  it('a PDF is a document but no media: the media collection still refuses it', async () => {
    expect(await detectUploadType({ data: bytes(demoPdf(['A certificate'])) })).toBeUndefined()
  })
})

describe('reading a document’s multipart form', () => {
  it('gives the fields and the file of a PDF declared as one', async () => {
    const file = new File([bytes(demoPdf(['Certificate']))], 'certificate.pdf', { type: 'application/pdf' })
    const { fields, file: read } = await readUpload(multipart({ kind: 'immunization-certificate', title: 'Certificate' }, file), HEALTH_DOCUMENT_UPLOAD)
    expect(fields).toEqual({ kind: 'immunization-certificate', title: 'Certificate' })
    expect(read.name).toBe('certificate.pdf')
  })

  it('refuses text declared as a PDF by its bytes (400), a declared SVG by its type (415), no file (400): each by the file’s field', async () => {
    const text = await refusal(readUpload(multipart({ kind: 'immunization-certificate' }, new File(['words'], 'c.pdf', { type: 'application/pdf' })), HEALTH_DOCUMENT_UPLOAD))
    expect([text.status, text.errors]).toEqual([400, [{ field: 'file', message: healthDocumentMessages.type }]])
    const svg = await refusal(readUpload(multipart({ kind: 'immunization-certificate' }, new File(['<svg/>'], 'c.svg', { type: 'image/svg+xml' })), HEALTH_DOCUMENT_UPLOAD))
    expect([svg.status, svg.errors]).toEqual([415, [{ field: 'file', message: healthDocumentMessages.type }]])
    const none = await refusal(readUpload(multipart({ kind: 'immunization-certificate' }), HEALTH_DOCUMENT_UPLOAD))
    expect([none.status, none.errors]).toEqual([400, [{ field: 'file', message: healthDocumentMessages.missing }]])
  })

  it('an image declared as an image passes as a document; its bytes must still be one', async () => {
    const png = await readUpload(multipart({ kind: 'immunization-certificate' }, new File([bytes(PNG)], 'scan.png', { type: 'image/png' })), HEALTH_DOCUMENT_UPLOAD)
    expect(png.file.type).toBe('image/png')
    const fake = await refusal(readUpload(multipart({ kind: 'immunization-certificate' }, new File([bytes('<svg/>')], 'scan.png', { type: 'image/png' })), HEALTH_DOCUMENT_UPLOAD))
    expect(fake.status).toBe(400)
  })
})

describe('the text fields beside the file', () => {
  it('a care plan’s document names the plan, an exemption’s the exemption row, each by its field', () => {
    const issues = (body: unknown) => healthDocumentFields.safeParse(body).error?.issues.map((issue) => [issue.path.join('.'), issue.message])
    expect(issues({ kind: 'care-plan' })).toEqual([['carePlanId', healthDocumentMessages.carePlan]])
    expect(issues({ kind: 'exemption' })).toEqual([['immunizationRecordId', healthDocumentMessages.exemption]])
    expect(issues({ kind: 'credential-card' })).toEqual([['kind', healthDocumentMessages.kind]])
    expect(issues({ kind: 'care-plan', carePlanId: 'a-plan' })).toBeUndefined()
    expect(issues({ kind: 'immunization-certificate', title: 'x'.repeat(201) })?.[0]?.[0]).toBe('title')
  })
})

describe('the demo’s PDF', () => {
  it('is a one-page PDF whose cross-reference table points at each object', () => {
    const pdf = demoPdf(['Certificate of immunization', 'Demo document: not a real record.'])
    const text = pdf.toString('latin1')
    expect(text.startsWith('%PDF-1.4\n')).toBe(true)
    expect(text.trimEnd().endsWith('%%EOF')).toBe(true)
    const offsets = [...text.matchAll(/^(\d{10}) 00000 n $/gm)].map((match) => Number(match[1]))
    expect(offsets).toHaveLength(5)
    offsets.forEach((offset, index) => expect(text.slice(offset).startsWith(`${index + 1} 0 obj`)).toBe(true))
    const startxref = Number(/startxref\n(\d+)/.exec(text)![1])
    expect(text.slice(startxref).startsWith('xref')).toBe(true)
    expect(text).toContain('(Demo document: not a real record.) Tj')
  })
})
