/**
 * Health documents' kinds and messages (docs/spec.md §15 *Documents*), with no dependency: the collection,
 * its rules, the endpoints and the screens all read them from here.
 */

/** What a health document is: the child's immunization certificate, an exemption's or a care plan's document, a certification card's scan. */
export const HEALTH_DOCUMENT_KINDS = ['immunization-certificate', 'exemption', 'care-plan', 'credential-card'] as const
/** The kinds a child's documents may be (a card belongs to a staff member's certification). */
export const CHILD_DOCUMENT_KINDS = ['immunization-certificate', 'exemption', 'care-plan'] as const

export const healthDocumentMessages = {
  childId: 'Child ID is required',
  childNotFound: 'Child not found',
  notFound: 'Document not found',
  signIn: 'Sign in to upload a document',
  kind: 'Choose what the document is',
  missing: 'Choose the file to upload',
  type: 'Only a PDF or a JPEG, PNG or WebP image can be uploaded here.',
  tooLarge: 'The file is larger than 20 MB.',
  parentKind: 'Parents upload the immunization certificate; the centre adds the other documents',
  carePlan: 'Choose one of this child’s care plans',
  exemption: 'Choose one of this child’s exemptions',
  credential: 'Choose the certification the card is for',
  fixed: 'A document’s file, child and kind never change: upload a new one',
} as const
