/**
 * What each page sends its client components of the catalogue (src/i18n/clientMessages.ts): every
 * component reads only namespaces its area's layout hands it, so leaving the other areas' texts out of a
 * page's HTML can never leave a screen with a missing text.
 */
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import en from '@/i18n/messages/en.json'
import { type ClientArea, FORM_MESSAGES, LEFT_OUT, type PublicForm, ROOT_MESSAGES, SITE_MESSAGES } from '@/i18n/clientMessages'

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
  .map((file) => {
    const source = readFileSync(file, 'utf8')
    return { file: path.relative(SRC, file), areas: areasOf(file), namespaces: namespacesOf(source), client: /^['"]use client['"]/m.test(source) }
  })
  .filter((reader) => reader.namespaces.length > 0)

/** Whether a selection of the catalogue (SITE_MESSAGES, a form's) holds `namespace` whole. */
function covers(selection: unknown, namespace: string): boolean {
  for (const key of namespace.split('.')) {
    if (selection === true) return true
    selection = (selection as Record<string, unknown>)[key]
    if (selection === undefined) return false
  }
  return true
}

/** The public forms and the parts every form is built of (src/components/forms), each handed FORM_MESSAGES by its page. */
const FORMS: Record<string, PublicForm[]> = {
  'features/applications/screens/site/ApplyForm.tsx': ['apply'],
  'features/contact/screens/site/ContactForm.tsx': ['contact'],
  'components/forms/FormField.tsx': ['apply', 'contact'],
  'components/forms/fields.tsx': ['apply', 'contact'],
  'components/i18n/useServerText.ts': ['apply', 'contact'],
  // The island a form's page renders it in (LazyApplyForm, LazyContactForm), inside the same FormTexts.
  'components/site/FormIsland.tsx': ['apply', 'contact'],
}

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

  it("a public page's frame hands its client components only what they read; a form gets the rest from its page", () => {
    // Every client component that may render on a public page: the site's own and the shared ones.
    const onPublicPages = readers.filter((reader) => reader.client && reader.areas.includes('site') && !reader.file.startsWith('features/messages/'))
    expect(onPublicPages.map((reader) => reader.file)).toEqual(expect.arrayContaining(['components/site/NavMenu.tsx', 'components/i18n/LanguageSwitcher.tsx', ...Object.keys(FORMS)]))
    const uncovered = onPublicPages.flatMap(({ file, namespaces }) =>
      namespaces.filter((namespace) => (FORMS[file] ? !FORMS[file]!.every((form) => covers(FORM_MESSAGES[form], namespace)) : !covers(SITE_MESSAGES, namespace))).map((namespace) => `${file}: ${namespace}`),
    )
    expect(uncovered).toEqual([])
    // The frame carries neither the pages' own texts nor the server's messages.
    expect(covers(SITE_MESSAGES, 'site.home')).toBe(false)
    expect(covers(SITE_MESSAGES, 'serverText')).toBe(false)
    expect(covers(FORM_MESSAGES.apply, 'site.contact.form')).toBe(false)
  })

  it('each public form is wrapped by its page in the texts it reads (FormTexts)', () => {
    for (const [page, form, component] of [
      ['features/site-content/screens/site/pages/ApplyPage.tsx', 'apply', 'LazyApplyForm'],
      ['features/site-content/screens/site/pages/ContactPage.tsx', 'contact', 'LazyContactForm'],
    ] as const) {
      const source = readFileSync(path.join(SRC, page), 'utf8')
      expect(source, page).toMatch(new RegExp(`<FormTexts form="${form}">\\s*<${component} />\\s*</FormTexts>`))
    }
  })

  it('a public page is handed none of the parent, staff or mail texts', () => {
    expect(LEFT_OUT.site).toEqual(expect.arrayContaining(['portal', 'staff', 'mail']))
  })
})
