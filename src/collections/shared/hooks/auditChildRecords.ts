import type { CollectionAfterOperationHook, CollectionConfig, Field, PayloadRequest } from 'payload'

import { after } from 'next/server'

import { isLookUp } from '@/lib/auditLookups'
import { CLIENT_ADDRESS_HEADER, clientAddressOf } from '@/lib/clientAddress'
import type { AUDIT_ACTIONS, AUDIT_CHANNELS } from '@/lib/constants'
import { relationId } from '@/lib/relationId'
import { transactionConnection } from '@/lib/transactionConnection'
import { queueAuditRows } from '../audit/auditBuffer'
import { type AuditRow, currentRequestOrigin, writeAuditRows } from '../audit/auditOrigin'

type AuditAction = (typeof AUDIT_ACTIONS)[number]
type AuditChannel = (typeof AUDIT_CHANNELS)[number]['value']

/**
 * Benchmark only (`npm run bench:api` starts a second server with it, to measure what the log costs):
 * no entry is written. Never set it on a server people use; the server says so loudly at start
 * (docs/operations.md).
 */
export const AUDIT_OFF_FOR_BENCHMARK = 'AUDIT_LOG_OFF_FOR_BENCHMARK'
const recordingOff = () => process.env[AUDIT_OFF_FOR_BENCHMARK] === '1'

const ACTION_OF: Partial<Record<string, AuditAction>> = {
  find: 'read',
  findByID: 'read',
  create: 'create',
  update: 'update',
  updateByID: 'update',
  delete: 'delete',
  deleteByID: 'delete',
}

type Doc = Record<string, unknown> & { id?: unknown }
/** One audited row: a child and the records of this operation about it (a photo tagging three children: three rows, one each). */
type Entry = { child_id: string | null; child_name: string | null; record_ids: string[] }

const fullName = (value: unknown): string | null => {
  if (!value || typeof value !== 'object') return null
  const { firstName, lastName } = value as { firstName?: unknown; lastName?: unknown }
  const name = [firstName, lastName].filter((part) => typeof part === 'string' && part).join(' ')
  return name || null
}

/** The documents an operation answered: a list's page, the bulk change's documents, or the one document. */
function docsOf(operation: string, result: unknown): Doc[] {
  if (!result || typeof result !== 'object') return []
  if (operation === 'find' || operation === 'update' || operation === 'delete') return ((result as { docs?: Doc[] }).docs ?? []).filter(Boolean)
  return [result as Doc]
}

/**
 * Where the operation came from. Our /api runs its handlers inside a store that says so (route(), see
 * src/collections/shared/audit/auditOrigin.ts); Payload's REST marks its requests (`payloadAPI: 'REST'`, path /api/cms);
 * the admin panel at /cms hands the Local API the incoming request's headers (with the edge's
 * address stamp), which nothing else outside /api and /api/cms does. A Local API call with a user but
 * no request at all (a script, a test) counts as the API.
 */
function originOf(req: PayloadRequest): { via: AuditChannel; address: string | null } {
  const origin = currentRequestOrigin()
  if (origin) return origin
  const path = typeof req.pathname === 'string' ? req.pathname : ''
  const headers = req.headers instanceof Headers ? req.headers : undefined
  const address = headers ? clientAddressOf(headers) : null
  if (req.payloadAPI === 'REST' || req.payloadAPI === 'GraphQL' || path.startsWith('/api/')) return { via: 'cms-api', address }
  if (path.startsWith('/cms') || headers?.has(CLIENT_ADDRESS_HEADER)) return { via: 'cms', address }
  return { via: 'api', address: null }
}

/**
 * Hands Next a promise of the buffer's write, so a stopping server waits for it (Next awaits every such
 * promise, of every request, before it exits). False outside a request (a script, a test): there is
 * nothing to hand it to, and the buffer's beforeExit and drain cover those.
 */
function awaitAfterAnswer(written: Promise<void>): boolean {
  try {
    after(written)
    return true
  } catch {
    return false
  }
}

const displayName = (user: Record<string, unknown>) =>
  [user.firstName, user.lastName].filter((part) => typeof part === 'string' && part).join(' ') || (typeof user.username === 'string' ? user.username : null)

