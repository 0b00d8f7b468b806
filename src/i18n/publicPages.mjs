// @ts-check
/**
 * The public site's pages, as English paths (Spanish: the same under /es). Plain JavaScript because
 * next.config.mjs reads it too: it serves these pages without src/proxy.ts (see the rewrites there).
 */
export const PUBLIC_PAGE_PATHS = /** @type {const} */ (['/', '/services', '/staff', '/apply', '/contact'])

/** Where an English public page is served from: the app's /en/… page, the address unchanged for the browser. */
export const englishPagePath = (/** @type {string} */ path) => (path === '/' ? '/en' : `/en${path}`)
