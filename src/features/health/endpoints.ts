import { get, post } from '@/contract/endpoint'

import { healthActions } from './actions'
import type {
  CarePlanRecord,
  CarePlanReviewRecord,
  HealthDocumentRecord,
  ChildImmunizationsRecord,
  ChildMedicationsRecord,
  HealthTodayRecord,
  ImmunizationDueRecord,
  MedicationDoseRecord,
} from './record'

/** The bodies' schemas, in a chunk of their own, fetched when something validates (see src/contract/endpoint.ts). */
const schemas = () => import('./schemas')

const immunizationsPath = (childId: string) => `/api/children/${encodeURIComponent(childId)}/immunizations`
const carePlansPath = (childId: string) => `/api/children/${encodeURIComponent(childId)}/care-plans`
const medicationsPath = (childId: string) => `/api/children/${encodeURIComponent(childId)}/medications`
const dosesPath = (childId: string) => `/api/children/${encodeURIComponent(childId)}/medications/doses`
const documentsPath = (childId: string) => `/api/children/${encodeURIComponent(childId)}/health-documents`
const documentPath = (documentId: string, action: 'verify' | 'remove') => `/api/health-documents/${encodeURIComponent(documentId)}/${action}`
const authorizationPath = (authorizationId: string, action: 'doses' | 'withdraw') => `/api/medications/${encodeURIComponent(authorizationId)}/${action}`

/**
 * Health records' /api entries (src/features/health), composed into `api.health` by src/registry/api.ts.
 * Each path is written here only.
 */
export const healthEndpoints = {
  /** A child's immunizations and status: the child's parent, the room's teachers, admins (`?locale=es`: vaccine names in Spanish). */
  immunizations: get(immunizationsPath, healthActions.readRecords).returns<ChildImmunizationsRecord>(),
  /** Admins record a dose or an exemption from the child's certificate; answers the child's immunizations. */
  recordImmunization: post(immunizationsPath, async () => (await schemas()).immunizationEntrySchema, healthActions.keepRecords).returns<ChildImmunizationsRecord>(),
  /** Admins: the children due within 30 days or overdue, overdue first. */
  immunizationsDue: get('/api/admin/immunizations/overdue', healthActions.readCentreHealth).returns<ImmunizationDueRecord[]>(),
  /** Admins: the annual immunization report's counts per age group (CSV), `?year=YYYY`. */
  immunizationReport: get('/api/admin/immunizations/report', healthActions.readCentreHealth).returns<string>(),
  /** A child's care plans (allergies and conditions), active first: the child's parent, the room's teachers, admins. */
  carePlans: get(carePlansPath, healthActions.readRecords).returns<CarePlanRecord[]>(),
  /** Admins add a care plan with the family; answers the child's plans. */
  addCarePlan: post(carePlansPath, async () => (await schemas()).carePlanSchema, healthActions.keepRecords).returns<CarePlanRecord[]>(),
  /** Admins: the active plans whose yearly review is overdue or due within 30 days, the earliest first. */
  carePlansForReview: get('/api/admin/care-plans/review', healthActions.readCentreHealth).returns<CarePlanReviewRecord[]>(),
  /** A child's medication authorizations, those holding today first: the child's parent, the room's teachers, admins. */
  medications: get(medicationsPath, healthActions.readRecords).returns<ChildMedicationsRecord>(),
  /** The child's parent signs an authorization with their typed name (an admin enters a signed paper form); answers the child's medications. */
  authorizeMedication: post(medicationsPath, async () => (await schemas()).medicationAuthorizationSchema, healthActions.authorizeMedication).returns<ChildMedicationsRecord>(),
  /** The child's parent or an admin withdraws an authorization; answers the child's medications. */
  withdrawMedication: post((authorizationId: string) => authorizationPath(authorizationId, 'withdraw'), null, healthActions.withdrawMedication).returns<ChildMedicationsRecord>(),
  /** Staff of the child's room and admins record a dose given, refused or missed; a dose outside a valid authorization is refused (409). */
  recordDose: post((authorizationId: string) => authorizationPath(authorizationId, 'doses'), async () => (await schemas()).medicationDoseSchema, healthActions.recordDose).returns<MedicationDoseRecord>(),
  /** A child's medication log, newest first (`?from=YYYY-MM-DD`, 90 days back by default). */
  doses: get(dosesPath, healthActions.readRecords).returns<MedicationDoseRecord[]>(),
  /** Staff: their rooms' children (admins: all) with an active care plan or a medicine today, and when each next dose may be given. */
  today: get('/api/medications/today', healthActions.readToday).returns<HealthTodayRecord>(),
  /** A child's documents (immunization certificate, exemptions', care plans'), newest first: the child's parent, the room's teachers, admins. */
  documents: get(documentsPath, healthActions.readDocuments).returns<HealthDocumentRecord[]>(),
  /** A multipart form, the file in `file`: the child's parent sends the immunization certificate, an admin any of the child's documents; answers the child's documents (201). */
  uploadDocument: post(documentsPath, async () => (await schemas()).healthDocumentFields, healthActions.uploadDocument).returns<HealthDocumentRecord[]>(),
  /** Admins: the document checked against the record. */
  verifyDocument: post((documentId: string) => documentPath(documentId, 'verify'), null, healthActions.verifyDocument).returns<HealthDocumentRecord>(),
  /** Admins remove a document; a parent their own certificate until it is verified. Answers the child's remaining documents. */
  removeDocument: post((documentId: string) => documentPath(documentId, 'remove'), null, healthActions.removeDocument).returns<HealthDocumentRecord[]>(),
} as const
