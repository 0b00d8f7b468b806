/** Cache tags of the public pages' CMS content. */
export type ContentTag = 'newsletters' | 'galleries' | 'site-settings'

/**
 * Marks the pages built from `tag` stale. Outside a Next.js server (seed, migrations, tests) there is
 * nothing to revalidate, and next/cache would throw: that case is a no-op.
 */
export function revalidateSite(tag: ContentTag): void {
  void import('next/cache')
    .then(({ revalidateTag }) => revalidateTag(tag, 'max'))
    .catch(() => undefined)
}
