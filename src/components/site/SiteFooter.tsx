import { useTranslations } from 'next-intl'

import { Link } from '@/i18n/navigation'
import { CENTRE } from '@/lib/constants'
import type { SiteSettings } from '@/server/content'
import { CmsText } from './CmsText'
import { mailHref, telHref } from './contact-links'
import { ClockIcon, MailIcon, MapPinIcon, PhoneIcon } from './icons'
import { LogoMark } from './Logo'
import { QUICK_LINKS } from './navigation'
import { SocialLinks } from './SocialLinks'

export function SiteFooter({ settings }: { settings: SiteSettings }) {
  const t = useTranslations('site.footer')
  const { name, address, phone, email, hours } = settings
  return (
    <footer className="on-dark bg-brand-900 text-white">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-14 sm:px-6 md:grid-cols-2 lg:grid-cols-[1.4fr_1fr_1.2fr] lg:px-8">
        <div>
          <p className="flex items-center gap-3 text-xl font-extrabold">
            <LogoMark className="size-10 shrink-0" />
            {name}
          </p>
          <p className="mt-4 max-w-md text-base leading-relaxed text-brand-100">
            {t('about', { year: String(CENTRE.foundedYear) })}
          </p>
          <SocialLinks links={settings.socialLinks} variant="labelled" tone="dark" className="mt-6" />
        </div>

        <nav aria-label={t('quickLinksLabel')}>
          <h2 className="text-lg font-bold">{t('quickLinks')}</h2>
          <ul className="mt-4 space-y-1">
            {QUICK_LINKS.map(({ href, label }) => (
              <li key={href}>
                <Link href={href} className="inline-flex min-h-10 items-center text-brand-100 underline-offset-4 hover:text-white hover:underline">
                  {t(`links.${label}`)}
                </Link>
              </li>
            ))}
            <li>
              <Link href="/login" className="inline-flex min-h-10 items-center text-brand-100 underline-offset-4 hover:text-white hover:underline">
                {t('portalLogin')}
              </Link>
            </li>
          </ul>
        </nav>

        <div>
          <h2 className="text-lg font-bold">{t('visit')}</h2>
          <ul className="mt-4 space-y-4 text-brand-100">
            {address && (
              <li className="flex gap-3">
                <MapPinIcon className="mt-0.5 size-5 shrink-0 text-sun-400" />
                <address className="not-italic whitespace-pre-line">{address}</address>
              </li>
            )}
            {phone && (
              <li className="flex gap-3">
                <PhoneIcon className="mt-0.5 size-5 shrink-0 text-sun-400" />
                <a href={telHref(phone)} className="underline-offset-4 hover:text-white hover:underline">
                  {phone}
                </a>
              </li>
            )}
            {email && (
              <li className="flex gap-3">
                <MailIcon className="mt-0.5 size-5 shrink-0 text-sun-400" />
                <a href={mailHref(email)} className="break-all underline-offset-4 hover:text-white hover:underline">
                  {email}
                </a>
              </li>
            )}
            {!phone && !email && (
              <li className="flex gap-3">
                <MailIcon className="mt-0.5 size-5 shrink-0 text-sun-400" />
                <Link href="/contact" className="underline-offset-4 hover:text-white hover:underline">
                  {t('sendMessage')}
                </Link>
              </li>
            )}
            <li className="flex gap-3">
              <ClockIcon className="mt-0.5 size-5 shrink-0 text-sun-400" />
              <span>
                <CmsText value={hours.days} />, {hours.shown.range}
              </span>
            </li>
          </ul>
        </div>
      </div>
      <div className="border-t border-white/15">
        <p className="mx-auto max-w-7xl px-4 py-6 text-sm text-brand-100 sm:px-6 lg:px-8">
          {t('copyright', { name, year: String(CENTRE.foundedYear) })}
        </p>
      </div>
    </footer>
  )
}
