/**
 * The catalogue of each language (src/i18n/messages/<locale>.json, what next-intl, the mails and the PDFs
 * read), written from its parts: the kernel's texts (src/i18n/kernel/<locale>.json) and each feature's own
 * (src/features/<name>/i18n/<locale>.json), which hold exactly the namespaces its feature.ts declares
 * (`messages`). `scripts/messages.ts` runs it; tests/unit/catalogues.unit.spec.ts runs the same check in-process.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'

import { routing } from '@/i18n/routing'
import { FEATURE_LIST } from '@/registry/features'

const ROOT = path.resolve(import.meta.dirname, '../..')

type Texts = { [key: string]: string | Texts }
/** One part of a catalogue: the kernel's (no name, no namespaces of its own to declare) or a feature's. */
export type CataloguePart = { name: string; namespaces: readonly string[]; texts: Texts }

const isTexts = (value: unknown): value is Texts => typeof value === 'object' && value !== null && !Array.isArray(value)

const at = (texts: Texts, namespace: string): string | Texts | undefined =>
  namespace.split('.').reduce<string | Texts | undefined>((node, key) => (isTexts(node) ? node[key] : undefined), texts)

/** Every text's key in a part ('staff.billing.title'), to tell what a part holds besides its namespaces. */
const leafKeys = (texts: Texts, prefix = ''): string[] =>
  Object.entries(texts).flatMap(([key, value]) => (isTexts(value) ? leafKeys(value, `${prefix}${key}.`) : [`${prefix}${key}`]))

const within = (key: string, namespace: string) => key === namespace || key.startsWith(`${namespace}.`)

/**
 * The kernel's texts and the features' parts as one catalogue, and what is wrong with them: a feature's
 * part holding a text outside the namespaces it declares or missing one it declares, two parts giving the
 * same namespace (the kernel's included). Parts are merged in order: the kernel's, then the features'.
 */
export function composeCatalogue(kernel: Texts, features: readonly CataloguePart[]): { catalogue: Texts; problems: string[] } {
  const problems: string[] = []
  const catalogue = structuredClone(kernel)
  const owner = new Map<string, string>()
  for (const part of features) {
    for (const namespace of part.namespaces) {
      const other = owner.get(namespace) ?? (at(kernel, namespace) === undefined ? undefined : 'the kernel (src/i18n/kernel)')
      if (other) problems.push(`${namespace}: declared by ${part.name} and given by ${other}`)
      owner.set(namespace, part.name)
      if (!isTexts(at(part.texts, namespace))) problems.push(`${part.name}: declares ${namespace}, which its texts do not hold`)
    }
    for (const key of leafKeys(part.texts)) {
      if (!part.namespaces.some((namespace) => within(key, namespace))) problems.push(`${part.name}: ${key} is in none of the namespaces it declares (feature.ts \`messages\`)`)
    }
    for (const namespace of part.namespaces) {
      const value = at(part.texts, namespace)
      if (!isTexts(value)) continue
      const keys = namespace.split('.')
      let node = catalogue
      for (const key of keys.slice(0, -1)) {
        const next = node[key]
        if (next !== undefined && !isTexts(next)) {
          problems.push(`${namespace}: ${key} is a text in the kernel’s catalogue, not a namespace`)
          break
        }
        node = (node[key] ??= {}) as Texts
      }
      node[keys.at(-1)!] = structuredClone(value)
    }
  }
  return { catalogue, problems }
}

/**
 * A catalogue as its file holds it: two spaces, and the no-break spaces (U+00A0) of the Spanish times
 * ("6:30 a. m.") written as escapes, which an editor otherwise shows as plain spaces.
 */
export const catalogueFile = (catalogue: Texts) => `${JSON.stringify(catalogue, null, 2).replace(/\u00a0/g, '\\u00a0')}\n`

const readTexts = (file: string): Texts => JSON.parse(readFileSync(path.join(ROOT, file), 'utf8')) as Texts
export const catalogueFileOf = (locale: string) => `src/i18n/messages/${locale}.json`
const kernelFileOf = (locale: string) => `src/i18n/kernel/${locale}.json`
export const featureFileOf = (feature: string, locale: string) => `src/features/${feature}/i18n/${locale}.json`

/** This project's parts for `locale`: each registered feature's declared namespaces and its file (none: no texts). */
export function projectParts(locale: string): { kernel: Texts; features: CataloguePart[] } {
  return {
    kernel: readTexts(kernelFileOf(locale)),
    features: FEATURE_LIST.map((feature) => {
      const file = featureFileOf(feature.name, locale)
      return { name: feature.name, namespaces: feature.messages ?? [], texts: existsSync(path.join(ROOT, file)) ? readTexts(file) : {} }
    }),
  }
}

/** Each language's catalogue as its parts write it, with the parts' problems. */
export function projectCatalogues(): { locale: string; file: string; text: string; problems: string[] }[] {
  return routing.locales.map((locale) => {
    const { kernel, features } = projectParts(locale)
    const { catalogue, problems } = composeCatalogue(kernel, features)
    return { locale, file: catalogueFileOf(locale), text: catalogueFile(catalogue), problems: problems.map((problem) => `${locale}: ${problem}`) }
  })
}

/** What differs between the catalogues on disk and their parts (empty: none). */
export function catalogueDrift(): string[] {
  return projectCatalogues().flatMap(({ file, text, problems }) => [
    ...problems,
    ...(existsSync(path.join(ROOT, file)) && readFileSync(path.join(ROOT, file), 'utf8') === text ? [] : [`${file}: differs from its parts (run npm run messages)`]),
  ])
}

/** Writes each language's catalogue from its parts; refuses (writes nothing) when a part is wrong. */
export function writeCatalogues(): { written: string[]; problems: string[] } {
  const catalogues = projectCatalogues()
  const problems = catalogues.flatMap((entry) => entry.problems)
  if (problems.length) return { written: [], problems }
  const written: string[] = []
  for (const { file, text } of catalogues) {
    if (existsSync(path.join(ROOT, file)) && readFileSync(path.join(ROOT, file), 'utf8') === text) continue
    writeFileSync(path.join(ROOT, file), text)
    written.push(file)
  }
  return { written, problems }
}
