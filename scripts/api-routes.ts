/**
 * src/app/api's route files, written from their declarations (src/registry/apiRoutes.ts: each feature's
 * `routes` in its feature.ts, the kernel's own):
 *
 *   npm run api:routes          writes every declared file, removes any route.ts nobody declares
 *   npm run api:routes:check    writes nothing; exits 1 listing every file that drifted, is missing or is
 *                               not declared, and every contract entry with no handler (the lint tier of npm test)
 */
import { apiRouteDrift, hasDrift, writeApiRoutes } from './lib/apiRoutes'

if (process.argv.includes('--check')) {
  const drift = apiRouteDrift()
  if (hasDrift(drift)) {
    const said: [string, string[]][] = [
      ['differs from its declaration', drift.drifted],
      ['is declared and missing', drift.missing],
      ['is not declared (a feature’s `routes` in its feature.ts, or the kernel’s in src/registry/apiRoutes.ts)', drift.extra],
    ]
    for (const [what, files] of said) for (const file of files) console.error(`${file}: ${what}`)
    for (const problem of drift.contract) console.error(problem)
    if (drift.drifted.length + drift.missing.length + drift.extra.length) console.error('Run `npm run api:routes` to write the route files from their declarations.')
    process.exit(1)
  }
  console.log('src/app/api: every route file is as declared.')
} else {
  const drift = apiRouteDrift()
  if (drift.contract.length) {
    for (const problem of drift.contract) console.error(problem)
    process.exit(1)
  }
  const { written, removed } = writeApiRoutes()
  for (const file of written) console.log(`wrote ${file}`)
  for (const file of removed) console.log(`removed ${file}`)
  console.log(`src/app/api: ${written.length} written, ${removed.length} removed.`)
}
