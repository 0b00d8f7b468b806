import { c, icon, p, r } from './iconShapes'

/** The site's line icons (drawn on a 24px grid after the Lucide set; decorative, aria-hidden). The ones its client components draw are in ./frameIcons.tsx. */
export { FacebookIcon, GlobeIcon, InstagramIcon, LinkIcon, MenuIcon, PauseIcon, PlayIcon, SocialIcon } from './frameIcons'

export const PhoneIcon = icon(
  p('M22 16.92v3a2 2 0 0 1-2.18 2 19.79 19.79 0 0 1-8.63-3.07 19.5 19.5 0 0 1-6-6 19.79 19.79 0 0 1-3.07-8.67A2 2 0 0 1 4.11 2h3a2 2 0 0 1 2 1.72 12.84 12.84 0 0 0 .7 2.81 2 2 0 0 1-.45 2.11L8.09 9.91a16 16 0 0 0 6 6l1.27-1.27a2 2 0 0 1 2.11-.45 12.84 12.84 0 0 0 2.81.7A2 2 0 0 1 22 16.92z'),
)
export const MailIcon = icon(r(2, 4, 20, 16, 2), p('m22 7-8.97 5.7a1.94 1.94 0 0 1-2.06 0L2 7'))
export const MapPinIcon = icon(p('M20 10c0 6-8 12-8 12s-8-6-8-12a8 8 0 0 1 16 0Z'), c(12, 10, 3))
export const ClockIcon = icon(c(12, 12, 10), p('M12 6v6l4 2'))
export const CalendarIcon = icon(r(3, 4, 18, 18, 2), p('M16 2v4M8 2v4M3 10h18'))
export const UsersIcon = icon(p('M16 21v-2a4 4 0 0 0-4-4H6a4 4 0 0 0-4 4v2'), c(9, 7, 4), p('M22 21v-2a4 4 0 0 0-3-3.87M16 3.13a4 4 0 0 1 0 7.75'))
export const SunIcon = icon(c(12, 12, 4), p('M12 2v2M12 20v2m-7.07-14.07 1.41 1.41m11.32 11.32 1.41 1.41M2 12h2m16 0h2M6.34 17.66l-1.41 1.41M19.07 4.93l-1.41 1.41'))
export const MoonIcon = icon(p('M12 3a6 6 0 0 0 9 9 9 9 0 1 1-9-9Z'))
export const AppleIcon = icon(
  p('M12 20.94c1.5 0 2.75 1.06 4 1.06 3 0 6-8 6-12.22A4.91 4.91 0 0 0 17 5c-2.22 0-4 1.44-5 2-1-.56-2.78-2-5-2a4.9 4.9 0 0 0-5 4.78C2 14 5 22 8 22c1.25 0 2.5-1.06 4-1.06Z'),
  p('M10 2c1 .5 2 2 2 5'),
)
export const BusIcon = icon(
  p('M8 6v6M15 6v6M2 12h19.6'),
  p('M18 18h3s.5-1.7.8-2.8c.1-.4.2-.8.2-1.2 0-.4-.1-.8-.2-1.2l-1.4-5C20.1 6.8 19.1 6 18 6H4a2 2 0 0 0-2 2v10h3'),
  c(7, 18, 2),
  p('M9 18h5'),
  c(16, 18, 2),
)
export const WalletIcon = icon(
  p('M19 7V4a1 1 0 0 0-1-1H5a2 2 0 0 0 0 4h15a1 1 0 0 1 1 1v4h-3a2 2 0 0 0 0 4h3a1 1 0 0 0 1-1v-2a1 1 0 0 0-1-1'),
  p('M3 5v14a2 2 0 0 0 2 2h15a1 1 0 0 0 1-1v-4'),
)
export const VideoIcon = icon(p('m16 13 5.22 3.48a.5.5 0 0 0 .78-.42V7.87a.5.5 0 0 0-.75-.43L16 10.5'), r(2, 6, 14, 12, 2))
export const BellIcon = icon(p('M6 8a6 6 0 0 1 12 0c0 7 3 9 3 9H3s3-2 3-9'), p('M10.3 21a1.94 1.94 0 0 0 3.4 0'))
export const BookOpenIcon = icon(p('M2 3h6a4 4 0 0 1 4 4v14a3 3 0 0 0-3-3H2z'), p('M22 3h-6a4 4 0 0 0-4 4v14a3 3 0 0 1 3-3h7z'))
export const HeartIcon = icon(
  p('M19 14c1.49-1.46 3-3.21 3-5.5A5.5 5.5 0 0 0 16.5 3c-1.76 0-3 .5-4.5 2-1.5-1.5-2.74-2-4.5-2A5.5 5.5 0 0 0 2 8.5c0 2.3 1.5 4.05 3 5.5l7 7Z'),
)
export const GraduationCapIcon = icon(p('M22 10v6M2 10l10-5 10 5-10 5z'), p('M6 12v5c3 3 9 3 12 0v-5'))
export const ShieldCheckIcon = icon(
  p('M20 13c0 5-3.5 7.5-7.66 8.95a1 1 0 0 1-.67-.01C7.5 20.5 4 18 4 13V6a1 1 0 0 1 1-1c2 0 4.5-1.2 6.24-2.72a1.17 1.17 0 0 1 1.52 0C14.51 3.81 17 5 19 5a1 1 0 0 1 1 1z'),
  p('m9 12 2 2 4-4'),
)
export const StarIcon = icon(
  p('M11.525 2.295a.53.53 0 0 1 .95 0l2.31 4.679a2.123 2.123 0 0 0 1.595 1.16l5.166.756a.53.53 0 0 1 .294.904l-3.736 3.638a2.123 2.123 0 0 0-.611 1.878l.882 5.14a.53.53 0 0 1-.771.56l-4.618-2.428a2.122 2.122 0 0 0-1.973 0L6.396 21.01a.53.53 0 0 1-.77-.56l.881-5.139a2.122 2.122 0 0 0-.611-1.879L2.16 9.795a.53.53 0 0 1 .294-.906l5.165-.755a2.122 2.122 0 0 0 1.597-1.16z'),
)
export const SparklesIcon = icon(
  p('M9.937 15.5A2 2 0 0 0 8.5 14.063l-6.135-1.582a.5.5 0 0 1 0-.962L8.5 9.936A2 2 0 0 0 9.937 8.5l1.582-6.135a.5.5 0 0 1 .963 0L14.063 8.5A2 2 0 0 0 15.5 9.937l6.135 1.581a.5.5 0 0 1 0 .964L15.5 14.063a2 2 0 0 0-1.437 1.437l-1.582 6.135a.5.5 0 0 1-.963 0z'),
)
export const BabyIcon = icon(
  p('M9 12h.01M15 12h.01'),
  p('M10 16c.5.3 1.2.5 2 .5s1.5-.2 2-.5'),
  p('M19 6.3a9 9 0 0 1 1.8 3.9 2 2 0 0 1 0 3.6 9 9 0 0 1-17.6 0 2 2 0 0 1 0-3.6A9 9 0 0 1 12 3c2 0 3.5 1.1 3.5 2.5s-.9 2.5-2 2.5c-.8 0-1.5-.4-1.5-1'),
)
export const BlocksIcon = icon(p('M10 22V7a1 1 0 0 0-1-1H4a2 2 0 0 0-2 2v12a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2v-5a1 1 0 0 0-1-1H2'), r(14, 2, 8, 8, 1))
export const BackpackIcon = icon(
  p('M4 10a4 4 0 0 1 4-4h8a4 4 0 0 1 4 4v10a2 2 0 0 1-2 2H6a2 2 0 0 1-2-2z'),
  p('M8 10h8M8 18h8'),
  p('M8 22v-6a2 2 0 0 1 2-2h4a2 2 0 0 1 2 2v6'),
  p('M9 6V4a2 2 0 0 1 2-2h2a2 2 0 0 1 2 2v2'),
)
export const LanguagesIcon = icon(p('m5 8 6 6M4 14l6-6 2-3M2 5h12M7 2h1'), p('m22 22-5-10-5 10M14 18h6'))
export const AwardIcon = icon(c(12, 8, 6), p('M15.477 12.89 17 22l-5-3-5 3 1.523-9.11'))
export const CheckCircleIcon = icon(c(12, 12, 10), p('m9 12 2 2 4-4'))
export const ArrowRightIcon = icon(p('M5 12h14'), p('m12 5 7 7-7 7'))
