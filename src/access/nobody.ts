import type { Access } from 'payload'

/** For operations no one performs through the API (e.g. editing a submitted application's timestamp). */
export const nobody: Access & { readonly nobody: true } = Object.assign(() => false, { nobody: true as const })
