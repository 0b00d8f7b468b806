import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { postgresAdapter } from '@payloadcms/db-postgres'
import { lexicalEditor } from '@payloadcms/richtext-lexical'
import { buildConfig } from 'payload'
import sharp from 'sharp'

import { contentManagers } from '@/access/contentManagers'
import { realDays } from '@/collections/shared/realDays'
import { DEFAULT_LOCALE, LANGUAGE_NAMES, LOCALES } from '@/i18n/routing'
import { serialiseJobClaims } from '@/jobs'
import { MAX_UPLOAD_BYTES } from '@/lib/constants'
import { databaseUnavailableAfterError, referenceViolationAfterError, watchPoolErrors } from '@/lib/databaseErrors'
import { allowedOrigins, databaseURL, payloadSecret, serverURL } from '@/lib/runtimeConfig'
import { FILE_STORAGE_ADMIN_DEPENDENCIES, fileStoragePlugins } from '@/lib/storage'
import { emailAdapter, warnWhenMailIsOff } from '@/mail/adapter'
import { migrations } from '@/migrations'
// The kernel's parts and every registered feature's (src/registry/features.ts), composed.
import { collections, globals, jobsConfig } from '@/registry'

const dirname = path.dirname(fileURLToPath(import.meta.url))

const config = buildConfig({
  serverURL,
  csrf: allowedOrigins,
  cors: allowedOrigins,
  secret: payloadSecret(),
  routes: { admin: '/cms', api: '/api/cms' },
  admin: {
    user: 'users',
    // Gravatar would be an outside request our CSP blocks.
    avatar: 'default',
    meta: { titleSuffix: ' · Centre CMS' },
    importMap: { baseDir: path.resolve(dirname) },
    dependencies: FILE_STORAGE_ADMIN_DEPENDENCIES,
    // Editors see their changes on the public page beside the form (drafts included, see /preview).
    livePreview: {
      url: ({ data, collectionConfig }) => {
        const gallerySlug = collectionConfig?.slug === 'galleries' ? String(data?.slug ?? '') : ''
        const page = ['services', 'staff'].includes(gallerySlug) ? `/${gallerySlug}` : '/'
        return `${serverURL}/preview?path=${encodeURIComponent(page)}`
      },
      collections: ['newsletters', 'galleries'],
      globals: ['site-settings'],
      breakpoints: [
        { label: 'Phone', name: 'phone', width: 375, height: 740 },
        { label: 'Tablet', name: 'tablet', width: 768, height: 1024 },
        { label: 'Desktop', name: 'desktop', width: 1440, height: 900 },
      ],
    },
  },
  collections,
  globals,
  // The site's languages (src/i18n/routing.ts). Fields marked `localized` have a value per language; a
  // read in Spanish falls back to English per field (the public pages mark such text lang="en":
  // src/server/content.ts). Editors switch language in /cms's header.
  localization: {
    locales: LOCALES.map((code) => ({ code, label: LANGUAGE_NAMES[code] })),
    defaultLocale: DEFAULT_LOCALE,
    fallback: true,
  },
  editor: lexicalEditor(),
  db: postgresAdapter({
    pool: { connectionString: databaseURL(), max: Number(process.env.DATABASE_POOL_MAX ?? 10) },
    idType: 'uuid',
    push: false,
    migrationDir: path.resolve(dirname, 'src/migrations'),
    prodMigrations: migrations,
  }),
  graphQL: { disable: true },
  // MAX_UPLOAD_MB; the /api/cms guard (src/server/http/cmsGuard.ts) refuses larger bodies before this.
  upload: { limits: { fileSize: MAX_UPLOAD_BYTES } },
  // Uploaded files: the local MEDIA_DIR, or an S3-compatible bucket when S3_BUCKET is set (src/lib/storage.ts).
  plugins: fileStoragePlugins(),
  // Mail: SMTP_URL through nodemailer, the console in development, none in production without it (src/mail).
  email: emailAdapter(),
  // Background work: the tasks, who may run the queue and when (src/jobs, with the features' tasks).
  jobs: jobsConfig,
  // A database outage answers 503 on /api/cms too, as on our /api, and a foreign key's refusal 409 (src/lib/databaseErrors.ts).
  hooks: { afterError: [databaseUnavailableAfterError, referenceViolationAfterError] },
  onInit: (payload) => {
    serialiseJobClaims(payload)
    watchPoolErrors(payload)
    warnWhenMailIsOff(payload.logger)
  },
  sharp,
  typescript: { outputFile: path.resolve(dirname, 'src/payload-types.ts') },
  telemetry: false,
})

/**
 * Payload's document-lock collection lets any logged-in user read and write locks by default. Locks
 * only matter to people editing in /cms, so only admins and editors may touch them.
 *
 * Every date field, Payload's own timestamps included (added in sanitizing), refuses a day the calendar
 * does not have (src/collections/shared/realDays.ts): Payload's own check reads 2026-02-30 as 2 March.
 */
export default config.then((sanitized) => {
  const locks = sanitized.collections.find((collection) => collection.slug === 'payload-locked-documents')
  if (locks) {
    locks.access = { ...locks.access, create: contentManagers, read: contentManagers, update: contentManagers, delete: contentManagers }
  }
  return realDays(sanitized)
})
