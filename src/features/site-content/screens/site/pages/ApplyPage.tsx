import { useTranslations } from 'next-intl'

import { LazyApplyForm } from '@/features/applications/screens/site/LazyApplyForm'
import { FormTexts } from '@/components/site/FormTexts'
import { PageIntro } from '@/components/site/Section'

/** The steps of enrollment, in order; their texts are in the catalogue (site.apply.steps.<id>). */
const STEPS = ['apply', 'call', 'visit', 'welcome'] as const

export function ApplyPage() {
  const t = useTranslations('site.apply')
  return (
    <>
      <PageIntro eyebrow={t('intro.eyebrow')} title={t('intro.title')}>
        <p>{t('intro.text')}</p>
      </PageIntro>
      <div className="mx-auto max-w-4xl px-4 pb-20 sm:px-6">
        <section aria-labelledby="steps-heading" className="mb-10">
          <h2 id="steps-heading" className="sr-only">
            {t('stepsHeading')}
          </h2>
          <ol className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
            {STEPS.map((step, index) => (
              <li key={step} className="rounded-2xl bg-cream p-4 ring-1 ring-sun-100">
                <span aria-hidden="true" className="inline-flex size-8 items-center justify-center rounded-full bg-sun-400 text-sm font-extrabold text-ink">
                  {index + 1}
                </span>
                <p className="mt-2 font-bold text-ink">{t(`steps.${step}.title`)}</p>
                <p className="mt-1 text-sm leading-relaxed text-ink-soft">{t(`steps.${step}.text`)}</p>
              </li>
            ))}
          </ol>
        </section>
        <FormTexts form="apply">
          <LazyApplyForm />
        </FormTexts>
      </div>
    </>
  )
}
