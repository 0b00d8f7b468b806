/**
 * The imports between src's folders (docs/architecture.md, "The layers"), read from the source with
 * TypeScript's parser: which folder imports which, through which files, and every loop among them.
 * `scripts/import-edges.ts` prints them; tests/unit/layering.unit.spec.ts holds the folders to no loop.
 *
 * A folder is src's first level (`lib`, `server`, …; a file at src's top by its own name), except that each
 * feature folder is one of its own (`features/incidents`): features stand side by side on the kernel, and a
 * loop between two of them is as much a loop as one between two kernel folders. `import type`
 * counts apart: it leaves nothing behind at run time, so a loop made of type imports alone breaks nothing.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'

import ts from 'typescript'

const ROOT = path.resolve(import.meta.dirname, '../..')
const SRC = path.join(ROOT, 'src')
const SOURCE = /\.(ts|tsx|mjs|js)$/
// Generated: the migrations and the types import only Payload.
const GENERATED = new Set(['migrations', 'payload-types.ts'])

/** One import from a file of one folder to a file of another. */
export type Edge = { from: string; to: string; file: string; target: string; typeOnly: boolean }

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    if (GENERATED.has(name)) return []
    const full = path.join(dir, name)
    if (statSync(full).isDirectory()) return sourceFiles(full)
    return SOURCE.test(name) && !name.endsWith('.d.ts') ? [full] : []
  })
}

const isFile = (candidate: string) => {
  try {
    return statSync(candidate).isFile()
  } catch {
    return false
  }
}

/** The file an import names (`@/` is src, as tsconfig.json says), or undefined for a package. */
function resolve(specifier: string, importer: string): string | undefined {
  let base: string
  if (specifier.startsWith('@/')) base = path.join(SRC, specifier.slice(2))
  else if (specifier === '@payload-config') base = path.join(ROOT, 'payload.config')
  else if (specifier.startsWith('.')) base = path.resolve(path.dirname(importer), specifier)
  else return undefined
  return [base, ...['.ts', '.tsx', '.mjs', '.js'].map((ext) => base + ext), path.join(base, 'index.ts'), path.join(base, 'index.tsx')].find(isFile)
}

/** src's folder of a file (a feature's own folder for a feature's file), or `(root)/…` outside src (payload.config.ts). */
function folderOf(file: string): string {
  const relative = path.relative(SRC, file)
  if (relative.startsWith('..')) return `(root)/${path.relative(ROOT, file)}`
  const [first, second, third] = relative.split(path.sep)
  return first === 'features' && second && third ? `features/${second}` : first!
}

/** Every import, re-export, dynamic import() and `import('…')` type of a file, with whether it is for types alone. */
function importsOf(file: string): { specifier: string; typeOnly: boolean }[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true)
  const found: { specifier: string; typeOnly: boolean }[] = []
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      const clause = node.importClause
      const named = clause?.namedBindings && ts.isNamedImports(clause.namedBindings) ? clause.namedBindings.elements : undefined
      const typeOnly = !!clause && (clause.isTypeOnly || (!clause.name && !!named?.length && named.every((element) => element.isTypeOnly)))
      found.push({ specifier: node.moduleSpecifier.text, typeOnly })
    } else if (ts.isExportDeclaration(node) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) {
      found.push({ specifier: node.moduleSpecifier.text, typeOnly: node.isTypeOnly })
    } else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword && node.arguments[0] && ts.isStringLiteral(node.arguments[0])) {
      found.push({ specifier: node.arguments[0].text, typeOnly: false })
    } else if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument) && ts.isStringLiteral(node.argument.literal)) {
      found.push({ specifier: node.argument.literal.text, typeOnly: true })
    }
    ts.forEachChild(node, visit)
  }
  visit(source)
  return found
}

/** Every import of src that crosses from one folder into another. */
export function folderEdges(): Edge[] {
  const edges: Edge[] = []
  for (const file of sourceFiles(SRC)) {
    for (const { specifier, typeOnly } of importsOf(file)) {
      const target = resolve(specifier, file)
      if (!target) continue
      const [from, to] = [folderOf(file), folderOf(target)]
      if (from !== to) edges.push({ from, to, file: path.relative(ROOT, file), target: path.relative(ROOT, target), typeOnly })
    }
  }
  return edges
}

/**
 * The groups of folders that import each other round a loop (strongly connected, Tarjan's algorithm),
 * each sorted; with `runtimeOnly`, over the imports that run (type imports left out).
 */
export function folderLoops(edges: Edge[], { runtimeOnly }: { runtimeOnly: boolean }): string[][] {
  const next = new Map<string, Set<string>>()
  for (const edge of edges) {
    if (runtimeOnly && edge.typeOnly) continue
    if (!next.has(edge.from)) next.set(edge.from, new Set())
    next.get(edge.from)!.add(edge.to)
  }
  const index = new Map<string, number>()
  const low = new Map<string, number>()
  const stack: string[] = []
  const onStack = new Set<string>()
  const groups: string[][] = []
  const connect = (node: string) => {
    index.set(node, index.size)
    low.set(node, index.get(node)!)
    stack.push(node)
    onStack.add(node)
    for (const to of next.get(node) ?? []) {
      if (!index.has(to)) {
        connect(to)
        low.set(node, Math.min(low.get(node)!, low.get(to)!))
      } else if (onStack.has(to)) low.set(node, Math.min(low.get(node)!, index.get(to)!))
    }
    if (low.get(node) !== index.get(node)) return
    const group: string[] = []
    let member: string
    do {
      member = stack.pop()!
      onStack.delete(member)
      group.push(member)
    } while (member !== node)
    if (group.length > 1) groups.push(group.sort())
  }
  for (const node of next.keys()) if (!index.has(node)) connect(node)
  return groups
}

/**
 * Every import from one file of src to another (`from` and `file` the importer, `to` and `target` the file
 * it names, each relative to the root), for the circles among files that `folderLoops` finds in them.
 */
export function fileEdges(): Edge[] {
  const edges: Edge[] = []
  for (const file of sourceFiles(SRC)) {
    for (const { specifier, typeOnly } of importsOf(file)) {
      const target = resolve(specifier, file)
      if (!target || target === file) continue
      const [from, to] = [path.relative(ROOT, file), path.relative(ROOT, target)]
      edges.push({ from, to, file: from, target: to, typeOnly })
    }
  }
  return edges
}
