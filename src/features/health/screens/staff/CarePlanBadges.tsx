'use client'

import { useTranslations } from 'next-intl'

import type { CarePlanRecord, MedicationAuthorizationRecord } from '../../record'

/**
 * A child's active care plans and the medicines that hold today, as short badges where staff act on them
 * (the attendance roster, the incident form): text, not colour alone, a severe one in the warning colour.
 */
export function CarePlanBadges({ plans, medications = [] }: { plans: readonly Pick<CarePlanRecord, 'id' | 'kind' | 'name' | 'severity'>[]; medications?: readonly Pick<MedicationAuthorizationRecord, 'id' | 'medicine'>[] }) {
  const t = useTranslations('staff.health.plans')
  const today = useTranslations('staff.health.today')
  if (plans.length === 0 && medications.length === 0) return null
  return (
    <ul className="mt-1 flex flex-wrap gap-1" aria-label={today('badges')} data-testid="care-plan-badges">
      {plans.map((plan) => (
        <li
          key={plan.id}
          className={`rounded-full px-2 py-0.5 text-sm font-semibold ${plan.severity === 'life-threatening' || plan.severity === 'severe' ? 'bg-coral-100 text-coral-700' : 'bg-sun-100 text-ink'}`}
        >
          {today('badge', { kind: t(`kinds.${plan.kind}`), name: plan.name, severity: t(`severities.${plan.severity}`) })}
        </li>
      ))}
      {medications.map((medication) => (
        <li key={medication.id} className="rounded-full bg-brand-100 px-2 py-0.5 text-sm font-semibold text-brand-800">
          {today('medicineBadge', { medicine: medication.medicine })}
        </li>
      ))}
    </ul>
  )
}
