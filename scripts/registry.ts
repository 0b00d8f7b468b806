/**
 * Every file written from the features' declarations, in one go (what a new feature, endpoint, page or
 * text needs after its feature.ts changed):
 *   src/app/api's route files       (each feature's `routes`: npm run api:routes)
 *   the features' page files        (each feature's `pages`: npm run pages)
 *   src/i18n/messages' catalogues    (each feature's `messages` and i18n/: npm run messages)
 *   docs/security.md's table of who may do what (each feature's `actions`: npm run access:table)
 *
 *   npm run registry          writes them all
 *   npm run registry:check    writes nothing; exits 1 listing whatever drifted (the lint tier of npm test runs this one process)
 */
import { readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'

import { apiRouteDrift, hasDrift, writeApiRoutes } from './lib/apiRoutes'
import { catalogueDrift, writeCatalogues } from './lib/catalogues'
import { pageDrift, writePages } from './lib/pages'
import { ROOT } from './lib/database'
import { withActionTable } from '../src/registry/actionTable'

const SECURITY = path.join(ROOT, 'docs/security.md')
/** docs/security.md with its table of who may do what as the rows write it (null: it has no markers). */
const securityWithTable = () => {
  const document = readFileSync(SECURITY, 'utf8')
  return { document, written: withActionTable(document) }
}

if (process.argv.includes('--check')) {
  const routes = apiRouteDrift()
  const pages = pageDrift()
  const problems = [
    ...routes.drifted.map((file) => `${file}: differs from its declaration (npm run api:routes)`),
    ...routes.missing.map((file) => `${file}: is declared and missing (npm run api:routes)`),
    ...routes.extra.map((file) => `${file}: is not declared (a feature’s \`routes\` in its feature.ts, or the kernel’s in src/registry/apiRoutes.ts)`),
    ...routes.contract,
    ...pages.problems,
    ...pages.drifted.map((file) => `${file}: differs from its declaration (npm run pages)`),
    ...pages.missing.map((file) => `${file}: is declared and missing (npm run pages)`),
    ...pages.extra.map((file) => `${file}: is not declared (a feature’s \`pages\` in its feature.ts)`),
    ...catalogueDrift(),
    ...(() => {
      const { document, written } = securityWithTable()
      if (written === null) return ['docs/security.md: has no table markers (src/registry/actionTable.ts)']
      return written === document ? [] : ['docs/security.md: the table of who may do what differs from the features’ actions.ts (npm run access:table)']
    })(),
  ]
  for (const problem of problems) console.error(problem)
  if (problems.length || hasDrift(routes)) {
    console.error('Run `npm run registry` to write every file from the declarations.')
    process.exit(1)
  }
  console.log('src/app/api, the feature pages, src/i18n/messages and docs/security.md’s table: every file is as its declarations write it.')
} else {
  const routes = apiRouteDrift()
  const pages = pageDrift()
  const catalogues = writeCatalogues()
  const problems = [...routes.contract, ...pages.problems, ...catalogues.problems]
  for (const problem of problems) console.error(problem)
  if (problems.length) process.exit(1)
  const security = securityWithTable()
  if (security.written === null) {
    console.error('docs/security.md: has no table markers (src/registry/actionTable.ts)')
    process.exit(1)
  }
  const apiFiles = writeApiRoutes()
  const pageFiles = writePages()
  if (security.written !== security.document) {
    writeFileSync(SECURITY, security.written)
    catalogues.written.push('docs/security.md')
  }
  for (const file of [...apiFiles.written, ...pageFiles.written, ...catalogues.written]) console.log(`wrote ${file}`)
  for (const file of [...apiFiles.removed, ...pageFiles.removed]) console.log(`removed ${file}`)
  console.log(`registry: ${apiFiles.written.length + pageFiles.written.length + catalogues.written.length} written, ${apiFiles.removed.length + pageFiles.removed.length} removed.`)
}
