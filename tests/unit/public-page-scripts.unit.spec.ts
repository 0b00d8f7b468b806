/**
 * What every public page loads of our own code before anything is clicked: the client components of the
 * site's frame (the menu and its language switcher, the hero video, the preview bar, the 404, the toasts)
 * and what they import, as a bundler follows them. Code that only some moments need (a form, the toasts'
 * view, saving a language on an account) must come in its own chunk when it is needed, never with the
 * page: every phone that opens the home page downloads, parses and runs the rest.
 */
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

import { type Metafile, build } from 'esbuild'
import { describe, expect, it } from 'vitest'

const ROOT = path.join(import.meta.dirname, '../..')
const SRC = path.join(ROOT, 'src')

/** The client components every public page renders: the site's own and the toaster of the root layout. */
const clientFiles = (folder: string) =>
  readdirSync(path.join(SRC, folder))
    .filter((name) => name.endsWith('.tsx') && /^['"]use client['"]/m.test(readFileSync(path.join(SRC, folder, name), 'utf8')))
    .map((name) => path.join(SRC, folder, name))
// The site's frame, and the public forms' islands (each beside its form, in its feature: the pages of /apply and /contact render them).
const FRAME = [
  ...clientFiles('components/site'),
  path.join(SRC, 'components/ui/toaster.tsx'),
  path.join(SRC, 'features/applications/screens/site/LazyApplyForm.tsx'),
  path.join(SRC, 'features/contact/screens/site/LazyContactForm.tsx'),
]

/** The source files and packages a page loads with `entries`: their chunks and the chunks those import statically, not the ones imported on demand. */
async function loadedWith(entries: string[]): Promise<string[]> {
  const { metafile } = await build({
    entryPoints: entries,
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'browser',
    write: false,
    metafile: true,
    outdir: path.join(ROOT, '.esbuild-unit'),
    jsx: 'automatic',
    alias: { '@': SRC },
    // The framework's own runtime: every page loads it, whatever we write.
    external: ['react', 'react-dom', 'react/*', 'next', 'next/*'],
    logLevel: 'silent',
  })
  const outputs: Metafile['outputs'] = metafile.outputs
  const entryFiles = new Set(entries.map((entry) => path.relative(ROOT, entry)))
  const loaded = new Set<string>()
  const visit = (output: string) => {
    if (loaded.has(output)) return
    loaded.add(output)
    for (const imported of outputs[output]!.imports) if (imported.kind === 'import-statement' && outputs[imported.path]) visit(imported.path)
  }
  for (const [output, { entryPoint }] of Object.entries(outputs)) if (entryPoint && entryFiles.has(entryPoint)) visit(output)
  const inputs = new Set<string>()
  for (const output of loaded) for (const input of Object.keys(outputs[output]!.inputs)) inputs.add(input)
  return [...inputs]
}

const packageOf = (input: string) => {
  const inPackage = input.split('node_modules/').at(-1)!
  return input.includes('node_modules/') ? inPackage.split('/').slice(0, inPackage.startsWith('@') ? 2 : 1).join('/') : null
}

describe("a public page's own scripts", () => {
  it('the frame is found: the menu, the language switcher and the lazily loaded forms are among what it renders', async () => {
    const loaded = await loadedWith(FRAME)
    expect(loaded).toEqual(
      expect.arrayContaining(['src/components/site/NavMenu.tsx', 'src/components/i18n/LanguageSwitcher.tsx', 'src/features/applications/screens/site/LazyApplyForm.tsx', 'src/features/contact/screens/site/LazyContactForm.tsx', 'src/components/site/FormIsland.tsx']),
    )
  })

  it('carry neither SWR, the API contract, zod, the forms and their libraries until they are needed, nor modules of which they use one part', async () => {
    const loaded = await loadedWith(FRAME)
    const packages = new Set(loaded.map(packageOf).filter(Boolean))
    for (const heavy of ['swr', 'zod', 'react-hook-form', '@hookform/resolvers']) expect(packages, heavy).not.toContain(heavy)
    for (const file of [
      // Whole modules where a page needs one thing of each: the server's icons, every constant of the app.
      'src/components/site/icons.tsx',
      'src/lib/constants.ts',
      'src/contract/api.ts',
      'src/contract/session.ts',
      'src/registry/api.ts',
      'src/components/i18n/accountLanguage.tsx',
      'src/features/applications/screens/site/ApplyForm.tsx',
      'src/features/contact/screens/site/ContactForm.tsx',
      // The forms' state and fields: fetched with the form, when the visitor reaches it.
      'src/components/site/usePublicForm.ts',
      'src/components/forms/fields.tsx',
    ]) {
      expect(loaded, file).not.toContain(file)
    }
  })

  it('the public forms carry no form library, SWR, API contract, zod or whole constants module: only their own endpoints, checked when reached', async () => {
    const forms = [path.join(SRC, 'features/applications/screens/site/ApplyForm.tsx'), path.join(SRC, 'features/contact/screens/site/ContactForm.tsx')]
    const loaded = await loadedWith(forms)
    expect(loaded).toEqual(expect.arrayContaining(['src/components/site/usePublicForm.ts', 'src/features/applications/endpoints.ts', 'src/features/contact/endpoints.ts']))
    const packages = new Set(loaded.map(packageOf).filter(Boolean))
    for (const heavy of ['swr', 'zod', 'react-hook-form', '@hookform/resolvers']) expect(packages, heavy).not.toContain(heavy)
    for (const file of ['src/lib/constants.ts', 'src/contract/api.ts', 'src/registry/api.ts', 'src/components/swr.tsx', 'src/components/SWRProvider.tsx', 'src/features/applications/schemas.ts', 'src/features/contact/schemas.ts']) {
      expect(loaded, file).not.toContain(file)
    }
  })

  it('the portal and staff screens still refresh the staff lists a public form adds to: their SWR frame says how', async () => {
    const loaded = await loadedWith([path.join(SRC, 'components/SWRProvider.tsx')])
    expect(loaded).toContain('src/components/site/staffLists.ts')
  })

  it('the portal and staff screens still save a language on the account: their SWR frame carries what the public pages leave out', async () => {
    const loaded = await loadedWith([path.join(SRC, 'components/SWRProvider.tsx')])
    expect(loaded).toEqual(expect.arrayContaining(['src/components/i18n/accountLanguage.tsx', 'src/contract/session.ts']))
    expect(loaded.map(packageOf)).toContain('swr')
  })
})
