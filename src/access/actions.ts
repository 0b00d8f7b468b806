import type { Access, AccessArgs, AccessResult, CollectionConfig, PayloadRequest } from 'payload'

import type { Role } from '@/lib/constants'

/**
 * Who may do what, as one table per feature (its `actions.ts`): every action a caller may take (read a
 * child's health records, record a dose, issue an invoice…) named once, with the callers who may take it
 * and how far each reaches. The collections' access functions (`accessFor`), the endpoints' role checks
 * (each endpoint of the contract names its action: src/contract/endpoint.ts; src/server/http/route.ts
 * refuses every other caller before the handler runs), docs/security.md's table (`npm run access:table`)
 * and the access-matrix tests (tests/int/role-before-record.int.spec.ts, tests/unit/actions.unit.spec.ts)
 * all read these rows; src/registry/actions.ts lists them all. eVaka keeps one such table
 * (`shared/security/Action.kt`); ours is split by feature so a feature brings its own rows.
 */

/** Who calls: a signed-in account's role, or a visitor (no session). */
export type Caller = Role | 'visitor'
export const CALLERS: readonly Caller[] = ['visitor', 'parent', 'teacher', 'editor', 'integration', 'admin']

/**
 * How far a caller's permission reaches:
 * - `all`: every record;
 * - `family`: the records of the caller's own family (a parent: their children's, their thread, their books);
 * - `rooms`: the records of the caller's classrooms (a teacher: their rooms' children and what is about them);
 * - `self`: the caller's own records (their account, their shifts, what they uploaded);
 * - `checked`: the caller may try, and the feature's rules check each record (a parent's message goes to
 *   their own thread; a teacher's check-in is of a child of their rooms).
 * Each reach but `all` and `checked` is a row filter the feature writes once (`accessFor`'s scopes).
 */
export type Reach = 'all' | 'family' | 'rooms' | 'self' | 'checked'

/** An action's row as a feature writes it: what it is, and who may (a caller left out may not). */
export type ActionRow = {
  /** What the action is, in the words of docs/security.md's table. */
  readonly what: string
  readonly callers: Readonly<Partial<Record<Caller, Reach>>>
  /**
   * An endpoint whose credential is not a session (a bearer token between the app's own processes): no
   * caller is let in by role, and the handler checks the token itself.
   */
  readonly token?: true
  /** The 401's message for a visitor, where the contract names one (docs/spec.md). */
  readonly signedOutMessage?: string
  /** The 403's message for a signed-in caller the row leaves out, where the contract names one. */
  readonly refusedMessage?: string
}

/** One action of the table: its row, and its name (`health.recordDose`). */
export type Action<R extends ActionRow = ActionRow> = R & { readonly feature: string; readonly name: string; readonly key: string }

/** A feature's table: its rows, each given its key (`<feature>.<name>`). */
export function defineActions<const T extends Readonly<Record<string, ActionRow>>>(feature: string, rows: T): { readonly [K in keyof T]: Action<T[K]> } {
  return Object.fromEntries(
    Object.entries(rows).map(([name, row]) => [name, Object.freeze({ ...row, feature, name, key: `${feature}.${name}` })]),
  ) as { readonly [K in keyof T]: Action<T[K]> }
}

/** Everyone, signed in or not: a public form, the sign-in, a probe. */
export const EVERYONE = { visitor: 'all', parent: 'all', teacher: 'all', editor: 'all', integration: 'all', admin: 'all' } as const satisfies Record<Caller, Reach>
/** Every signed-in account, each for its own things (their account, their settings). */
export const EVERY_ACCOUNT = { parent: 'self', teacher: 'self', editor: 'self', integration: 'self', admin: 'self' } as const satisfies Record<Role, Reach>

type User = PayloadRequest['user']

