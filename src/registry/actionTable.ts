/**
 * docs/security.md's table of who may do what ("Who may do what"), written from the registered rows
 * (src/registry/actions.ts) by `npm run access:table`; tests/unit/actions.unit.spec.ts fails when the
 * document and the rows differ, so a change to who may do what is read where the rules are explained.
 */
import { CALLERS, type Action, type Reach } from '@/access/actions'
import { ACTIONS } from './actions'

export const TABLE_START = '<!-- who-may-do-what:start (npm run access:table writes this table from the features’ actions.ts) -->'
export const TABLE_END = '<!-- who-may-do-what:end -->'

const REACH_WORDS: Record<Reach, string> = { all: 'all', family: 'own family', rooms: 'own rooms', self: 'own', checked: 'checked' }

const cell = (action: Action, caller: (typeof CALLERS)[number]) => {
  if (action.token) return caller === 'visitor' ? 'token' : ''
  const reach = action.callers[caller]
  return reach ? REACH_WORDS[reach] : ''
}

/** The table, one row per action, grouped by feature in the registry's order (the kernel's first). */
export function actionTable(actions: readonly Action[] = ACTIONS): string {
  const header = `| Action | What | ${CALLERS.join(' | ')} |`
  const rule = `|${' --- |'.repeat(CALLERS.length + 2)}`
  const rows = actions.map((action) => `| \`${action.key}\` | ${action.what.replaceAll('|', '\\|')} | ${CALLERS.map((caller) => cell(action, caller)).join(' | ')} |`)
  return [header, rule, ...rows].join('\n')
}

/** The document with its table replaced by the rows' (the markers kept); null when it has no markers. */
export function withActionTable(document: string, table = actionTable()): string | null {
  const start = document.indexOf(TABLE_START)
  const end = document.indexOf(TABLE_END)
  if (start < 0 || end < start) return null
  return `${document.slice(0, start + TABLE_START.length)}\n${table}\n${document.slice(end)}`
}
