/** The top navigation of SPEC §2 (Apply Now is the separate button beside it). */
export const NAV_LINKS = [
  { href: '/', label: 'Home' },
  { href: '/services', label: 'Services' },
  { href: '/staff', label: 'Our Staff' },
  { href: '/contact', label: 'Contact' },
] as const

/** Home is active on an exact match only; the other links on their path and anything below it. */
export function isActiveLink(pathname: string, href: string): boolean {
  if (href === '/') return pathname === '/'
  return pathname === href || pathname.startsWith(`${href}/`)
}

/** The footer's quick links (SPEC §2). */
export const QUICK_LINKS = [
  { href: '/services', label: 'Our Services' },
  { href: '/staff', label: 'Our Staff' },
  { href: '/apply', label: 'Apply for Enrollment' },
  { href: '/contact', label: 'Contact Us' },
] as const
