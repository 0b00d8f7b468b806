import { createNavigation } from 'next-intl/navigation'

import { routing } from './routing'

/**
 * Links and navigation that keep the page's language: `<Link href="/services">` is /services in
 * English and /es/services in Spanish; `usePathname()` is the path without the language prefix.
 */
export const { Link, redirect, usePathname, useRouter, getPathname } = createNavigation(routing)
