/**
 * What each page sends its client components of the catalogue (src/i18n/clientMessages.ts): every
 * component reads only namespaces its area's layout hands it, so leaving the other areas' texts out of a
 * page's HTML can never leave a screen with a missing text.
 */
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import en from '@/i18n/messages/en.json'
import { type ClientArea, LEFT_OUT, ROOT_MESSAGES } from '@/i18n/clientMessages'

const SRC = path.join(import.meta.dirname, '../../src')
const AREAS: ClientArea[] = ['site', 'portal', 'staff']

function files(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name)
    if (entry.isDirectory()) return files(full)
    return /\.tsx?$/.test(entry.name) ? [full] : []
  })
}

/** The areas whose screens may render a file: its own area's (a feature's `screens/<area>/`), or every area for shared components. */
function areasOf(file: string): ClientArea[] {
  const relative = path.relative(SRC, file)
  for (const area of AREAS) {
    if (relative.startsWith(`components/${area}/`) || relative.includes(`/(${area})/`)) return [area]
    if (relative.startsWith('features/') && relative.includes(`/screens/${area}/`)) return [area]
  }
  return AREAS
}

/** The namespaces (`portal.children`) a file passes to useTranslations. */
function namespacesOf(source: string): string[] {
  return [...source.matchAll(/useTranslations\(([^)]*)\)/g)].map((call) => call[1]!.trim().replace(/^['"`]|['"`]$/g, ''))
}

const readers = [...files(path.join(SRC, 'components')), ...files(path.join(SRC, 'app/(frontend)')), ...files(path.join(SRC, 'features'))]
  .map((file) => ({ file: path.relative(SRC, file), areas: areasOf(file), namespaces: namespacesOf(readFileSync(file, 'utf8')) }))
  .filter((reader) => reader.namespaces.length > 0)

describe('the catalogue a page hands its client components', () => {
  it('finds the components that read it (the scan works)', () => {
    expect(readers.length).toBeGreaterThan(50)
    expect(readers.find((reader) => reader.file === 'components/site/NotFoundMessage.tsx')?.namespaces).toEqual(['site.notFound'])
    // A feature's screens (src/features/<name>/screens/<area>/) are read as their area's.
    expect(readers.find((reader) => reader.file === 'features/incidents/screens/staff/IncidentDialog.tsx')).toMatchObject({ areas: ['staff'], namespaces: ['staff.operations.incident'] })
  })

  it('every component reads a namespace of the catalogue, named in full', () => {
    for (const { file, namespaces } of readers) {
      for (const namespace of namespaces) {
        expect(namespace, file).toMatch(/^[a-zA-Z]+(\.[a-zA-Z]+)*$/)
        expect(Object.keys(en), `${file}: ${namespace}`).toContain(namespace.split('.')[0])
      }
    }
  })

  it("no component reads a namespace its area's layout leaves out", () => {
    const misplaced = readers.flatMap(({ file, areas, namespaces }) =>
      areas.flatMap((area) => namespaces.filter((namespace) => LEFT_OUT[area].includes(namespace.split('.')[0]!)).map((namespace) => `${file} (${area}): ${namespace}`)),
    )
    expect(misplaced).toEqual([])
  })

  it('a public-site component may appear on any screen: the site gets no namespace another area lacks', () => {
    for (const area of AREAS) for (const namespace of LEFT_OUT[area]) expect(LEFT_OUT.site, area).toContain(namespace)
  })

  it("the root layout's own components (the toasts, the 404 of a parent or staff screen) read only what it hands them", () => {
    const covered = (namespace: string) => {
      let selection: unknown = ROOT_MESSAGES
      for (const key of namespace.split('.')) {
        if (selection === true) return true
        selection = (selection as Record<string, unknown>)[key]
        if (selection === undefined) return false
      }
      return true
    }
    for (const file of ['components/ui/toast.tsx', 'components/ui/toaster.tsx', 'components/site/NotFoundMessage.tsx']) {
      for (const namespace of readers.find((reader) => reader.file === file)?.namespaces ?? []) expect(covered(namespace), `${file}: ${namespace}`).toBe(true)
    }
    expect(covered('staff.admin')).toBe(false)
    expect(covered('site.home')).toBe(false)
  })

  it('a public page is handed none of the parent, staff or mail texts', () => {
    expect(LEFT_OUT.site).toEqual(expect.arrayContaining(['portal', 'staff', 'mail']))
  })
})
