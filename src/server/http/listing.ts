import 'server-only'

import { badRequest } from './errors'

/**
 * Lists are JSON arrays, newest first; `?limit=` (≤ 1000, default 500) and `?page=` page through them.
 * The array is one window of the list; how many records the whole list holds travels in `X-Total-Count`
 * (the staff overviews ask for `?limit=1` and read that header).
 */
export type ListWindow = { limit: number; page: number }

export function listWindow(request: Request): ListWindow {
  const params = new URL(request.url).searchParams
  const limit = Math.min(1000, Math.max(1, Number(params.get('limit')) || 500))
  const page = Math.max(1, Math.floor(Number(params.get('page')) || 1))
  return { limit, page }
}

/** One window of a list, in its wire shape, and the size of the whole list. */
export type Listed<T> = { records: T[]; total: number }

export const listed = <Doc, Wire>({ docs, totalDocs }: { docs: Doc[]; totalDocs: number }, wire: (doc: Doc) => Wire): Listed<Wire> => ({
  records: docs.map((doc) => wire(doc)),
  total: totalDocs,
})

const UUID = /^[0-9a-f-]{36}$/i
export const isRecordId = (value: string) => UUID.test(value)

const NOT_A_CHILD_ID = 'childId must be the id of a child.'

/** A query's `where` for one child's rows (none without `childId`); an id no record can have is the caller's mistake (400). */
export const ofChild = (childId?: string) => {
  if (childId === undefined) return {}
  if (!isRecordId(childId)) throw badRequest(NOT_A_CHILD_ID, [{ field: 'childId', message: NOT_A_CHILD_ID }])
  return { where: { child: { equals: childId } } }
}

/** A list's window and its `?childId=` filter as sent (the service checks the id after the caller). */
export const childListQuery = (request: Request) => ({
  window: listWindow(request),
  childId: new URL(request.url).searchParams.get('childId') ?? undefined,
})
