import { readdirSync, readFileSync } from 'node:fs'

/** Resident memory (MiB) of a process and every process under it (`next start` may fork its server). */
export function residentMiB(pid: number): number {
  const parents = new Map<number, number>()
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8')
      parents.set(Number(entry), Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]))
    } catch {
      // ended meanwhile
    }
  }
  const tree = new Set([pid])
  for (let grown = true; grown; ) {
    grown = false
    for (const [child, parent] of parents) if (tree.has(parent) && !tree.has(child)) grown = tree.add(child).size > 0
  }
  let kib = 0
  for (const id of tree) {
    try {
      kib += Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${id}/status`, 'utf8'))?.[1] ?? 0)
    } catch {
      // ended meanwhile
    }
  }
  return Math.round(kib / 1024)
}
