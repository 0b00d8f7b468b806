/**
 * Prints the imports between src's folders (scripts/lib/importEdges.ts): each folder-to-folder edge with
 * its number of imports, then every loop among the folders with the imports that make it. For a review,
 * or before moving code from one layer to another (docs/architecture.md, "The layers").
 *
 *   node --conditions=production --import tsx scripts/import-edges.ts           edges and loops
 *   node --conditions=production --import tsx scripts/import-edges.ts --files   and each edge's imports
 *
 * Exits 1 when folders import each other in a loop through imports that run.
 */
import { type Edge, folderEdges, folderLoops } from './lib/importEdges'

const showFiles = process.argv.includes('--files')
const edges = folderEdges()
const line = (edge: Edge) => `      ${edge.file} -> ${edge.target}${edge.typeOnly ? '  (type)' : ''}`

const byPair = new Map<string, Edge[]>()
for (const edge of edges) byPair.set(`${edge.from} -> ${edge.to}`, [...(byPair.get(`${edge.from} -> ${edge.to}`) ?? []), edge])

console.log('Folder edges: imports (of which types only)')
for (const [pair, list] of [...byPair].sort(([a], [b]) => a.localeCompare(b))) {
  const types = list.filter((edge) => edge.typeOnly).length
  console.log(`  ${pair}  ${list.length}${types ? ` (${types})` : ''}`)
  if (showFiles) list.forEach((edge) => console.log(line(edge)))
}

let loopsThatRun = 0
for (const runtimeOnly of [true, false]) {
  const groups = folderLoops(edges, { runtimeOnly })
  if (runtimeOnly) loopsThatRun = groups.length
  console.log(`\nFolder loops, ${runtimeOnly ? 'imports that run' : 'type imports too'}: ${groups.length ? '' : 'none'}`)
  for (const group of groups) {
    console.log(`  ${group.join(', ')}`)
    // Each edge inside the loop, its imports listed when few: the few are usually the ones going the wrong way.
    for (const [pair, list] of byPair) {
      const inside = list.filter((edge) => group.includes(edge.from) && group.includes(edge.to) && !(runtimeOnly && edge.typeOnly))
      if (!inside.length) continue
      console.log(`    ${pair}  ${inside.length}`)
      if (showFiles || inside.length <= 5) inside.forEach((edge) => console.log(line(edge)))
    }
  }
}
process.exitCode = loopsThatRun ? 1 : 0
