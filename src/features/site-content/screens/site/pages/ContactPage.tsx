import { getImageProps } from 'next/image'
import { useTranslations } from 'next-intl'

import type { SiteSettings } from '@/server/content'
import { CallToAction } from '@/components/site/CallToAction'
import { mailHref, telHref } from '@/components/site/contact-links'
import { HoursList } from '@/components/site/HoursList'
import { AppleIcon, BusIcon, ClockIcon, GlobeIcon, GraduationCapIcon, MailIcon, MapPinIcon, PhoneIcon, WalletIcon } from '@/components/site/icons'
import { FormTexts } from '@/components/site/FormTexts'
import { LazyContactForm } from '@/features/contact/screens/site/LazyContactForm'
import { IconBadge, PageIntro, Section, SectionHeading } from '@/components/site/Section'
import { SocialLinks } from '@/components/site/SocialLinks'

/** The reasons' texts are in the catalogue (site.contact.why.<id>), read where they are rendered. */
const WHY_CHOOSE = [
  { id: 'diversity', icon: GlobeIcon, tone: 'lavender' },
  { id: 'hours', icon: ClockIcon, tone: 'sun' },
  { id: 'staff', icon: GraduationCapIcon, tone: 'brand' },
  { id: 'meals', icon: AppleIcon, tone: 'leaf' },
  { id: 'transportation', icon: BusIcon, tone: 'coral' },
  { id: 'vouchers', icon: WalletIcon, tone: 'leaf' },
] as const

export function ContactPage({ settings }: { settings: SiteSettings }) {
  const t = useTranslations('site.contact')
  const { name, address, phone, email, hours } = settings
  const mapAlt = t('mapAlt', { name })
  return (
    <>
      <PageIntro eyebrow={t('intro.eyebrow')} title={t('intro.title')}>
        <p>{t('intro.text')}</p>
      </PageIntro>

      <div className="mx-auto grid max-w-7xl gap-8 px-4 pb-16 sm:px-6 lg:grid-cols-[1fr_1.15fr] lg:px-8">
        <div className="flex flex-col gap-8">
          <section aria-labelledby="contact-info-heading" className="rounded-3xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8">
            <h2 id="contact-info-heading" className="text-2xl font-bold text-ink">
              {t('info.heading')}
            </h2>
            <ul className="mt-6 space-y-5">
              {address && (
                <li className="flex gap-4">
                  <IconBadge tone="coral">
                    <MapPinIcon />
                  </IconBadge>
                  <div>
                    <p className="font-semibold text-ink">{t('info.address')}</p>
                    <address className="whitespace-pre-line not-italic text-ink-soft">{address}</address>
                  </div>
                </li>
              )}
              {phone && (
                <li className="flex gap-4">
                  <IconBadge tone="leaf">
                    <PhoneIcon />
                  </IconBadge>
                  <div>
                    <p className="font-semibold text-ink">{t('info.phone')}</p>
                    <a href={telHref(phone)} className="text-brand-700 underline underline-offset-4 hover:text-brand-800">
                      {phone}
                    </a>
                  </div>
                </li>
              )}
              {email && (
                <li className="flex gap-4">
                  <IconBadge tone="brand">
                    <MailIcon />
                  </IconBadge>
                  <div className="min-w-0">
                    <p className="font-semibold text-ink">{t('info.email')}</p>
                    <a href={mailHref(email)} className="break-all text-brand-700 underline underline-offset-4 hover:text-brand-800">
                      {email}
                    </a>
                  </div>
                </li>
              )}
              <li className="flex gap-4">
                <IconBadge tone="sun">
                  <ClockIcon />
                </IconBadge>
                <div>
                  <p className="font-semibold text-ink">{t('info.hours')}</p>
                  <HoursList hours={hours} className="-my-1 text-base" />
                </div>
              </li>
            </ul>
          </section>

          <figure className="overflow-hidden rounded-3xl bg-white shadow-sm ring-1 ring-slate-200">
            {/* eslint-disable-next-line @next/next/no-img-element -- next/image's own attributes (getImageProps) on a plain img: the optimizer's sizes, and no image component sent to every page's browser */}
            <img
              {...getImageProps({
                src: '/media/location.webp',
                alt: mapAlt,
                width: 1200,
                height: 800,
                sizes: '(min-width: 1024px) 560px, 100vw',
                className: 'aspect-[3/2] w-full object-cover',
              }).props}
              alt={mapAlt}
            />
            {address && (
              <figcaption className="flex items-center gap-2 p-4 text-sm text-ink-soft">
                <MapPinIcon className="size-4 shrink-0 text-coral-700" />
                {address}
              </figcaption>
            )}
          </figure>
        </div>

        <section aria-labelledby="quick-contact-heading" className="self-start rounded-3xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8 lg:sticky lg:top-24">
          <h2 id="quick-contact-heading" className="text-2xl font-bold text-ink">
            {t('quick.heading')}
          </h2>
          <p className="mt-2 text-ink-soft">{t('quick.text')}</p>
          <div className="mt-6">
            <FormTexts form="contact">
              <LazyContactForm />
            </FormTexts>
          </div>
        </section>
      </div>

      <Section tone="cream" labelledBy="why-heading">
        <SectionHeading id="why-heading" eyebrow={t('whyEyebrow')} title={t('whyTitle', { name })} />
        <ul className="mt-12 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {WHY_CHOOSE.map((point) => (
            <li key={point.id} className="flex gap-4 rounded-3xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
              <IconBadge tone={point.tone} className="shrink-0">
                <point.icon />
              </IconBadge>
              <div>
                <h3 className="text-lg font-bold text-ink">{t(`why.${point.id}.title`)}</h3>
                <p className="mt-1 text-base text-ink-soft">{t(`why.${point.id}.text`)}</p>
              </div>
            </li>
          ))}
        </ul>
        {settings.socialLinks.length > 0 && (
          <div className="mt-12 flex flex-col items-center gap-4 text-center">
            <h3 className="text-xl font-bold text-ink">{t('follow')}</h3>
            <SocialLinks links={settings.socialLinks} variant="labelled" />
          </div>
        )}
      </Section>

      <CallToAction
        id="contact-cta"
        title={t('cta.title')}
        text={phone ? t('cta.textWithPhone') : t('cta.textWithoutPhone')}
        primary={{ href: '/apply', label: t('cta.apply') }}
        // No phone number in the site settings: no phone link, the message form instead.
        secondary={phone ? { href: telHref(phone), label: t('cta.call') } : { href: '#quick-contact-heading', label: t('cta.message') }}
      />
    </>
  )
}
