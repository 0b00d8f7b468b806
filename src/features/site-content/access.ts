import type { Access, Where } from 'payload'

import { accessFor, mayFor, readingRows } from '@/access/actions'
import { kernelActions } from '@/access/kernelActions'
import { siteContentActions } from './actions'

/** What the public site shows: everyone reads it, signed in or not. */
export const siteReaders: Access = accessFor(siteContentActions.readSite)

/** Who edits the content (the kernel's `manageContent`: editors and admins), as a yes or no: drafts, and the settings only staff read. */
export const editsContent = mayFor(kernelActions.manageContent)
const readsSite = mayFor(siteContentActions.readSite)

const PUBLISHED: Where = { _status: { equals: 'published' } }

/** Who edits the content sees the newsletters' drafts; everyone else the published issues only. */
export const newsletterReaders: Access = readingRows([editsContent, readsSite], (args) => (editsContent(args) ? true : readsSite(args) ? PUBLISHED : false))

/** The centre's tax id: set by admins only (the books are theirs); read by who edits the settings. */
export const taxIdSetters = mayFor(siteContentActions.setTaxId)
