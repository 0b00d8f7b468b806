import { RichText } from '@payloadcms/richtext-lexical/react'
import { useLocale, useTranslations } from 'next-intl'

import type { NewsletterIssue } from '../../service'
import { FORMAT_LOCALE, type Locale } from '@/i18n/routing'
import { cn } from '@/lib/utils'
import { CmsText, useCmsLang } from '@/components/site/CmsText'
import { CheckCircleIcon, SparklesIcon } from '@/components/site/icons'
import { Section, SectionHeading } from '@/components/site/Section'

const cardAccents = [
  { stripe: 'bg-coral-600', badge: 'bg-coral-50 text-coral-700' },
  { stripe: 'bg-sun-400', badge: 'bg-sun-100 text-ink' },
  { stripe: 'bg-leaf-600', badge: 'bg-leaf-50 text-leaf-700' },
  { stripe: 'bg-brand-600', badge: 'bg-brand-50 text-brand-700' },
] as const

/** "October 2026" for "2026-10" (in Spanish "octubre de 2026"). */
export function monthLabel(month: string, locale: Locale = 'en'): string {
  const [year, monthNumber] = month.split('-').map(Number)
  return new Date(Date.UTC(year, monthNumber - 1, 1)).toLocaleDateString(FORMAT_LOCALE[locale], { month: 'long', year: 'numeric', timeZone: 'UTC' })
}

/**
 * The monthly newsletter from the CMS: one card per class with its theme and activities. Its texts are
 * in the page's language, or English where the Spanish is missing (marked lang="en", see CmsText).
 */
export function NewsletterSection({ issue }: { issue: NewsletterIssue }) {
  const t = useTranslations('site.home.newsletter')
  const locale = useLocale()
  const langOf = useCmsLang()
  const intro = issue.intro && <RichText data={issue.intro.data as Parameters<typeof RichText>[0]['data']} disableContainer className="space-y-3" />
  return (
    <Section tone="lavender" labelledBy="newsletter-heading">
      <SectionHeading id="newsletter-heading" eyebrow={t('eyebrowWithMonth', { month: monthLabel(issue.month, locale) })} title={<CmsText value={issue.title} />}>
        {issue.intro ? (
          issue.intro.lang === locale ? (
            intro
          ) : (
            <div lang={issue.intro.lang} className="space-y-3">
              {intro}
            </div>
          )
        ) : (
          <p>{t('fallbackIntro')}</p>
        )}
      </SectionHeading>
      <ul className="mt-12 grid gap-6 md:grid-cols-2 xl:grid-cols-4">
        {issue.classes.map((classCard, index) => {
          const accent = cardAccents[index % cardAccents.length]
          return (
            <li key={classCard.id} className="flex flex-col overflow-hidden rounded-3xl bg-white shadow-sm ring-1 ring-slate-200">
              <span aria-hidden="true" className={cn('h-2', accent.stripe)} />
              <div className="flex grow flex-col p-6">
                <h3 className="text-xl font-bold text-ink" {...langOf(classCard.className)}>
                  {classCard.className.text}
                </h3>
                <p className={cn('mt-3 inline-flex w-fit items-start gap-2 rounded-xl px-3 py-1.5 text-sm font-semibold', accent.badge)}>
                  <SparklesIcon className="mt-0.5 size-4 shrink-0" />
                  <span>
                    <span className="font-normal">{t('theme')}</span> <CmsText value={classCard.theme} />
                  </span>
                </p>
                <h4 className="mt-5 text-sm font-bold uppercase tracking-wide text-ink-soft">{t('activities')}</h4>
                <ul className="mt-2 space-y-2.5">
                  {classCard.activities.map((activity) => (
                    <li key={activity.text} className="flex gap-2.5 text-base leading-snug text-ink">
                      <CheckCircleIcon className="mt-0.5 size-5 shrink-0 text-leaf-600" />
                      <span {...langOf(activity)}>{activity.text}</span>
                    </li>
                  ))}
                </ul>
              </div>
            </li>
          )
        })}
      </ul>
    </Section>
  )
}

/** No newsletter published yet (a new site): say so where the newsletter will appear. */
export function NewsletterComingSoon() {
  const t = useTranslations('site.home.newsletter')
  return (
    <Section tone="lavender" labelledBy="newsletter-heading">
      <SectionHeading id="newsletter-heading" eyebrow={t('eyebrow')} title={t('comingSoonTitle')}>
        <p>{t('comingSoonText')}</p>
      </SectionHeading>
    </Section>
  )
}
