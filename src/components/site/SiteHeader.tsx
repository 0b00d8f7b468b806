import { Link } from '@/i18n/navigation'

import type { SiteSettings } from '@/server/content'
import { LogoMark } from './Logo'
import { NavMenu } from './NavMenu'

/** The sticky top bar of every public page: the centre's name, navigation, Apply Now, social links. */
export function SiteHeader({ settings }: { settings: SiteSettings }) {
  return (
    <header className="sticky top-0 z-40 border-b border-slate-200/80 bg-white/95 backdrop-blur supports-[backdrop-filter]:bg-white/85">
      <div className="relative mx-auto flex min-h-18 max-w-7xl items-center justify-between gap-4 px-4 py-2 sm:px-6 lg:px-8">
        <Link href="/" className="flex items-center gap-3 rounded-xl">
          <LogoMark className="size-10 shrink-0 drop-shadow-sm" />
          <span className="max-w-[11rem] text-base font-extrabold leading-tight text-ink sm:max-w-[13rem] sm:text-lg">{settings.name}</span>
        </Link>
        <NavMenu socialLinks={settings.socialLinks} />
      </div>
    </header>
  )
}