/**
 * The audit log of children's records: after every read (find, findByID), create, update
 * and delete of a child or of a record about one, by a signed-in caller (a person or an integration),
 * one entry per child the operation touched: who (id, name, role), what (action, collection, and every
 * record of the operation about that child), which child (id and name), when, through which door (/api,
 * /api/cms, /cms) and from which address. The entries of one operation are ONE multi-row insert; the
 * child's name comes from the document when it is there (a child, a joined child), else from the same
 * statement's join on `children` (no query per row).
 *
 * Not logged: work without a user (seed, jobs, scripts), operations that override access, and the
 * look-ups access rules and hooks make to decide something (src/lib/auditLookups.ts). Every
 * call made for a person passes `overrideAccess: false` (asUser() in our services; Payload's REST and
 * admin panel always do), so what a person reads or changes is logged; what overrides access is the
 * server's own bookkeeping inside a hook (copying the family from the child, keeping the consent flags
 * in step), which the person's operation itself is already logged for.
 *
 * A change's entries are written in its own transaction (`req.transactionID`): no change without its
 * entry, no entry for a change rolled back; a failed write fails the change. A read's entries go to the
 * write-behind buffer (src/collections/shared/audit/auditBuffer.ts) and are written a moment later (~100 ms) with the other
 * reads of that moment, in one insert, off the reader's path; the buffer keeps and retries them while
 * the database refuses them, and once its backlog is full a read is refused (the hook throws): a read
 * that cannot be recorded is not served, since a log that silently misses reads would be worthless as
 * proof of who opened a record.
 */
export const auditChildRecords =
  (childFields: readonly string[], { everyRecord = false }: { everyRecord?: boolean } = {}): CollectionAfterOperationHook =>
  async ({ operation, result, req, overrideAccess, collection }) => {
    const action = ACTION_OF[operation]
    const user = req.user as (Record<string, unknown> & { id: unknown }) | null | undefined
    // A look-up an access rule or a hook made to decide something showed the person nothing (src/lib/auditLookups.ts).
    if (!action || !user || overrideAccess === true || recordingOff() || isLookUp()) return result
    const isChild = collection.slug === 'children'
    // One entry per child the operation touched, naming every record of it about that child: a page of
    // eight activities of one child is one entry (one row to insert), not eight.
    const byChild = new Map<string | null, Entry>()
    const add = (childId: string | null, childName: string | null, recordId: string | null) => {
      const entry = byChild.get(childId)
      if (!entry) return void byChild.set(childId, { child_id: childId, child_name: childName, record_ids: recordId ? [recordId] : [] })
      entry.child_name ??= childName
      if (recordId && !entry.record_ids.includes(recordId)) entry.record_ids.push(recordId)
    }
    for (const doc of docsOf(operation, result)) {
      const recordId = relationId(doc.id)
      if (isChild) {
        add(recordId, fullName(doc), recordId)
        continue
      }
      let namesAChild = false
      for (const field of childFields) {
        const value = doc[field]
        for (const child of Array.isArray(value) ? value : value == null ? [] : [value]) {
          const childId = relationId(child)
          if (childId) {
            add(childId, fullName(child), recordId)
            namesAChild = true
          }
        }
      }
      // A record of a collection marked AUDIT_EVERY_RECORD that names no child: one entry naming none.
      if (!namesAChild && everyRecord) add(null, null, recordId)
    }
    const entries = [...byChild.values()]
    if (entries.length === 0) return result
    const { via, address } = originOf(req)
    const who = { user_id: relationId(user.id), user_name: displayName(user), user_role: typeof user.role === 'string' ? user.role : null }
    const rows: AuditRow[] = entries.map((entry) => ({
      ...entry,
      record_id: entry.record_ids.length === 1 ? entry.record_ids[0]! : null,
      action,
      record_collection: collection.slug,
      ...who,
      via,
      address,
    }))
    try {
      const { db, inTransaction } = await transactionConnection(req.payload, req)
      if (action === 'read' && !inTransaction) {
        // A read's entries go to the write-behind buffer (src/collections/shared/audit/auditBuffer.ts), written with the other
        // reads of the moment; a stopping server waits for them (Next's `after`).
        queueAuditRows(req.payload, rows, awaitAfterAnswer)
        return result
      }
      await writeAuditRows(db, rows, false)
    } catch (error) {
      console.error(`[audit] could not record ${action} of ${entries.length} ${collection.slug} record(s) by user ${String(user.id)}: the operation is refused`, error)
      throw error
    }
    return result
  }

/** A media record as the file endpoint matched it: what says whose file it is. */
export type OpenedFile = { id?: unknown; child?: unknown; children?: unknown; family?: unknown; purpose?: unknown }

/** When this process last recorded each person's opening of each file (for ranged reads: see below). */
const FILE_OPENINGS_KEY = Symbol.for('centre.auditFileOpenings')
const fileOpenings = ((globalThis as typeof globalThis & { [FILE_OPENINGS_KEY]?: Map<string, number> })[FILE_OPENINGS_KEY] ??= new Map<string, number>())
/** A ranged read within this long of the same person's last recorded opening of the same file continues that opening. */
export const FILE_OPENING_WINDOW_MS = 10 * 60_000

