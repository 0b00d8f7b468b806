import { AsyncLocalStorage } from 'node:async_hooks'

/**
 * Reads made to decide something, not to show it: an access rule finding the children of a teacher's
 * rooms, a hook checking that the child of a record is the writer's. They run with the person's own
 * rights (so a rule can never see more than the person may), yet show that person nothing, so the audit
 * log of children's records (src/collections/shared/hooks/auditChildRecords.ts) does not record them as
 * that person opening those records: a parent's "who opened this record" lists real openings only.
 * The operation they serve is recorded itself (the write, the read of what was shown).
 */

/** Kept on globalThis: Next bundles this module once per layer, and the rules and the hook must share one store. */
const KEY = Symbol.for('centre.auditLookups')
const scope = globalThis as typeof globalThis & { [KEY]?: AsyncLocalStorage<true> }
const store: AsyncLocalStorage<true> = (scope[KEY] ??= new AsyncLocalStorage<true>())

/** Runs a read that decides rather than shows: the audit log does not record it (nor anything it runs). */
export const lookUp = <T>(work: () => Promise<T>): Promise<T> => store.run(true, work)

/** Whether the code running now is such a look-up. */
export const isLookUp = (): boolean => store.getStore() === true
