/**
 * A migration writes today what it wrote the day it was made: it imports nothing that can change (only
 * Payload, node's own modules and the other migrations; a migration that writes data keeps its own copy
 * of it), so that a fresh database built from the committed migrations never depends on the live code.
 */
import { readdirSync, readFileSync } from 'node:fs'
import { builtinModules } from 'node:module'
import path from 'node:path'

import ts from 'typescript'
import { describe, expect, it } from 'vitest'

import { NC_CHILD_CARE_SCHEDULE } from '@/features/health/schedule'
import { SCHEDULE_AS_MIGRATED } from '@/migrations/20261128_083236_health_immunizations'

const MIGRATIONS = path.join(import.meta.dirname, '../../src/migrations')

/** Every module a file names: imports, re-exports, require(), import() and `import('…')` types. */
function modulesNamedBy(file: string, text: string): string[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true)
  const found: string[] = []
  const visit = (node: ts.Node) => {
    if ((ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) {
      found.push(node.moduleSpecifier.text)
    } else if (ts.isImportEqualsDeclaration(node) && ts.isExternalModuleReference(node.moduleReference) && ts.isStringLiteral(node.moduleReference.expression)) {
      found.push(node.moduleReference.expression.text)
    } else if (
      ts.isCallExpression(node) &&
      (node.expression.kind === ts.SyntaxKind.ImportKeyword || (ts.isIdentifier(node.expression) && node.expression.text === 'require')) &&
      node.arguments[0]
    ) {
      found.push(ts.isStringLiteralLike(node.arguments[0]) ? node.arguments[0].text : `(computed: ${node.arguments[0].getText(source)})`)
    } else if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument) && ts.isStringLiteral(node.argument.literal)) {
      found.push(node.argument.literal.text)
    }
    ts.forEachChild(node, visit)
  }
  visit(source)
  return found
}

const siblings = new Set(readdirSync(MIGRATIONS).filter((name) => /\.tsx?$/.test(name)).map((name) => name.replace(/\.tsx?$/, '')))

/** Whether a migration may name `specifier`: Payload, a node built-in, or a migration file beside it. */
function allowed(specifier: string): boolean {
  if (specifier === 'payload' || specifier.startsWith('payload/') || specifier.startsWith('@payloadcms/')) return true
  if (specifier.startsWith('node:') || builtinModules.includes(specifier)) return true
  const sibling = /^\.\/([^/]+?)(\.tsx?|\.js)?$/.exec(specifier)
  return !!sibling && siblings.has(sibling[1]!)
}

const forbidden = (file: string, text: string) => modulesNamedBy(file, text).filter((specifier) => !allowed(specifier))

describe('the migrations import nothing that can change', () => {
  it('every file of src/migrations imports only payload, @payloadcms/*, node’s modules and the migrations beside it', () => {
    const files = readdirSync(MIGRATIONS).filter((name) => /\.(ts|tsx|js|mjs)$/.test(name))
    expect(files.length).toBeGreaterThan(25)
    const found = files.flatMap((name) => forbidden(name, readFileSync(path.join(MIGRATIONS, name), 'utf8')).map((specifier) => `${name}: ${specifier}`))
    expect(found).toEqual([])
  })

  it('finds an import of the live code, however written, and lets the allowed ones be', () => {
    const planted = [
      "import { NC_CHILD_CARE_SCHEDULE } from '../features/health/schedule'",
      "import type { Child } from '@/payload-types'",
      "export { x } from '@/lib/dates'",
      "const m = await import('../seed/days')",
      "const r = require('zod')",
      "type T = import('@/contract/records').ChildRecord",
      "import { y } from './20261128_083236_health_immunizations/../../lib/constants'",
      "import { z } from './not_a_migration'",
    ].join('\n')
    expect(forbidden('planted.ts', planted)).toEqual([
      '../features/health/schedule',
      '@/payload-types',
      '@/lib/dates',
      '../seed/days',
      'zod',
      '@/contract/records',
      './20261128_083236_health_immunizations/../../lib/constants',
      './not_a_migration',
    ])
    const fine = [
      "import { MigrateUpArgs, sql } from '@payloadcms/db-postgres'",
      "import type { Payload } from 'payload'",
      "import { createHash } from 'node:crypto'",
      "import path from 'path'",
      "import * as m from './20261121_205051_initial'",
    ].join('\n')
    expect(forbidden('fine.ts', fine)).toEqual([])
  })
})

describe('the immunization schedule', () => {
  it('the live schedule is the one the migrations wrote (a change to it comes with a migration that writes the change, and this test then names that one)', () => {
    expect(NC_CHILD_CARE_SCHEDULE.map((vaccine) => ({ ...vaccine }))).toEqual(SCHEDULE_AS_MIGRATED.map((vaccine) => ({ ...vaccine })))
  })
})
