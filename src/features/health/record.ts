import type { ExemptionKind, ImmunizationStatus, VaccineStatus } from './immunizationStatus'

/** A row of a child's immunization record as the /api sends it. */
export type ImmunizationEntryRecord = {
  id: string
  /** The vaccine's code in the schedule (DTaP, MMR…). */
  vaccine: string
  kind: 'dose' | 'exemption'
  /** The day a dose was given (YYYY-MM-DD); null for an exemption. */
  givenOn: string | null
  exemptionKind: ExemptionKind | null
  note: string | null
  createdAt: string
}

/** One vaccine of the schedule for one child: its name in the asked language and its state. */
export type VaccineStateRecord = VaccineStatus & { name: string }

/** GET /api/children/:childId/immunizations: the child's status on the centre's today, each vaccine's state, and the rows. */
export type ChildImmunizationsRecord = {
  childId: string
  childName: string
  dateOfBirth: string
  enrollmentDate: string | null
  /** The centre's day the status is computed for. */
  asOf: string
  status: ImmunizationStatus
  /** The earliest day a missing dose is (or was) due; null when none is missing. */
  dueOn: string | null
  vaccines: VaccineStateRecord[]
  entries: ImmunizationEntryRecord[]
}

/** GET /api/admin/immunizations/overdue: a child whose immunizations are due within 30 days or overdue. */
export type ImmunizationDueRecord = {
  childId: string
  childName: string
  classroom: { id: string; name: string } | null
  status: Exclude<ImmunizationStatus, 'up-to-date'>
  dueOn: string | null
  /** The codes of the vaccines with a dose due or overdue. */
  vaccines: string[]
}

/** A child's care plan as the /api sends it. */
export type CarePlanRecord = {
  id: string
  childId: string
  kind: 'allergy' | 'condition'
  name: string
  reaction: string | null
  severity: 'mild' | 'moderate' | 'severe' | 'life-threatening'
  whatToDo: string
  medicines: string | null
  lastReviewedOn: string
  reviewDueOn: string
  /** `overdue` after the review's day, `due` within 30 days, `current` otherwise (on the centre's today). */
  review: 'overdue' | 'due' | 'current'
  active: boolean
}

/** GET /api/admin/care-plans/review: an active plan whose yearly review is overdue or due within 30 days, with its child. */
export type CarePlanReviewRecord = CarePlanRecord & { childName: string }

/** Where an authorization stands on the centre's today. */
export type AuthorizationState = 'active' | 'upcoming' | 'ended' | 'withdrawn'

/** A medication authorization as the /api sends it, with where it stands today and its doses' timing. */
export type MedicationAuthorizationRecord = {
  id: string
  childId: string
  medicine: string
  kind: 'prescription' | 'over-the-counter' | 'standing'
  carePlan: { id: string; name: string } | null
  dose: string
  route: string
  minHoursBetween: number
  maxDosesPerDay: number | null
  timesOfDay: string | null
  whenNeeded: boolean
  whenNeededFor: string | null
  instructions: string | null
  startsOn: string
  endsOn: string
  prescriptionEndsOn: string | null
  prescriber: string | null
  signedName: string
  signedAt: string
  onPaper: boolean
  withdrawnAt: string | null
  state: AuthorizationState
  /** The last dose given under it (an instant), or null. */
  lastGivenAt: string | null
  /** The earliest time the next dose may be given, or null when none was given yet. */
  nextFrom: string | null
  /** Doses given on the centre's today. */
  givenToday: number
}

/** GET|POST /api/children/:childId/medications: the child's authorizations, those holding today first. */
export type ChildMedicationsRecord = {
  childId: string
  childName: string
  asOf: string
  authorizations: MedicationAuthorizationRecord[]
}

/** A row of the medication log as the /api sends it. */
export type MedicationDoseRecord = {
  id: string
  authorizationId: string
  childId: string
  medicine: string
  outcome: 'given' | 'refused' | 'missed'
  givenAt: string
  day: string
  amount: string | null
  reason: string | null
  note: string | null
  givenBy: string
}

/** A child on a teacher's health screen today: their active care plans and the medicines that hold today. */
export type HealthTodayChildRecord = {
  childId: string
  childName: string
  classroom: { id: string; name: string } | null
  carePlans: CarePlanRecord[]
  medications: MedicationAuthorizationRecord[]
}

/** GET /api/medications/today: the caller's rooms' children (admins: every child) with a care plan or a medicine today. */
export type HealthTodayRecord = { asOf: string; children: HealthTodayChildRecord[] }

/** A health document as the /api sends it: what it is, what it belongs to, and where its file opens. */
export type HealthDocumentRecord = {
  id: string
  kind: 'immunization-certificate' | 'exemption' | 'care-plan' | 'credential-card'
  childId: string | null
  /** The care plan (kind `care-plan`), the exemption row (kind `exemption`) or the certification (kind `credential-card`) it documents. */
  carePlanId: string | null
  immunizationRecordId: string | null
  credentialId: string | null
  title: string | null
  fileName: string
  mimeType: string
  /** Bytes. */
  size: number
  /** Where the file opens: Payload's file endpoint on this site, after its access check (never cached, each opening in the audit log). */
  url: string
  uploadedAt: string
  uploadedBy: string | null
  verified: boolean
  verifiedAt: string | null
  verifiedBy: string | null
}