/** The caller a session's user is (a visitor without one; an account of no known role is a visitor too). */
export function callerOf(user: User): Caller {
  const role = user && 'role' in user ? (user.role as Caller) : undefined
  return role && role !== 'visitor' && CALLERS.includes(role) ? role : 'visitor'
}

/** How far this user's permission for the action reaches; null: never. */
export function reachOf(action: Action, user: User): Reach | null {
  if (action.token) return null
  return action.callers[callerOf(user)] ?? null
}

/** Whether this user may take the action at all (on some record): the endpoints' check before anything is looked up. */
export const may = (action: Action, user: User): boolean => reachOf(action, user) !== null

/** The actions an access function was built from (`accessFor`, `mayFor`): tests/unit/actions.unit.spec.ts finds every row read by an endpoint or an access function. */
const READ_BY_ACCESS = new Set<string>()
export const actionsReadByAccess = (): ReadonlySet<string> => READ_BY_ACCESS

/** The row filters of an action's reaches other than `all` and `checked`, each as an access function. */
type ScopedReach<A extends Action> = Exclude<Extract<A['callers'][keyof A['callers']], Reach>, 'all' | 'checked'>
export type ScopesOf<A extends Action> = { readonly [R in ScopedReach<A>]: (args: AccessArgs) => AccessResult | Promise<AccessResult> }

/**
 * A collection's (or a field's) access function for an action: `false` for a caller the row leaves out,
 * `true` for `all` and `checked`, and the scope's own filter for `family`, `rooms` and `self` (a scope for
 * each is required, so no reach of the table is left without its rule).
 */
export function accessFor<A extends Action>(action: A, ...[scopes]: keyof ScopesOf<A> extends never ? [] : [ScopesOf<A>]): ActionRule<Access> {
  READ_BY_ACCESS.add(action.key)
  return ruleOf(action, ((args) => {
    const reach = reachOf(action, args.req.user)
    if (reach === null) return false
    if (reach === 'all' || reach === 'checked') return true
    const scope = (scopes as Record<string, ((args: AccessArgs) => AccessResult | Promise<AccessResult>) | undefined> | undefined)?.[reach]
    if (!scope) throw new Error(`${action.key}: no scope for the reach "${reach}"`)
    return scope(args)
  }) as Access)
}

/**
 * An access function that says which rows it reads (`.actions`): tests/unit/actions.unit.spec.ts holds that
 * every operation of every collection and global is decided by rows of the table (or by `nobody`).
 */
export type ActionRule<F> = F & { readonly actions: readonly Action[] }
const ruleOf = <F extends (...args: never[]) => unknown>(action: Action, rule: F): ActionRule<F> => Object.assign(rule, { actions: [action] })

/** A rule that chooses between rows (an incident's parent acknowledges, its staff amend): it names the rows it reads. */
export function readingRows<F extends (...args: never[]) => unknown>(actions: readonly { readonly actions: readonly Action[] }[], rule: F): ActionRule<F> {
  return Object.assign(rule, { actions: actions.flatMap((each) => each.actions) })
}

/** The rows an access function reads (none: it is not built from the table). */
export const rowsOf = (rule: unknown): readonly Action[] => ((rule as { actions?: readonly Action[] } | undefined)?.actions ?? [])

/** A yes-or-no access (a field's, the CMS's `admin`): whether the user may take the action at all. */
export function mayFor(action: Action) {
  READ_BY_ACCESS.add(action.key)
  return ruleOf(action, ({ req: { user } }: { req: { user: User } }): boolean => may(action, user))
}

/**
 * A collection's whole access block from two rules: who reads (`read`) and who keeps the records
 * (`keep`: create, change, delete, earlier versions, unlock); the CMS opens for staff who may open it.
 */
export function readAndKeep(read: Access, keep: Access, openCms: NonNullable<CollectionConfig['access']>['admin']): NonNullable<CollectionConfig['access']> {
  return { admin: openCms, create: keep, read, readVersions: keep, update: keep, delete: keep, unlock: keep }
}
