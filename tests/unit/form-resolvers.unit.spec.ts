/**
 * Every react-hook-form form checks itself with its endpoint's own schema (docs/architecture.md, the
 * contract: "One schema per form"): each `useForm(…)` of src, and each `useAnnouncedForm(…)` that wraps
 * it, is given a `resolver` (zodResolver, lazyZodResolver or bodyResolver on the schema), read from the
 * source with TypeScript's parser. The forms that do not yet are named below, each with why: the list
 * only shrinks.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'

import ts from 'typescript'
import { describe, expect, it } from 'vitest'

const ROOT = path.join(import.meta.dirname, '../..')
const SRC = path.join(ROOT, 'src')
const FORM_HOOKS = new Set(['useForm', 'useAnnouncedForm'])
/** The wrapper that hands its caller's options to useForm (its callers are held to a resolver instead). */
const PASSES_OPTIONS_ON = 'src/components/forms/useAnnouncedForm.ts'

/** Forms still checked by the server alone (file:function): none left (the document forms check their file and fields with documentResolver). */
const NOT_YET: string[] = []

const files = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name)
    return statSync(full).isDirectory() ? files(full) : /\.tsx?$/.test(name) && !name.endsWith('.d.ts') ? [full] : []
  })

type FormCall = { where: string; resolver: 'given' | 'missing' | 'passed on' }

/** The form hooks' calls in `text`, each with the function it is in and whether its options give a resolver. */
function formCalls(file: string, text: string): FormCall[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS)
  const found: FormCall[] = []
  const enclosing = (node: ts.Node): string => {
    for (let at: ts.Node | undefined = node.parent; at; at = at.parent) {
      if (ts.isFunctionDeclaration(at) && at.name) return at.name.text
      if ((ts.isArrowFunction(at) || ts.isFunctionExpression(at)) && ts.isVariableDeclaration(at.parent) && ts.isIdentifier(at.parent.name)) return at.parent.name.text
    }
    return '(module)'
  }
  const visit = (node: ts.Node) => {
    if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && FORM_HOOKS.has(node.expression.text)) {
      const options = node.arguments[0]
      const given =
        !!options &&
        ts.isObjectLiteralExpression(options) &&
        options.properties.some((property) => (ts.isPropertyAssignment(property) || ts.isShorthandPropertyAssignment(property)) && property.name.getText(source) === 'resolver')
      const passedOn = !!options && ts.isIdentifier(options) && path.relative(ROOT, file) === PASSES_OPTIONS_ON
      found.push({ where: `${path.relative(ROOT, file)}:${enclosing(node)}`, resolver: given ? 'given' : passedOn ? 'passed on' : 'missing' })
    }
    ts.forEachChild(node, visit)
  }
  visit(source)
  return found
}

describe('every form checks itself with its endpoint’s schema', () => {
  it('each useForm / useAnnouncedForm of src is given a resolver, but the forms named as not yet', () => {
    const calls = files(SRC).flatMap((file) => formCalls(file, readFileSync(file, 'utf8')))
    expect(calls.length).toBeGreaterThanOrEqual(15)
    expect(calls.filter((call) => call.resolver === 'missing').map((call) => call.where).sort()).toEqual([...NOT_YET].sort())
    expect(calls.filter((call) => call.resolver === 'passed on').map((call) => call.where)).toEqual([`${PASSES_OPTIONS_ON}:useAnnouncedForm`])
  })

  it('finds a form without one, however its options are written, and a resolver given by name or shorthand', () => {
    const planted = `
      function Missing() { const form = useForm<V>({ defaultValues: { a: '' } }) }
      const Bare = () => useForm()
      function Spread() { return useAnnouncedForm({ ...options }, FIELDS, 'x') }
      function Named() { return useForm<V>({ defaultValues, resolver: zodResolver(schema) }) }
      function Short() { return useAnnouncedForm({ resolver, defaultValues }, FIELDS, 'x') }
      function NotAForm() { return usePublicForm({ schema }) }
    `
    expect(formCalls(path.join(SRC, 'planted.tsx'), planted)).toEqual([
      { where: 'src/planted.tsx:Missing', resolver: 'missing' },
      { where: 'src/planted.tsx:Bare', resolver: 'missing' },
      { where: 'src/planted.tsx:Spread', resolver: 'missing' },
      { where: 'src/planted.tsx:Named', resolver: 'given' },
      { where: 'src/planted.tsx:Short', resolver: 'given' },
    ])
  })
})
