import { useTranslations } from 'next-intl'

import { Button } from '@/components/ui/button'
import { Link } from '@/i18n/navigation'
import { CENTRE } from '@/lib/constants'
import type { GalleryImage } from '../../../service'
import { FeatureCard } from '@/components/site/FeatureCard'
import { Gallery } from '../Gallery'
import { AwardIcon, CheckCircleIcon, GraduationCapIcon, HeartIcon, LanguagesIcon, UsersIcon } from '@/components/site/icons'
import { IconBadge, PageIntro, Section, SectionHeading } from '@/components/site/Section'

/** The texts are in the catalogue (site.staff.qualifications.<id> and .commitments.<id>), read where they are rendered. */
const QUALIFICATIONS = ['training', 'firstAid', 'backgroundChecks', 'safety', 'development', 'languages'] as const

const COMMITMENTS = [
  { id: 'relationships', icon: HeartIcon, tone: 'coral' },
  { id: 'learning', icon: GraduationCapIcon, tone: 'brand' },
  { id: 'partnership', icon: UsersIcon, tone: 'leaf' },
] as const

export function StaffPage({ gallery }: { gallery: GalleryImage[] }) {
  const t = useTranslations('site.staff')
  return (
    <>
      <PageIntro eyebrow={t('intro.eyebrow')} title={t('intro.title')}>
        <p>{t('intro.text')}</p>
      </PageIntro>

      <Section labelledBy="qualifications-heading" className="pt-8 sm:pt-10">
        <div className="grid items-start gap-10 lg:grid-cols-[1fr_1.2fr]">
          <SectionHeading id="qualifications-heading" eyebrow={t('qualificationsEyebrow')} title={t('qualificationsTitle')} align="left">
            <p>{t('qualificationsText')}</p>
          </SectionHeading>
          <ul className="grid gap-3 sm:grid-cols-2">
            {QUALIFICATIONS.map((qualification) => (
              <li key={qualification} className="flex gap-3 rounded-2xl bg-leaf-50 p-4 text-base leading-snug text-ink ring-1 ring-leaf-100">
                <CheckCircleIcon className="mt-0.5 size-5 shrink-0 text-leaf-700" />
                {t(`qualifications.${qualification}`)}
              </li>
            ))}
          </ul>
        </div>
      </Section>

      <Section tone="cream" labelledBy="commitment-heading">
        <SectionHeading id="commitment-heading" eyebrow={t('commitmentEyebrow')} title={t('commitmentTitle')}>
          <p>{t('commitmentText')}</p>
        </SectionHeading>
        <ul className="mt-12 grid gap-6 md:grid-cols-3">
          {COMMITMENTS.map(({ id, icon, tone }) => (
            <li key={id}>
              <FeatureCard icon={icon} tone={tone} title={t(`commitments.${id}.title`)} text={t(`commitments.${id}.text`)} />
            </li>
          ))}
        </ul>
      </Section>

      <Section labelledBy="team-gallery-heading">
        <SectionHeading id="team-gallery-heading" eyebrow={t('teamEyebrow')} title={t('teamTitle')}>
          <p>{t('teamText')}</p>
        </SectionHeading>
        <Gallery images={gallery} layout="portraits" />
      </Section>

      <Section tone="sky" labelledBy="standards-heading">
        <h2 id="standards-heading" className="sr-only">
          {t('standardsHeading')}
        </h2>
        <div className="grid gap-6 md:grid-cols-2">
          <div className="rounded-3xl bg-white p-7 shadow-sm ring-1 ring-slate-200">
            <IconBadge tone="sun">
              <AwardIcon />
            </IconBadge>
            <h3 className="mt-5 text-2xl font-bold text-ink">{t('requirements.title')}</h3>
            <p className="mt-3 text-lg text-ink">
              {t.rich('requirements.minimum', {
                years: CENTRE.minimumStaffExperienceYears,
                strong: (chunks) => <strong className="font-extrabold text-brand-700">{chunks}</strong>,
              })}
            </p>
            <p className="mt-3 text-base leading-relaxed text-ink-soft">{t('requirements.text')}</p>
          </div>
          <div className="rounded-3xl bg-white p-7 shadow-sm ring-1 ring-slate-200">
            <IconBadge tone="lavender">
              <LanguagesIcon />
            </IconBadge>
            <h3 className="mt-5 text-2xl font-bold text-ink">{t('diversity.title')}</h3>
            <p className="mt-3 text-base leading-relaxed text-ink-soft">{t('diversity.text')}</p>
          </div>
        </div>
        <div className="mt-12 flex flex-col items-center gap-3 text-center">
          <p className="text-xl font-bold text-ink">{t('visit.text')}</p>
          <div className="flex flex-col gap-3 sm:flex-row">
            <Button asChild size="lg">
              <Link href="/contact">{t('visit.tour')}</Link>
            </Button>
            <Button asChild size="lg" variant="outline">
              <Link href="/apply">{t('visit.apply')}</Link>
            </Button>
          </div>
        </div>
      </Section>
    </>
  )
}
