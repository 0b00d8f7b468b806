import { RichText } from '@payloadcms/richtext-lexical/react'

import type { NewsletterIssue } from '@/server/content'
import { cn } from '@/lib/utils'
import { CheckCircleIcon, SparklesIcon } from './icons'
import { Section, SectionHeading } from './Section'

const cardAccents = [
  { stripe: 'bg-coral-600', badge: 'bg-coral-50 text-coral-700' },
  { stripe: 'bg-sun-400', badge: 'bg-sun-100 text-ink' },
  { stripe: 'bg-leaf-600', badge: 'bg-leaf-50 text-leaf-700' },
  { stripe: 'bg-brand-600', badge: 'bg-brand-50 text-brand-700' },
] as const

/** "October 2026" for "2026-10". */
export function monthLabel(month: string): string {
  const [year, monthNumber] = month.split('-').map(Number)
  return new Date(Date.UTC(year, monthNumber - 1, 1)).toLocaleDateString('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' })
}

/** The monthly newsletter from the CMS: one card per class with its theme and activities. */
export function NewsletterSection({ issue }: { issue: NewsletterIssue }) {
  return (
    <Section tone="lavender" labelledBy="newsletter-heading">
      <SectionHeading id="newsletter-heading" eyebrow={`Monthly Newsletter · ${monthLabel(issue.month)}`} title={issue.title}>
        {issue.intro ? (
          <RichText data={issue.intro as Parameters<typeof RichText>[0]['data']} disableContainer className="space-y-3" />
        ) : (
          <p>Here is what every class is exploring this month.</p>
        )}
      </SectionHeading>
      <ul className="mt-12 grid gap-6 md:grid-cols-2 xl:grid-cols-4">
        {issue.classes.map((classCard, index) => {
          const accent = cardAccents[index % cardAccents.length]
          return (
            <li key={classCard.className} className="flex flex-col overflow-hidden rounded-3xl bg-white shadow-sm ring-1 ring-slate-200">
              <span aria-hidden="true" className={cn('h-2', accent.stripe)} />
              <div className="flex grow flex-col p-6">
                <h3 className="text-xl font-bold text-ink">{classCard.className}</h3>
                <p className={cn('mt-3 inline-flex w-fit items-start gap-2 rounded-xl px-3 py-1.5 text-sm font-semibold', accent.badge)}>
                  <SparklesIcon className="mt-0.5 size-4 shrink-0" />
                  <span>
                    <span className="font-normal">Theme:</span> {classCard.theme}
                  </span>
                </p>
                <h4 className="mt-5 text-sm font-bold uppercase tracking-wide text-ink-soft">Activities</h4>
                <ul className="mt-2 space-y-2.5">
                  {classCard.activities.map((activity) => (
                    <li key={activity} className="flex gap-2.5 text-base leading-snug text-ink">
                      <CheckCircleIcon className="mt-0.5 size-5 shrink-0 text-leaf-600" />
                      <span>{activity}</span>
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
  return (
    <Section tone="lavender" labelledBy="newsletter-heading">
      <SectionHeading id="newsletter-heading" eyebrow="Monthly Newsletter" title="Our Newsletter Is on Its Way">
        <p>Every month our teachers share what each class is exploring. The first issue will appear here soon.</p>
      </SectionHeading>
    </Section>
  )
}
