'use client'

/**
 * The /api contract for the public forms, loaded when the visitor reaches a form rather than with the
 * page: the contract carries every endpoint's zod schema, and the public pages fetch zod only then
 * (lazyZodResolver). The form's resolver loads it first, so sending finds it loaded.
 */
export const loadApi = () => import('@/contract/api').then((module) => module.api)

/** A filter of SWR keys: the cached lists under `path` (any query), to refresh after a new record. */
export const listsUnder = (path: string) => (key: unknown) => typeof key === 'string' && key.startsWith(path)
