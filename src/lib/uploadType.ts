import { open } from 'node:fs/promises'

import { fileTypeFromBuffer, fileTypeFromFile } from 'file-type'

import { ACCEPTED_DOCUMENT_TYPES, ACCEPTED_IMAGE_TYPES, ACCEPTED_VIDEO_TYPES } from '@/lib/constants'

export type AcceptedImageType = (typeof ACCEPTED_IMAGE_TYPES)[number]
export type AcceptedVideoType = (typeof ACCEPTED_VIDEO_TYPES)[number]
export type UploadType = { mime: AcceptedImageType | AcceptedVideoType; ext: string; kind: 'image' | 'video' }

const isImageType = (mime: string): mime is AcceptedImageType => (ACCEPTED_IMAGE_TYPES as readonly string[]).includes(mime)
const isVideoType = (mime: string): mime is AcceptedVideoType => (ACCEPTED_VIDEO_TYPES as readonly string[]).includes(mime)

type ReadFile = { data?: Uint8Array; tempFilePath?: string }

/** The type the bytes show (magic numbers), from memory or the upload's temporary file; undefined when unknown. */
const typeFromBytes = (file: ReadFile) =>
  (file.data && file.data.length > 0 ? fileTypeFromBuffer(file.data) : file.tempFilePath ? fileTypeFromFile(file.tempFilePath) : undefined)?.catch(() => undefined)

/**
 * What a file is, read from its first bytes (magic numbers, through `file-type`, the library Payload
 * itself uses), when it is one of the types the site stores; `undefined` for anything else (SVG, HTML,
 * text, other images and videos, unreadable bytes). The declared type and the name play no part.
 */
export async function detectUploadType(file: ReadFile): Promise<UploadType | undefined> {
  const found = await typeFromBytes(file)
  if (!found) return undefined
  if (isImageType(found.mime)) return { mime: found.mime, ext: found.ext, kind: 'image' }
  if (isVideoType(found.mime)) return { mime: found.mime, ext: found.ext, kind: 'video' }
  return undefined
}

export type DocumentType = { mime: (typeof ACCEPTED_DOCUMENT_TYPES)[number]; ext: string }

/**
 * What a health document is, read from its bytes: a PDF or a JPEG, PNG or WebP image; `undefined` for
 * anything else. A PDF must also end as one (`%%EOF` and its cross-reference in the last kilobyte, what
 * Payload's own check asks), so a file cut off in sending is refused with the same message as any other.
 */
export async function detectDocumentType(file: ReadFile): Promise<DocumentType | undefined> {
  const found = await typeFromBytes(file)
  if (!found || !(ACCEPTED_DOCUMENT_TYPES as readonly string[]).includes(found.mime)) return undefined
  if (found.mime === 'application/pdf' && !(await endsAsPdf(file))) return undefined
  return { mime: found.mime as DocumentType['mime'], ext: found.ext }
}

async function endsAsPdf(file: ReadFile): Promise<boolean> {
  let tail: Buffer
  if (file.data && file.data.length > 0) tail = Buffer.from(file.data.subarray(Math.max(0, file.data.length - 1024)))
  else if (file.tempFilePath) {
    const handle = await open(file.tempFilePath, 'r')
    try {
      const { size } = await handle.stat()
      tail = Buffer.alloc(Math.min(1024, size))
      await handle.read(tail, 0, tail.length, size - tail.length)
    } finally {
      await handle.close()
    }
  } else return false
  const text = tail.toString('latin1')
  return text.includes('%%EOF') && text.includes('xref')
}

/** The file name with the extension of what the file really is (`clip.mp4` holding WebM: `clip.webm`). */
export function withExtension(name: string, ext: string): string {
  const base = name.replace(/\.[^./\\]*$/, '') || 'upload'
  return `${base}.${ext}`
}
