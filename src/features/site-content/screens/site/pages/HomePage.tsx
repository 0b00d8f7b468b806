import { getImageProps } from 'next/image'
import { useTranslations } from 'next-intl'

import { Button } from '@/components/ui/button'
import { Link } from '@/i18n/navigation'
import { CENTRE } from '@/lib/constants'
import type { SiteSettings } from '@/server/content'
import type { NewsletterIssue } from '../../../service'
import { CallToAction } from '@/components/site/CallToAction'
import { ChildCareJsonLd } from '@/components/site/ChildCareJsonLd'
import { CmsText } from '@/components/site/CmsText'
import { FeatureCard } from '@/components/site/FeatureCard'
import { HeroVideo } from '@/components/site/HeroVideo'
import {
  AppleIcon,
  ArrowRightIcon,
  BellIcon,
  BookOpenIcon,
  BusIcon,
  CalendarIcon,
  ClockIcon,
  GlobeIcon,
  UsersIcon,
  VideoIcon,
  WalletIcon,
} from '@/components/site/icons'
import { NewsletterComingSoon, NewsletterSection } from '../NewsletterSection'
import { Section, SectionHeading } from '@/components/site/Section'
import { SocialLinks } from '@/components/site/SocialLinks'

/** The cards' texts are in the catalogue (site.home.<list>.<id>), read where the cards are rendered. */
const SERVICES = [
  { id: 'ageGroups', icon: UsersIcon, tone: 'brand' },
  { id: 'flexibleHours', icon: ClockIcon, tone: 'sun' },
  { id: 'nutrition', icon: AppleIcon, tone: 'leaf' },
  { id: 'transportation', icon: BusIcon, tone: 'coral' },
  { id: 'culturalCelebration', icon: GlobeIcon, tone: 'lavender' },
  { id: 'voucherFriendly', icon: WalletIcon, tone: 'brand' },
] as const

const VIRTUAL_LEARNING = [
  { id: 'workshops', icon: VideoIcon, tone: 'coral' },
  { id: 'updates', icon: BellIcon, tone: 'leaf' },
  { id: 'resources', icon: BookOpenIcon, tone: 'sun' },
] as const

const SHOWCASE = [
  { id: 'freshAir', src: '/media/showcase-1.mp4', poster: '/media/showcase-1-poster.webp' },
  { id: 'garden', src: '/media/showcase-2.mp4', poster: '/media/showcase-2-poster.webp' },
] as const

/** A transparent 1×1 GIF: the showcase videos' own poster, so their lazily loaded poster image shows through. */
const SEE_THROUGH = 'data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7'

