import type { CarePlanRecord } from '../record'

/** The list's words, from the screen's own namespace (the portal's or the staff screens'). */
export type CarePlanWords = {
  kind: (kind: CarePlanRecord['kind']) => string
  severity: (severity: CarePlanRecord['severity']) => string
  reaction: string
  whatToDo: string
  medicines: string
  nextReview: (plan: CarePlanRecord) => string
}

/** The keys of a screen's `plans` namespace (`portal.health.plans`, `staff.health.plans`: the same words) the list reads. */
type PlanKey = 'reaction' | 'whatToDo' | 'medicines' | 'nextReview' | `kinds.${CarePlanRecord['kind']}` | `severities.${CarePlanRecord['severity']}`

/** The list's words from a screen's `plans` translator and its way of writing a day. */
export function carePlanWordsOf(t: (key: PlanKey, values?: { review: string; date: string }) => string, day: (value: string) => string): CarePlanWords {
  return {
    kind: (kind) => t(`kinds.${kind}`),
    severity: (severity) => t(`severities.${severity}`),
    reaction: t('reaction'),
    whatToDo: t('whatToDo'),
    medicines: t('medicines'),
    nextReview: (plan) => t('nextReview', { review: plan.review, date: day(plan.reviewDueOn) }),
  }
}

/** A child's active care plans: each allergy or condition with its severity, what staff do, the medicines and its next review. */
export function CarePlanList({ plans, words, testId }: { plans: readonly CarePlanRecord[]; words: CarePlanWords; testId: string }) {
  return (
    <ul className="mt-3 flex flex-col gap-3" data-testid={testId}>
      {plans.map((plan) => (
        <li key={plan.id} className={`rounded-2xl border p-4 ${plan.severity === 'life-threatening' || plan.severity === 'severe' ? 'border-coral-300 bg-coral-50' : 'border-brand-100'}`}>
          <p className="font-semibold text-ink">
            {plan.name} · {words.kind(plan.kind)} · {words.severity(plan.severity)}
          </p>
          <dl className="mt-1 grid gap-x-3 gap-y-1 sm:grid-cols-[max-content_1fr]">
            {plan.reaction && (
              <>
                <dt className="text-ink-soft">{words.reaction}</dt>
                <dd>{plan.reaction}</dd>
              </>
            )}
            <dt className="text-ink-soft">{words.whatToDo}</dt>
            <dd>{plan.whatToDo}</dd>
            {plan.medicines && (
              <>
                <dt className="text-ink-soft">{words.medicines}</dt>
                <dd>{plan.medicines}</dd>
              </>
            )}
          </dl>
          <p className={`mt-1 ${plan.review === 'overdue' ? 'font-semibold text-coral-700' : 'text-ink-soft'}`}>{words.nextReview(plan)}</p>
        </li>
      ))}
    </ul>
  )
}
