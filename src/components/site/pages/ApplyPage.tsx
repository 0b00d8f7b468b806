import { ApplyForm } from '../LazyForms'
import { PageIntro } from '../Section'

const STEPS = [
  { title: 'Apply online', text: 'Tell us about your family and the care you need. It takes about five minutes.' },
  { title: 'We call you', text: 'Within 24 hours, to answer your questions and talk about schedules and pricing.' },
  { title: 'Visit us', text: 'Tour the centre, meet the teachers and see the classroom your child would join.' },
  { title: 'Welcome!', text: 'We agree a start date and help your child settle in gently.' },
]

export function ApplyPage() {
  return (
    <>
      <PageIntro eyebrow="Enrollment" title="Apply for Enrollment">
        <p>
          We are so glad you are thinking of joining our family. Fill in the application below and we will be in touch
          within 24 hours.
        </p>
      </PageIntro>
      <div className="mx-auto max-w-4xl px-4 pb-20 sm:px-6">
        <section aria-labelledby="steps-heading" className="mb-10">
          <h2 id="steps-heading" className="sr-only">
            How enrollment works
          </h2>
          <ol className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
            {STEPS.map((step, index) => (
              <li key={step.title} className="rounded-2xl bg-cream p-4 ring-1 ring-sun-100">
                <span aria-hidden="true" className="inline-flex size-8 items-center justify-center rounded-full bg-sun-400 text-sm font-extrabold text-ink">
                  {index + 1}
                </span>
                <p className="mt-2 font-bold text-ink">{step.title}</p>
                <p className="mt-1 text-sm leading-relaxed text-ink-soft">{step.text}</p>
              </li>
            ))}
          </ol>
        </section>
        <ApplyForm />
      </div>
    </>
  )
}
