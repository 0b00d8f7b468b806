import type React from 'react'

import type { HealthDocumentRecord } from '../record'

/** What the documents' list says, in the screen's language (the portal's or the staff's catalogue). */
export type HealthDocumentWords = {
  kind: (kind: HealthDocumentRecord['kind']) => string
  /** When it was sent, and by whom when known. */
  sent: (document: HealthDocumentRecord) => string
  /** "Verified by staff" or "Awaiting verification", in words. */
  status: (document: HealthDocumentRecord) => string
  /** The link's text: what it opens (a PDF downloads, an image shows). */
  open: (document: HealthDocumentRecord) => string
}

/** The name a document goes by on screen: its title, or what it is. */
export const documentName = (document: HealthDocumentRecord, words: Pick<HealthDocumentWords, 'kind'>) => document.title ?? words.kind(document.kind)

/** The keys of a screen's `documents` namespace (`portal.health.documents`, `staff.health.documents`) the list reads. */
type DocumentKey = `kinds.${HealthDocumentRecord['kind']}` | 'sent' | 'sentBy' | 'verified' | 'awaiting' | 'open'

/** The list's words from a screen's `documents` translator and its way of writing an instant; `verifiedBy` adds who verified it and when (the staff's list). */
export function healthDocumentWordsOf(
  t: (key: DocumentKey, values?: Record<string, string>) => string,
  dateTime: (iso: string) => string,
  verifiedBy?: (document: HealthDocumentRecord) => string,
): HealthDocumentWords {
  const kind = (value: HealthDocumentRecord['kind']) => t(`kinds.${value}`)
  return {
    kind,
    sent: (document) => (document.uploadedBy ? t('sentBy', { date: dateTime(document.uploadedAt), name: document.uploadedBy }) : t('sent', { date: dateTime(document.uploadedAt) })),
    status: (document) => (document.verified ? (verifiedBy?.(document) ?? t('verified')) : t('awaiting')),
    open: (document) => t('open', { name: documentName(document, { kind }), type: document.mimeType === 'application/pdf' ? 'pdf' : 'image' }),
  }
}

/**
 * A child's health documents, newest first: what each is, its title, when and by whom it was sent, whether
 * staff have verified it, and the link that opens its file (a private file, after the server's access
 * check). `actions` adds controls under one (verify, remove).
 */
export function HealthDocumentList({
  documents,
  words,
  label,
  testId,
  actions,
}: {
  documents: readonly HealthDocumentRecord[]
  words: HealthDocumentWords
  label: string
  testId: string
  actions?: (document: HealthDocumentRecord) => React.ReactNode
}) {
  return (
    <ul className="mt-2 flex flex-col gap-3" aria-label={label} data-testid={testId}>
      {documents.map((document) => (
        <li key={document.id} className="rounded-2xl border border-brand-100 p-4" data-testid="health-document" data-verified={document.verified}>
          <p className="font-bold text-ink">
            {words.kind(document.kind)}
            {document.title ? <span className="font-semibold text-ink-soft"> · {document.title}</span> : null}
          </p>
          <p className="text-sm text-ink-soft">{words.sent(document)}</p>
          <p className={`font-semibold ${document.verified ? 'text-brand-800' : 'text-ink'}`} data-testid="document-status">
            {words.status(document)}
          </p>
          <div className="mt-2 flex flex-wrap items-center gap-x-4 gap-y-2">
            <a href={document.url} className="font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-800">
              {words.open(document)}
            </a>
            {actions?.(document)}
          </div>
        </li>
      ))}
    </ul>
  )
}
