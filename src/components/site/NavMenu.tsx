'use client'

import { useTranslations } from 'next-intl'
import { useEffect, useRef, useState } from 'react'

import { LanguageSwitcher } from '@/components/i18n/LanguageSwitcher'
import { Button } from '@/components/ui/button'
import { Link, usePathname } from '@/i18n/navigation'
import { XIcon } from '@/components/ui/icons'
import { cn } from '@/lib/utils'
import { MenuIcon } from './frameIcons'
import { NAV_LINKS, isActiveLink } from './navigation'
import { SocialLinks, type SocialLink } from './SocialLinks'

/**
 * The navigation links with their active state, the Apply Now button and social links; below `lg` they
 * fold into a menu behind a toggle. The menu belongs to the page it was opened on, so it closes itself
 * on navigation; Escape closes it too and gives focus back to the toggle.
 */
export function NavMenu({ socialLinks }: { socialLinks: SocialLink[] }) {
  const t = useTranslations('site.nav')
  const pathname = usePathname()
  const [openOn, setOpenOn] = useState<string | null>(null)
  const open = openOn === pathname
  const toggleRef = useRef<HTMLButtonElement>(null)

  useEffect(() => {
    if (!open) return
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return
      setOpenOn(null)
      toggleRef.current?.focus()
    }
    document.addEventListener('keydown', onKeyDown)
    return () => document.removeEventListener('keydown', onKeyDown)
  }, [open])

  const close = () => setOpenOn(null)

  return (
    <>
      <nav aria-label={t('mainLabel')} className="hidden lg:block">
        <NavLinks
          pathname={pathname}
          listClassName="flex items-center gap-1"
          linkClassName={(active) =>
            cn(
              'inline-flex min-h-11 items-center rounded-full px-4 text-base font-semibold transition-colors',
              active ? 'bg-brand-50 text-brand-700' : 'text-ink hover:bg-brand-50 hover:text-brand-700',
            )
          }
        />
      </nav>

      <div className="flex items-center gap-2">
        <LanguageSwitcher />
        {/* Wrappers carry the responsive display: the primitives set their own (there is no class merging). */}
        <div className="hidden xl:block">
          <SocialLinks links={socialLinks} className="gap-0" />
        </div>
        <div className="hidden sm:block">
          <Button asChild>
            <Link href="/apply">{t('applyNow')}</Link>
          </Button>
        </div>
        <Button
          ref={toggleRef}
          variant="ghost"
          size="icon"
          className="lg:hidden"
          aria-expanded={open}
          aria-controls="mobile-menu"
          onClick={() => setOpenOn(open ? null : pathname)}
        >
          {open ? <XIcon className="size-6" /> : <MenuIcon className="size-6" />}
          <span className="sr-only">{open ? t('closeMenu') : t('openMenu')}</span>
        </Button>
      </div>

      <div
        id="mobile-menu"
        hidden={!open}
        className="absolute inset-x-0 top-full border-b border-slate-200 bg-white shadow-lg lg:hidden"
      >
        <nav aria-label={t('mobileLabel')} className="mx-auto max-w-7xl px-4 pb-6 pt-2 sm:px-6">
          <NavLinks
            pathname={pathname}
            onNavigate={close}
            listClassName="flex flex-col gap-1"
            linkClassName={(active) =>
              cn('flex min-h-12 items-center rounded-xl px-4 text-lg font-semibold', active ? 'bg-brand-50 text-brand-700' : 'text-ink hover:bg-brand-50')
            }
          />
          <div className="mt-4 flex flex-wrap items-center justify-between gap-3 border-t border-slate-200 pt-4">
            <Button asChild size="lg" className="grow sm:grow-0">
              <Link href="/apply" onClick={close}>
                {t('applyNow')}
              </Link>
            </Button>
            <SocialLinks links={socialLinks} />
          </div>
        </nav>
      </div>
    </>
  )
}

/** The site's links, the current one marked for screen readers (aria-current) and by its style. */
function NavLinks({
  pathname,
  listClassName,
  linkClassName,
  onNavigate,
}: {
  pathname: string
  listClassName: string
  linkClassName: (active: boolean) => string
  onNavigate?: () => void
}) {
  const t = useTranslations('site.nav')
  return (
    <ul className={listClassName}>
      {NAV_LINKS.map(({ href, label }) => {
        const active = isActiveLink(pathname, href)
        return (
          <li key={href}>
            <Link href={href} onClick={onNavigate} aria-current={active ? 'page' : undefined} className={linkClassName(active)}>
              {t(label)}
            </Link>
          </li>
        )
      })}
    </ul>
  )
}
