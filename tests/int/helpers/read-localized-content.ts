/**
 * Opens Payload on DATABASE_URL as the app's scripts do (scripts/lib/payload.ts: the committed
 * migrations are run first) and prints, on a line starting with `CONTENT `, the localized CMS content as
 * Payload reads it: each language without fallback. The migration test of
 * tests/int/content-locales.int.spec.ts runs it on a database it filled at the previous migration.
 * Run it as our scripts run (scripts/lib/run.ts, `tsCommand`).
 */
process.env.PAYLOAD_DISABLE_JOBS = 'true'
const { getPayload } = await import('payload')
const { default: config } = await import('../../../payload.config')
const { migrations } = await import('../../../src/migrations')
const payload = await getPayload({ config })
await payload.db.migrate({ migrations: migrations as never })

const read = async (locale: 'en' | 'es') => {
  const options = { locale, fallbackLocale: false as const, depth: 0, pagination: false as const, overrideAccess: true }
  const newsletters = await payload.find({ collection: 'newsletters', ...options, sort: 'month' })
  const versions = await payload.findVersions({ collection: 'newsletters', ...options, sort: 'createdAt' })
  const galleries = await payload.find({ collection: 'galleries', ...options, sort: 'slug' })
  const settings = await payload.findGlobal({ slug: 'site-settings', locale, fallbackLocale: false, depth: 0, overrideAccess: true })
  return {
    newsletters: newsletters.docs.map(({ month, title, intro, classes }) => ({ month, title, intro, classes: classes?.map(({ className, theme, activities }) => ({ className, theme, activities })) })),
    versions: versions.docs.map(({ version }) => ({ title: version.title, classes: version.classes?.map(({ className, theme, activities }) => ({ className, theme, activities })) })),
    galleries: galleries.docs.map(({ slug, images }) => ({ slug, images: images?.map(({ alt, caption }) => ({ alt, caption })) })),
    days: settings.hours?.days,
  }
}

const content = { en: await read('en'), es: await read('es') }
process.stdout.write(`CONTENT ${JSON.stringify(content)}\n`)
await payload.destroy()
process.exit(0)

export {}
