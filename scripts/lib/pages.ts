/**
 * The features' page files against their declarations (src/registry/pages.ts): what is on disk, what
 * differs, and writing the declared ones. `scripts/pages.ts` runs it; tests/unit/pages.unit.spec.ts runs
 * the same check in-process. A page file is the declarations' when it starts with their header; the
 * kernel's pages, written by hand, are left alone.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'

import { FEATURE_PAGES_FILE, PAGES_DIR, PAGE_HEADER, declaredPages, pageFiles } from '@/registry/pages'
import { filesNamed } from './filesNamed'

const ROOT = path.resolve(import.meta.dirname, '../..')

/** Every page.tsx below src/app/(frontend)/[locale] that the declarations wrote (their header first), with its text. */
export function writtenPageFiles(root = ROOT): Map<string, string> {
  const found = new Map([...filesNamed(root, PAGES_DIR, 'page.tsx')].filter(([, text]) => text.startsWith(PAGE_HEADER)))
  if (existsSync(path.join(root, FEATURE_PAGES_FILE))) found.set(FEATURE_PAGES_FILE, readFileSync(path.join(root, FEATURE_PAGES_FILE), 'utf8'))
  return found
}

/** What differs between the files on disk and the declarations (each list empty: none). */
export function pageDrift(root = ROOT): { missing: string[]; drifted: string[]; extra: string[]; problems: string[] } {
  const { pages, problems } = declaredPages()
  const expected = pageFiles(pages)
  const written = writtenPageFiles(root)
  const onDisk = (file: string) => (existsSync(path.join(root, file)) ? readFileSync(path.join(root, file), 'utf8') : undefined)
  return {
    missing: [...expected.keys()].filter((file) => onDisk(file) === undefined),
    drifted: [...expected].filter(([file, text]) => onDisk(file) !== undefined && onDisk(file) !== text).map(([file]) => file),
    extra: [...written.keys()].filter((file) => !expected.has(file)).sort(),
    problems,
  }
}

/** Writes every declared page file and the features' page list; removes each written page nobody declares (and the folders it leaves empty). */
export function writePages(root = ROOT): { written: string[]; removed: string[] } {
  const expected = pageFiles()
  const written: string[] = []
  for (const [file, text] of expected) {
    if (existsSync(path.join(root, file)) && readFileSync(path.join(root, file), 'utf8') === text) continue
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true })
    writeFileSync(path.join(root, file), text)
    written.push(file)
  }
  const removed = [...writtenPageFiles(root).keys()].filter((file) => !expected.has(file))
  for (const file of removed) {
    rmSync(path.join(root, file))
    for (let folder = path.dirname(file); folder !== PAGES_DIR && readdirSync(path.join(root, folder)).length === 0; folder = path.dirname(folder)) rmSync(path.join(root, folder), { recursive: true })
  }
  return { written, removed }
}
