import type { Feature, RoutesOf } from '../feature'
import { healthActions } from './actions'
import { CarePlans } from './collections/carePlans'
import { HealthDocuments } from './collections/healthDocuments'
import { ImmunizationRecords } from './collections/immunizationRecords'
import { MedicationAuthorizations } from './collections/medicationAuthorizations'
import { MedicationDoses } from './collections/medicationDoses'
import { Vaccines } from './collections/vaccines'
import { healthEndpoints } from './endpoints'

/**
 * Health and safety records (docs/spec.md §15): the required immunization schedule, each child's doses
 * and exemptions with the status they add up to, the admins' list of children due or overdue and the
 * annual report; each child's care plans for an allergy or a chronic condition, with their yearly review;
 * medication: the parents' signed authorizations and the log of doses with its hard stop; the documents
 * behind them (certificates, exemptions', care plans', certification cards), private files. Drills and
 * staff certifications are features of their own (src/features/drills, src/features/staff-credentials).
 */
export const healthFeature = {
  name: 'health',
  collections: [Vaccines, ImmunizationRecords, CarePlans, MedicationAuthorizations, MedicationDoses, HealthDocuments],
  startUps: [{ name: 'immunization schedule', load: async () => (await import('./boot')).followScheduleChanges }],
  seed: [
    { when: 'demo', run: async ({ payload, req, familyIds }) => (await import('./seed')).seedImmunizations(payload, req, familyIds) },
    { when: 'demo', run: async ({ payload, req, familyIds }) => (await import('./seed')).seedCarePlans(payload, req, familyIds) },
    { when: 'demo', run: async ({ payload, req, familyIds }) => (await import('./seed')).seedMedication(payload, req, familyIds) },
    // The documents name a staff member's certification card: after the staff credentials' seed.
    { when: 'demo', after: ['staff-credentials'], run: async ({ payload, req, familyIds }) => (await import('./documentsSeed')).seedHealthDocuments(payload, req, familyIds) },
  ],
  actions: healthActions,
  messages: ['staff.health', 'portal.health', 'mail.medication'],
  endpoints: healthEndpoints,
  routes: {
    immunizations: 'childImmunizations',
    recordImmunization: 'childImmunizations',
    immunizationsDue: 'immunizationsDue',
    immunizationReport: 'immunizationReport',
    carePlans: 'childCarePlans',
    addCarePlan: 'childCarePlans',
    carePlansForReview: 'carePlansForReview',
    medications: 'childMedications',
    authorizeMedication: 'childMedications',
    withdrawMedication: 'withdrawMedication',
    recordDose: 'medicationDoses',
    doses: 'childDoses',
    today: 'healthToday',
    documents: 'childHealthDocuments',
    uploadDocument: 'childHealthDocuments',
    verifyDocument: 'verifyHealthDocument',
    removeDocument: 'removeHealthDocument',
  } satisfies RoutesOf<typeof healthEndpoints>,
  pages: { '/staff/health': 'screens/staff/HealthPage' },
} as const satisfies Feature
