/**
 * Every row of who may do what (src/access/actions.ts): the kernel's and each registered feature's table,
 * by key (`health.recordDose`). What reads them all: docs/security.md's table (`npm run access:table`),
 * the access-matrix tests (tests/unit/actions.unit.spec.ts, tests/int/role-before-record.int.spec.ts).
 */
import type { Action } from '@/access/actions'
import { kernelActions } from '@/access/kernelActions'
import { FEATURE_LIST } from './features'

export const ACTIONS: readonly Action[] = [...Object.values(kernelActions), ...FEATURE_LIST.flatMap((feature) => Object.values(feature.actions))]

export const ACTIONS_BY_KEY: ReadonlyMap<string, Action> = new Map(ACTIONS.map((action) => [action.key, action]))
