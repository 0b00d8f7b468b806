import type { VaccineRule } from './immunizationStatus'

export type ScheduledVaccine = VaccineRule & { name: { en: string; es: string } }

/**
 * North Carolina's immunization requirements for children in child care (G.S. 130A-152 and
 * 10A NCAC 41A .0401, as the NC Immunization Branch's child care table states them), from 6 weeks to 12
 * years: each dose with the age by which it must have been given. The migration that made the `vaccines`
 * collection writes its own copy of it (`SCHEDULE_AS_MIGRATED` in
 * src/migrations/20261128_083236_health_immunizations.ts), on every database, production included, and
 * tests/unit/migrations.unit.spec.ts holds this one equal to it: a change here comes with a migration that
 * writes the change. The centre edits the schedule in /cms when the state changes its rules.
 * Simplified where the rule depends on the brand or on the age a dose was given (Hib: 3 or 4 doses; a 5th
 * DTaP is not needed when the 4th came after the 4th birthday): staff record an exemption-free note or the
 * dose as the certificate states it.
 */
export const NC_CHILD_CARE_SCHEDULE: readonly ScheduledVaccine[] = [
  { code: 'DTaP', name: { en: 'Diphtheria, tetanus and pertussis (DTaP)', es: 'Difteria, tétanos y tos ferina (DTaP)' }, dosesDueByMonths: [3, 5, 7, 19, 72], requiredUntilMonths: null },
  { code: 'Polio', name: { en: 'Polio (IPV)', es: 'Polio (IPV)' }, dosesDueByMonths: [3, 5, 19, 72], requiredUntilMonths: null },
  { code: 'Hib', name: { en: 'Haemophilus influenzae type b (Hib)', es: 'Haemophilus influenzae tipo b (Hib)' }, dosesDueByMonths: [3, 5, 16], requiredUntilMonths: 60 },
  { code: 'HepB', name: { en: 'Hepatitis B', es: 'Hepatitis B' }, dosesDueByMonths: [3, 5, 19], requiredUntilMonths: null },
  { code: 'PCV', name: { en: 'Pneumococcal conjugate (PCV)', es: 'Neumocócica conjugada (PCV)' }, dosesDueByMonths: [3, 5, 7, 16], requiredUntilMonths: 60 },
  { code: 'MMR', name: { en: 'Measles, mumps and rubella (MMR)', es: 'Sarampión, paperas y rubéola (MMR)' }, dosesDueByMonths: [16, 72], requiredUntilMonths: null },
  { code: 'Varicella', name: { en: 'Varicella (chickenpox)', es: 'Varicela' }, dosesDueByMonths: [16, 72], requiredUntilMonths: null },
  { code: 'Tdap', name: { en: 'Tetanus, diphtheria and pertussis booster (Tdap)', es: 'Refuerzo de tétanos, difteria y tos ferina (Tdap)' }, dosesDueByMonths: [144], requiredUntilMonths: null },
  { code: 'MenACWY', name: { en: 'Meningococcal conjugate (MenACWY)', es: 'Meningocócica conjugada (MenACWY)' }, dosesDueByMonths: [144], requiredUntilMonths: null },
]
