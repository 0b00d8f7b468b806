/**
 * The top navigation of SPEC §2 (Apply Now is the separate button beside it). `label`: the link's
 * text in the catalogue (site.nav), read where the links are rendered.
 */
export const NAV_LINKS = [
  { href: '/', label: 'home' },
  { href: '/services', label: 'services' },
  { href: '/staff', label: 'staff' },
  { href: '/contact', label: 'contact' },
] as const

/** Home is active on an exact match only; the other links on their path and anything below it. */
export function isActiveLink(pathname: string, href: string): boolean {
  if (href === '/') return pathname === '/'
  return pathname === href || pathname.startsWith(`${href}/`)
}

/** The footer's quick links (SPEC §2); `label`: the link's text in the catalogue (site.footer.links). */
export const QUICK_LINKS = [
  { href: '/services', label: 'services' },
  { href: '/staff', label: 'staff' },
  { href: '/apply', label: 'apply' },
  { href: '/contact', label: 'contact' },
] as const
