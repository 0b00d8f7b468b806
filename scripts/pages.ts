/**
 * The features' page files under src/app/(frontend)/[locale] and the proxy's list of their paths
 * (src/i18n/featurePages.ts), written from each feature's `pages` in its feature.ts (src/registry/pages.ts):
 *
 *   npm run pages          writes every declared file, removes any written page nobody declares
 *   npm run pages:check    writes nothing; exits 1 listing every file that drifted, is missing or is not
 *                          declared, and every wrong declaration (the lint tier of npm test)
 */
import { pageDrift, writePages } from './lib/pages'

const drift = pageDrift()
for (const problem of drift.problems) console.error(problem)
if (process.argv.includes('--check')) {
  const said: [string, string[]][] = [
    ['differs from its declaration', drift.drifted],
    ['is declared and missing', drift.missing],
    ['is not declared (a feature’s `pages` in its feature.ts)', drift.extra],
  ]
  for (const [what, files] of said) for (const file of files) console.error(`${file}: ${what}`)
  if (drift.problems.length + drift.drifted.length + drift.missing.length + drift.extra.length) {
    console.error('Run `npm run pages` to write the page files from their declarations.')
    process.exit(1)
  }
  console.log('src/app/(frontend): every feature page file is as declared.')
} else {
  if (drift.problems.length) process.exit(1)
  const { written, removed } = writePages()
  for (const file of written) console.log(`wrote ${file}`)
  for (const file of removed) console.log(`removed ${file}`)
  console.log(`pages: ${written.length} written, ${removed.length} removed.`)
}
