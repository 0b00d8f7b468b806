/**
 * src/i18n/messages' catalogues, written from their parts (scripts/lib/catalogues.ts): the kernel's texts
 * (src/i18n/kernel/<locale>.json) and each feature's (src/features/<name>/i18n/<locale>.json, the
 * namespaces its feature.ts declares in `messages`):
 *
 *   npm run messages          writes each language's catalogue; refuses, writing nothing, when a part is wrong
 *   npm run messages:check    writes nothing; exits 1 listing each catalogue that drifted and each wrong part (the lint tier of npm test)
 */
import { catalogueDrift, writeCatalogues } from './lib/catalogues'

if (process.argv.includes('--check')) {
  const problems = catalogueDrift()
  for (const problem of problems) console.error(problem)
  if (problems.length) {
    console.error('Texts are edited in src/i18n/kernel and src/features/<name>/i18n; `npm run messages` writes src/i18n/messages from them.')
    process.exit(1)
  }
  console.log('src/i18n/messages: each catalogue is as its parts write it.')
} else {
  const { written, problems } = writeCatalogues()
  for (const problem of problems) console.error(problem)
  if (problems.length) process.exit(1)
  for (const file of written) console.log(`wrote ${file}`)
  console.log(`src/i18n/messages: ${written.length} written.`)
}