/** The first byte a `Range` header asks for (0 without one, or for a suffix range, which a player never sends first). */
function firstByteAsked(range: string | null): number {
  const match = range ? /^bytes=(\d*)-/.exec(range.trim()) : null
  return match?.[1] ? Number(match[1]) : 0
}

/**
 * Records that a signed-in person (or an integration) opened a file of a child: a photo of children in
 * any of its sizes, a development video, a pickup person's photo (one entry per child it is about), or a
 * message image (the family's: an entry naming no child). The entry names the media record and the file
 * asked for (`file`: the stored name, so which size). Called by the file endpoint after Payload allowed the
 * read (src/collections/shared/uploads/fileResponses.ts), whatever the role: the operation hook above never
 * sees a file read, which is no Local API operation.
 *
 * A video plays as many ranged requests; the first (from byte 0) is the opening. A request for a later
 * range is recorded too unless the same person's opening of the same file was recorded by this process in
 * the last ten minutes (a seek, a resumed download), so every way of reading a file leaves an entry
 * without one per chunk. A health document (`collection: 'health-documents'`, `everyRecord`) is logged
 * the same way, a certification card's opening as an entry naming no child.
 */
export function auditFileOpening(req: PayloadRequest, record: OpenedFile, fileName: string, { collection = 'media', everyRecord = false }: { collection?: string; everyRecord?: boolean } = {}): void {
  const user = req.user as (Record<string, unknown> & { id: unknown }) | null | undefined
  if (!user || recordingOff()) return
  const childIds = [...new Set([...(Array.isArray(record.children) ? record.children : []), record.child].map((child) => relationId(child)).filter((id): id is string => id !== null))]
  const isMessageImage = record.purpose === 'message-attachment'
  if (childIds.length === 0 && !isMessageImage && !everyRecord) return
  const key = `${String(user.id)}\u0000${fileName}`
  const now = Date.now()
  const headers = req.headers instanceof Headers ? req.headers : undefined
  const continuing = firstByteAsked(headers?.get('range') ?? null) > 0 && now - (fileOpenings.get(key) ?? -Infinity) < FILE_OPENING_WINDOW_MS
  if (continuing) return
  fileOpenings.set(key, now)
  if (fileOpenings.size > 10_000) for (const [each, at] of fileOpenings) if (now - at >= FILE_OPENING_WINDOW_MS) fileOpenings.delete(each)
  const recordId = relationId(record.id)
  const { via, address } = originOf(req)
  const who = { user_id: relationId(user.id), user_name: displayName(user), user_role: typeof user.role === 'string' ? user.role : null }
  const rows: AuditRow[] = (childIds.length > 0 ? childIds : [null]).map((childId) => ({
    action: 'read',
    record_collection: collection,
    record_id: recordId,
    record_ids: recordId ? [recordId] : [],
    child_id: childId,
    child_name: null,
    file: fileName,
    ...who,
    via,
    address,
  }))
  queueAuditRows(req.payload, rows, awaitAfterAnswer)
}

/** The fields of a collection that name children (`child`, a photo's `children`), at the top level or in a row. */
export function childFieldsOf(fields: readonly Field[]): string[] {
  const names: string[] = []
  for (const field of fields) {
    if (field.type === 'row' || (field.type === 'collapsible' && 'fields' in field)) names.push(...childFieldsOf(field.fields))
    // `child` and a photo's `children`; not an application's `enrolledChild` (an application is not a child's record).
    else if (field.type === 'relationship' && field.relationTo === 'children' && (field.name === 'child' || field.name === 'children')) names.push(field.name)
  }
  return names
}

/**
 * The collections whose reads and changes are logged: `children`, and every collection of a child's
 * records (marked FAMILY_RECORD, or naming a child: attendance, incidents, pickups, consents, media),
 * found from the configs so a new kind of record is logged without being listed here.
 */
export function withAuditLog(collections: CollectionConfig[]): CollectionConfig[] {
  if (recordingOff()) console.warn(`[audit] ${AUDIT_OFF_FOR_BENCHMARK}=1: the audit log of children's records is OFF. This is for benchmarks only; never on a server people use.`)
  return collections.map((collection) => {
    const childFields = childFieldsOf(collection.fields)
    const everyRecord = collection.custom?.auditEveryRecord === true
    const audited = collection.slug === 'children' || collection.custom?.familyRecord === true || childFields.length > 0 || everyRecord
    if (!audited) return collection
    const hooks = collection.hooks ?? {}
    return { ...collection, hooks: { ...hooks, afterOperation: [...(hooks.afterOperation ?? []), auditChildRecords(childFields, { everyRecord })] } }
  })
}
