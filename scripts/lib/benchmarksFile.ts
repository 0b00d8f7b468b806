import { readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'

import { ROOT } from './database'

const NEW_FILE = '# Benchmarks\n\nFigures from the benchmark scripts (they print numbers; no test fails on a timing).\n\n'

/**
 * Writes a benchmark's figures into BENCHMARKS.md: `section` starts with its own `## ` heading, and replaces
 * the section of that heading (up to the next `## `) or is added at the end. The notes kept under headings
 * of their own ("## Billing: where the time goes") stay as they are.
 */
export function writeBenchmarkSection(section: string, file = path.join(ROOT, 'BENCHMARKS.md')): void {
  const heading = section.split('\n', 1)[0]!
  if (!heading.startsWith('## ')) throw new Error(`a benchmark section starts with its "## " heading, not "${heading}"`)
  let text: string
  try {
    text = readFileSync(file, 'utf8')
  } catch {
    text = NEW_FILE
  }
  const inside = text.indexOf(`\n${heading}\n`)
  const start = text.startsWith(`${heading}\n`) ? 0 : inside >= 0 ? inside + 1 : -1
  if (start >= 0) {
    const next = text.indexOf('\n## ', start + heading.length)
    text = text.slice(0, start) + section + (next >= 0 ? text.slice(next) : '')
  } else {
    text = `${text.trimEnd()}\n\n${section}`
  }
  writeFileSync(file, text.endsWith('\n') ? text : `${text}\n`)
  console.log(`Figures written to ${path.basename(file)}`)
}
