/**
 * docs/security.md's table of who may do what, from the features' actions.ts (src/registry/actionTable.ts):
 *
 *   npm run access:table          writes the table between its markers
 *   npm run access:table -- --check   writes nothing; exits 1 when the document's table differs from the rows
 */
import { readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'

import { withActionTable } from '../src/registry/actionTable'
import { ROOT } from './lib/database'

const file = path.join(ROOT, 'docs/security.md')
const document = readFileSync(file, 'utf8')
const written = withActionTable(document)
if (written === null) {
  console.error('docs/security.md has no table markers (see src/registry/actionTable.ts).')
  process.exit(1)
}
if (process.argv.includes('--check')) {
  if (written !== document) {
    console.error('docs/security.md’s table of who may do what differs from the features’ actions.ts: run `npm run access:table`.')
    process.exit(1)
  }
  console.log('docs/security.md: the table of who may do what is the actions’ own.')
} else {
  writeFileSync(file, written)
  console.log(written === document ? 'docs/security.md: the table was already up to date.' : 'docs/security.md: the table of who may do what written.')
}
