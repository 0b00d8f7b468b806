// @ts-check
/**
 * The public site's pages, as English paths (Spanish: the same under /es). Plain JavaScript because
 * next.config.mjs reads it too: it serves these pages without src/proxy.ts (see the rewrites there).
 */
export const PUBLIC_PAGE_PATHS = /** @type {const} */ (['/', '/services', '/staff', '/apply', '/contact'])

/**
 * next.config.mjs's rewrites of the English public pages to the app's /en/… pages, the address unchanged
 * for the browser: the home page, and one rule for the others. Few rules, since Next matches every
 * request, an API call's too, against each rewrite, compiling its pattern each time in a route's handler.
 */
export const englishPagesRewrites = [
  { source: '/', destination: '/en' },
  {
    source: `/:page(${PUBLIC_PAGE_PATHS.filter((path) => path !== '/')
      .map((path) => path.slice(1))
      .join('|')})`,
    destination: '/en/:page',
  },
]
