import type { IconProps } from '@/components/ui/icons'
import { c, icon, p, r } from './iconShapes'

/**
 * The icons the site's client components draw (the menu, the language switcher, the social links, the hero
 * video's button): every public page's browser receives this module, so it holds only these. The pages'
 * other icons are drawn on the server (./icons.tsx).
 */
export const MenuIcon = icon(p('M4 6h16M4 12h16M4 18h16'))
export const FacebookIcon = icon(p('M18 2h-3a5 5 0 0 0-5 5v3H7v4h3v8h4v-8h3l1-4h-4V7a1 1 0 0 1 1-1h3z'))
export const InstagramIcon = icon(r(2, 2, 20, 20, 5), p('M16 11.37A4 4 0 1 1 12.63 8 4 4 0 0 1 16 11.37z'), p('M17.5 6.5h.01'))
export const LinkIcon = icon(p('M10 13a5 5 0 0 0 7.54.54l3-3a5 5 0 0 0-7.07-7.07l-1.72 1.71'), p('M14 11a5 5 0 0 0-7.54-.54l-3 3a5 5 0 0 0 7.07 7.07l1.71-1.71'))
export const GlobeIcon = icon(c(12, 12, 10), p('M12 2a14.5 14.5 0 0 0 0 20 14.5 14.5 0 0 0 0-20'), p('M2 12h20'))
export const PlayIcon = icon(p('M7 4.5v15l12-7.5z'))
export const PauseIcon = icon(r(6, 4, 4, 16, 1), r(14, 4, 4, 16, 1))

/** The icon for a social platform by its name in the site settings. */
export function SocialIcon({ platform, ...props }: IconProps & { platform: string }) {
  const name = platform.toLowerCase()
  if (name.includes('facebook')) return <FacebookIcon {...props} />
  if (name.includes('instagram')) return <InstagramIcon {...props} />
  return <LinkIcon {...props} />
}