export function HomePage({ settings, newsletter }: { settings: SiteSettings; newsletter: NewsletterIssue | null }) {
  const t = useTranslations('site.home')
  const { hours } = settings
  // A short mark ("6W-12Y") in large type; a language that writes the range out ("6 semanas a 12 años")
  // gets smaller type on two lines, so it stays inside the round badge.
  const agesBadge = t('hero.agesBadge')
  return (
    <>
      <ChildCareJsonLd settings={settings} />
      <section aria-labelledby="hero-heading" className="relative overflow-hidden bg-gradient-to-b from-brand-50 via-cream to-white">
        <div aria-hidden="true" className="pointer-events-none absolute inset-0">
          <span className="absolute -left-16 top-16 size-56 rounded-full bg-sun-100/80" />
          <span className="absolute -right-10 bottom-10 size-44 rounded-full bg-coral-100/60" />
          <span className="absolute left-1/2 top-10 size-8 rounded-full bg-lavender-100" />
        </div>
        <div className="relative mx-auto grid max-w-7xl items-center gap-12 px-4 pb-16 pt-12 sm:px-6 sm:pt-16 lg:grid-cols-2 lg:px-8 lg:pb-24 lg:pt-20">
          <div>
            <p className="inline-flex items-center gap-2 rounded-2xl bg-white px-4 py-1.5 text-sm font-semibold text-coral-700 shadow-sm ring-1 ring-coral-100 sm:rounded-full">
              {t('hero.badge', { year: String(CENTRE.foundedYear) })}
            </p>
            <h1 id="hero-heading" className="mt-6 text-4xl font-extrabold leading-tight tracking-tight text-ink sm:text-5xl lg:text-6xl">
              {t.rich('hero.title', { accent: (chunks) => <span className="text-brand-700">{chunks}</span> })}
            </h1>
            <p className="mt-6 max-w-xl text-lg leading-relaxed text-ink-soft sm:text-xl">
              {t('hero.text')}
            </p>
            <div className="mt-8 flex flex-col gap-3 sm:flex-row">
              <Button asChild size="lg">
                <Link href="/apply">{t('hero.enroll')}</Link>
              </Button>
              <Button asChild size="lg" variant="outline">
                <Link href="/contact">{t('scheduleTour')}</Link>
              </Button>
            </div>
            <dl className="mt-8 flex flex-wrap gap-3">
              <div className="rounded-2xl bg-white px-4 py-3 shadow-sm ring-1 ring-slate-200">
                <dt className="flex items-center gap-2 text-xs font-bold uppercase tracking-wide text-ink-soft">
                  <ClockIcon className="size-4 text-brand-700" />
                  {t('hero.open')}
                </dt>
                <dd className="mt-1 font-bold text-ink">
                  {hours.shown.range}
                </dd>
              </div>
              <div className="rounded-2xl bg-white px-4 py-3 shadow-sm ring-1 ring-slate-200">
                <dt className="flex items-center gap-2 text-xs font-bold uppercase tracking-wide text-ink-soft">
                  <CalendarIcon className="size-4 text-coral-700" />
                  {t('hero.days')}
                </dt>
                <dd className="mt-1 font-bold text-ink">
                  <CmsText value={hours.days} />
                </dd>
              </div>
            </dl>
          </div>
          <div className="relative">
            <HeroVideo
              src="/media/hero.mp4"
              poster="/media/hero-poster.webp"
              className="relative aspect-video overflow-hidden rounded-[2rem] bg-brand-100 shadow-xl ring-8 ring-white"
            />
            <p className="absolute -right-2 -top-6 flex size-28 rotate-6 flex-col items-center justify-center rounded-full bg-sun-400 text-center text-ink shadow-lg ring-4 ring-white sm:-right-4 sm:size-32">
              <span className="text-xs font-bold uppercase tracking-wide">{t('hero.ages')}</span>
              <span aria-hidden="true" className={agesBadge.length > 8 ? 'px-2 text-lg font-extrabold leading-tight text-balance' : 'whitespace-nowrap text-2xl font-extrabold'}>
                {agesBadge}
              </span>
              <span className="sr-only">{t('hero.agesSpoken')}</span>
            </p>
          </div>
        </div>
      </section>

      {newsletter ? <NewsletterSection issue={newsletter} /> : <NewsletterComingSoon />}

      <Section labelledBy="showcase-heading">
        <SectionHeading id="showcase-heading" eyebrow={t('showcase.eyebrow')} title={t('showcase.title')}>
          <p>{t('showcase.text')}</p>
        </SectionHeading>
        <div className="mt-12 grid gap-8 md:grid-cols-2">
          {SHOWCASE.map((clip) => (
            <figure key={clip.src} className="overflow-hidden rounded-3xl bg-white shadow-sm ring-1 ring-slate-200">
              {/* The poster is an image the browser fetches only as the visitor scrolls near it (a video's
                  `poster` is fetched with the page): below the fold, it would only slow the first paint on a
                  phone. The video's own poster is a transparent pixel (a video without one is drawn black), so
                  the image shows through it until the clip plays. */}
              <div className="relative aspect-video bg-brand-100">
                {/* eslint-disable-next-line @next/next/no-img-element -- next/image's own attributes (getImageProps) on a plain img: the optimizer's sizes, lazily loaded, and no image component sent to the browser */}
                <img {...getImageProps({ src: clip.poster, alt: '', width: 960, height: 540, sizes: '(min-width: 768px) 50vw, 100vw', className: 'absolute inset-0 size-full object-cover' }).props} alt="" />
                <video controls muted loop playsInline preload="none" poster={SEE_THROUGH} width={960} height={540} className="relative aspect-video w-full object-cover">
                  <source src={clip.src} type="video/mp4" />
                </video>
              </div>
              <figcaption className="p-6">
                <h3 className="text-xl font-bold text-ink">{t(`showcase.clips.${clip.id}.title`)}</h3>
                <p className="mt-2 text-base text-ink-soft">{t(`showcase.clips.${clip.id}.caption`)}</p>
              </figcaption>
            </figure>
          ))}
        </div>
      </Section>

      <Section tone="cream" labelledBy="services-heading">
        <SectionHeading id="services-heading" eyebrow={t('services.eyebrow')} title={t('services.title')}>
          <p>{t('services.text')}</p>
        </SectionHeading>
        <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {SERVICES.map(({ id, icon, tone }) => (
            <li key={id}>
              <FeatureCard icon={icon} tone={tone} title={t(`services.items.${id}.title`)} text={t(`services.items.${id}.text`)} />
            </li>
          ))}
        </ul>
        <div className="mt-10 text-center">
          <Button asChild size="lg" variant="outline">
            <Link href="/services">
              {t('services.viewAll')}
              <ArrowRightIcon />
            </Link>
          </Button>
        </div>
      </Section>

      <Section labelledBy="virtual-heading">
        <SectionHeading id="virtual-heading" eyebrow={t('virtual.eyebrow')} title={t('virtual.title')}>
          <p>{t('virtual.text')}</p>
        </SectionHeading>
        <ul className="mt-12 grid gap-6 md:grid-cols-3">
          {VIRTUAL_LEARNING.map(({ id, icon, tone }) => (
            <li key={id}>
              <FeatureCard icon={icon} tone={tone} title={t(`virtual.items.${id}.title`)} text={t(`virtual.items.${id}.text`)} />
            </li>
          ))}
        </ul>
      </Section>

      <CallToAction
        id="home-cta"
        title={t('cta.title')}
        text={t('cta.text')}
        primary={{ href: '/apply', label: t('cta.apply') }}
        secondary={{ href: '/contact', label: t('scheduleTour') }}
      />

      {settings.socialLinks.length > 0 && (
        <Section tone="sky" labelledBy="social-heading" className="py-12 sm:py-14">
          <div className="flex flex-col items-center gap-5 text-center md:flex-row md:justify-between md:text-left">
            <div>
              <h2 id="social-heading" className="text-2xl font-extrabold text-ink">
                {t('social.title')}
              </h2>
              <p className="mt-1 text-lg text-ink-soft">{t('social.text')}</p>
            </div>
            <SocialLinks links={settings.socialLinks} variant="labelled" />
          </div>
        </Section>
      )}
    </>
  )
}
