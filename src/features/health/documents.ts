import { HEALTH_DOCUMENTS_COLLECTION } from '@/lib/storageSettings'

/** Where a health document's file opens: Payload's file endpoint on this site, which asks the collection's read rule first. */
export const healthDocumentUrl = (fileName: string) => `/api/cms/${HEALTH_DOCUMENTS_COLLECTION}/file/${encodeURIComponent(fileName)}`
