import { fileURLToPath } from 'node:url'

import { withPayload } from '@payloadcms/next/withPayload'
import createNextIntlPlugin from 'next-intl/plugin'
import { PHASE_PRODUCTION_BUILD } from 'next/constants.js'

import { englishPagesRewrites } from './src/i18n/publicPages.mjs'

const isDev = process.env.NODE_ENV !== 'production'

/**
 * Next's own inline scripts need 'unsafe-inline' (nonces would make every page dynamic); the dev
 * server also needs 'unsafe-eval'. Everything loads from this origin only.
 */
const contentSecurityPolicy = [
  "default-src 'self'",
  `script-src 'self' 'unsafe-inline'${isDev ? " 'unsafe-eval'" : ''}`,
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "media-src 'self' blob:",
  "font-src 'self' data:",
  `connect-src 'self'${isDev ? ' ws: wss:' : ''}`,
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  // The CMS's live preview frames our own pages; nobody else may frame us.
  "frame-ancestors 'self'",
  "frame-src 'self'",
].join('; ')

/** Payload's file endpoint: a file opened on its own runs nothing (see fileResponses.ts). */
const uploadedFileContentSecurityPolicy = "default-src 'none'; sandbox"

const securityHeaders = [
  { key: 'Content-Security-Policy', value: contentSecurityPolicy },
  { key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains; preload' },
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  { key: 'X-Frame-Options', value: 'SAMEORIGIN' },
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()' },
  { key: 'Cross-Origin-Opener-Policy', value: 'same-origin' },
]

/** @type {import('next').NextConfig} */
const nextConfig = {
  poweredByHeader: false,
  // One copy of Payload for the whole server. Bundled, each Next layer (route handlers, server
  // components) gets its own copy of Payload's classes, while the Payload instance is shared: an error
  // thrown by the instance a page created is then not `instanceof` the route handler's ValidationError.
  // @react-pdf/renderer (billing's PDFs) runs as Node loads it: its layout engine and font code unbundled.
  serverExternalPackages: ['payload', '@payloadcms/db-postgres', '@react-pdf/renderer'],
  reactStrictMode: true,
  // `next build` type-checks the project as `tsc --noEmit` does. `npm test` has just run that check (its
  // types tier) and sets TYPES_CHECKED=1 for its build, which spares the 2-core machine the same 30 s
  // twice. Any other build (an operator's, the Docker image's) keeps the check.
  typescript: { ignoreBuildErrors: process.env.TYPES_CHECKED === '1' },
  images: {
    formats: ['image/avif', 'image/webp'],
    // The optimizer keeps what it fetches for hours, on each instance: it may fetch an uploaded file only at
    // the address marked `?public`, where the file is served only while it is public site media
    // (src/access/mediaVisibility.ts OPTIMIZABLE_FILE_QUERY), never a family's file or a photo of children
    // whose consent can be withdrawn. The public folder (/media) is the site's own.
    localPatterns: [{ pathname: '/api/cms/media/file/**', search: '?public' }, { pathname: '/media/**' }],
  },
  // The public pages are left out of src/proxy.ts (its matcher): an English one is served from the app's
  // /en/… page here, as the proxy serves every other English page, the address unchanged for the browser.
  // Before the app's files and routes are matched: /services would otherwise be taken for a language.
  async rewrites() {
    return { beforeFiles: englishPagesRewrites }
  },
  async headers() {
    return [
      { source: '/:path*', headers: securityHeaders },
      // Uploaded files (src/collections/shared/uploads/fileResponses.ts sends the same): never a page.
      // Next sets these rules before a route runs and then keeps them over the route's own header of
      // the same name, so the file policy must replace the site's here (the later rule wins).
      { source: '/api/cms/media/file/:path*', headers: [{ key: 'Content-Security-Policy', value: uploadedFileContentSecurityPolicy }] },
      { source: '/api/cms/health-documents/file/:path*', headers: [{ key: 'Content-Security-Policy', value: uploadedFileContentSecurityPolicy }] },
    ]
  },
}

/**
 * With REDIS_URL, Next's data and page cache live in Redis, shared by every instance
 * (src/pageCache/handler.mjs), and Next keeps no copy of its own in memory. Without it, Next's own
 * cache on disk, as always. Not during `next build`: the build needs no Redis, and a running server
 * never reads build-time pages through a custom handler anyway (it renders each once and shares it).
 */
function sharedCache(phase) {
  const url = process.env.REDIS_URL
  if (!url || phase === PHASE_PRODUCTION_BUILD) return {}
  let protocol
  try {
    protocol = new URL(url).protocol
  } catch {
    protocol = ''
  }
  if (protocol !== 'redis:' && protocol !== 'rediss:') throw new Error('REDIS_URL must be a redis:// or rediss:// URL, e.g. redis://127.0.0.1:6379')
  return { cacheHandler: fileURLToPath(new URL('./src/pageCache/handler.mjs', import.meta.url)), cacheMaxMemorySize: 0 }
}

/**
 * next-intl: each request's language and catalogue (src/i18n/request.ts). The catalogues are compiled
 * when the app is built (`precompile`): every import of src/i18n/messages/*.json in the bundle gets each
 * message already parsed, so neither the browser nor the server parses ICU at run time, and no page ships
 * the ICU parser (intl-messageformat, 12 kB gzipped on every page). What runs outside the bundle (the
 * worker, the scripts, the tests) reads the same JSON as it is, with next-intl's full formatter.
 */
const withNextIntl = createNextIntlPlugin({
  requestConfig: './src/i18n/request.ts',
  experimental: { messages: { path: './src/i18n/messages', format: 'json', locales: ['en', 'es'], precompile: true } },
})

const config = (phase) => withNextIntl(withPayload({ ...nextConfig, ...sharedCache(phase) }, { devBundleServerPackages: false }))

export default config
