import { useTranslations } from 'next-intl'

import { Button } from '@/components/ui/button'
import { Link } from '@/i18n/navigation'
import { inSentence } from '@/i18n/sentence'
import type { SiteSettings } from '@/server/content'
import type { GalleryImage } from '../../../service'
import { CallToAction } from '@/components/site/CallToAction'
import { useCmsSentence } from '@/components/site/CmsText'
import { FeatureCard } from '@/components/site/FeatureCard'
import { Gallery } from '../Gallery'
import { HoursList } from '@/components/site/HoursList'
import {
  AppleIcon,
  BabyIcon,
  BackpackIcon,
  BlocksIcon,
  BusIcon,
  CheckCircleIcon,
  ClockIcon,
  GlobeIcon,
  MoonIcon,
  UsersIcon,
  WalletIcon,
} from '@/components/site/icons'
import { IconBadge, PageIntro, Section, SectionHeading } from '@/components/site/Section'

/** The texts are in the catalogue (site.services.programs.<id> and .additional.<id>), read where they are rendered. */
const PROGRAMS = [
  { id: 'infantToddler', icon: BabyIcon, tone: 'coral' },
  { id: 'preschool', icon: BlocksIcon, tone: 'sun' },
  { id: 'schoolAge', icon: BackpackIcon, tone: 'leaf' },
] as const

/** Each program's four details, in order. */
const PROGRAM_DETAILS = ['first', 'second', 'third', 'fourth'] as const

const ADDITIONAL_SERVICES = [
  { id: 'meals', icon: AppleIcon, tone: 'leaf' },
  { id: 'transportation', icon: BusIcon, tone: 'coral' },
  { id: 'eveningCare', icon: MoonIcon, tone: 'lavender' },
  { id: 'culturalEnrichment', icon: GlobeIcon, tone: 'brand' },
  { id: 'parentPartnership', icon: UsersIcon, tone: 'sun' },
  { id: 'financialAssistance', icon: WalletIcon, tone: 'leaf' },
] as const

export function ServicesPage({ settings, gallery }: { settings: SiteSettings; gallery: GalleryImage[] }) {
  const t = useTranslations('site.services')
  const cmsSentence = useCmsSentence()
  return (
    <>
      <PageIntro eyebrow={t('intro.eyebrow')} title={t('intro.title')}>
        <p>{t('intro.text')}</p>
      </PageIntro>

      <Section labelledBy="programs-heading" className="pt-8 sm:pt-10">
        <SectionHeading id="programs-heading" eyebrow={t('programsEyebrow')} title={t('programsTitle')} />
        <ul className="mt-12 grid gap-6 lg:grid-cols-3">
          {PROGRAMS.map((program) => (
            <li key={program.id} className="flex flex-col rounded-3xl bg-white p-7 shadow-sm ring-1 ring-slate-200">
              <div className="flex items-center justify-between gap-3">
                <IconBadge tone={program.tone}>
                  <program.icon />
                </IconBadge>
                <p className="rounded-full bg-brand-50 px-3 py-1 text-sm font-bold text-brand-700">
                  <span className="sr-only">{t('agesLabel')}</span>
                  {t(`programs.${program.id}.ages`)}
                </p>
              </div>
              <h3 className="mt-5 text-2xl font-bold text-ink">{t(`programs.${program.id}.title`)}</h3>
              <p className="mt-3 text-base leading-relaxed text-ink-soft">{t(`programs.${program.id}.text`)}</p>
              <h4 className="mt-6 text-sm font-bold uppercase tracking-wide text-ink-soft">{t('programDetails')}</h4>
              <ul className="mt-3 space-y-2.5">
                {PROGRAM_DETAILS.map((detail) => (
                  <li key={detail} className="flex gap-2.5 text-base leading-snug text-ink">
                    <CheckCircleIcon className="mt-0.5 size-5 shrink-0 text-leaf-600" />
                    {t(`programs.${program.id}.details.${detail}`)}
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      </Section>

      <Section tone="cream" labelledBy="additional-heading">
        <SectionHeading id="additional-heading" eyebrow={t('additionalEyebrow')} title={t('additionalTitle')}>
          <p>{t('additionalText')}</p>
        </SectionHeading>
        <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {ADDITIONAL_SERVICES.map(({ id, icon, tone }) => (
            <li key={id}>
              <FeatureCard icon={icon} tone={tone} title={t(`additional.${id}.title`)} text={t(`additional.${id}.text`)} />
            </li>
          ))}
        </ul>
      </Section>

      <Section labelledBy="hours-heading">
        <div className="mx-auto grid max-w-5xl items-center gap-8 rounded-[2rem] bg-sun-50 p-6 ring-1 ring-sun-300 sm:p-10 md:grid-cols-[1fr_1.1fr]">
          <div>
            <IconBadge tone="sun">
              <ClockIcon />
            </IconBadge>
            <h2 id="hours-heading" className="mt-5 text-3xl font-extrabold tracking-tight text-ink">
              {t('hours.title')}
            </h2>
            <p className="mt-3 text-lg leading-relaxed text-ink-soft">
              {cmsSentence((values) => t('hours.text', { ...values, hours: settings.hours.shown.range }), { days: { ...settings.hours.days, text: inSentence(settings.hours.days.text, settings.hours.days.lang) } })}
            </p>
          </div>
          <div className="rounded-3xl bg-white p-6 shadow-sm">
            <HoursList hours={settings.hours} className="divide-y divide-slate-200" />
          </div>
        </div>
      </Section>

      <CallToAction
        id="services-cta"
        title={t('cta.title')}
        text={t('cta.text')}
        primary={{ href: '/apply', label: t('cta.apply') }}
        secondary={{ href: '/contact', label: t('cta.contact') }}
      />

      <Section tone="sky" labelledBy="gallery-heading">
        <SectionHeading id="gallery-heading" eyebrow={t('gallery.eyebrow')} title={t('gallery.title')}>
          <p>{t('gallery.text')}</p>
        </SectionHeading>
        <Gallery images={gallery} layout="mosaic" />
        <div className="mt-10 text-center">
          <Button asChild size="lg">
            <Link href="/contact">{t('gallery.visit')}</Link>
          </Button>
        </div>
      </Section>
    </>
  )
}
