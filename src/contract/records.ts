/**
 * The records as the /api contract sends them (JSON: dates are ISO strings, relations are ids), in
 * docs/spec.md §3's field names whatever Payload calls them. The server's mappers
 * (src/server/<domain>/wire.ts) are declared to return these types and the screens read them, so a
 * renamed or retyped field fails the type check on both sides.
 */
import type { Locale } from '@/i18n/routing'
import type { CURRICULUM_CATEGORIES, MILESTONE_CATEGORIES, Role, VIDEO_CATEGORIES } from '@/lib/constants'

export type UserRecord = {
  id: string
  username: string
  firstName: string | null
  lastName: string | null
  email: string | null
  role: Role
  createdAt: string
  /** Invited by email and has not chosen a password yet (staff may send the invitation again). */
  invitationPending: boolean
  /** The language the person chose for their portal and mails; null until they choose (mails: English). */
  language: Locale | null
}

/** Fields sent as `null` when nothing is stored (never left out, never ''). */
type NullWhenEmpty<K extends string> = { [F in K]: string | null }

export type ChildRecord = {
  id: string
  firstName: string
  lastName: string
  dateOfBirth: string
  enrollmentDate: string
  createdAt: string
} & NullWhenEmpty<
  | 'ageGroup'
  | 'parentId'
  | 'profileImage'
  | 'specialNeeds'
  | 'medicalConditions'
  | 'allergies'
  | 'dietaryRestrictions'
  | 'emergencyContact'
  | 'emergencyContactPhone'
  | 'preferredNapTime'
  | 'favoriteActivities'
  | 'parentNotes'
>

export type CurriculumActivityRecord = {
  id: string
  childId: string | null
  title: string
  description: string
  category: (typeof CURRICULUM_CATEGORIES)[number]
  completedAt: string | null
  notes: string | null
  createdAt: string
}

export type DevelopmentVideoRecord = {
  id: string
  childId: string | null
  title: string
  description: string | null
  /** Our own uploads as a path on this site (`/api/cms/media/file/…`), else the URL staff gave. */
  videoUrl: string
  thumbnailUrl: string | null
  category: (typeof VIDEO_CATEGORIES)[number]
  recordedAt: string | null
  createdAt: string
}

export type DailyActivityRecord = {
  id: string
  childId: string | null
  date: string
  mealTime: string | null
  napTime: string | null
  activities: string | null
  mood: string | null
  notes: string | null
  createdBy: string | null
  createdAt: string
}

export type MilestoneRecord = {
  id: string
  childId: string | null
  title: string
  description: string
  category: (typeof MILESTONE_CATEGORIES)[number]
  achievedAt: string | null
  notes: string | null
  createdBy: string | null
  createdAt: string
}

/**
 * What /api/ready found, one entry per dependency this instance needs: the database and its schema
 * always, Redis and object storage when configured. `problem` says what is wrong in a few words, never
 * an address, a name of the configuration or an error's own text.
 */
export type ReadinessCheck = { name: 'process' | 'database' | 'migrations' | 'redis' | 'storage'; ok: boolean; problem?: string }
export type Readiness = { status: 'ready' | 'unavailable'; checks: ReadinessCheck[]; message?: string }

/** A person's name as people read it; `fallback` when neither part is set (an account without names). */
export function fullName(person: { firstName: string | null; lastName: string | null }, fallback = ''): string {
  return [person.firstName, person.lastName].filter(Boolean).join(' ') || fallback
}

// ---------------------------------------------------------------------------------------------------
// Daily operations
// ---------------------------------------------------------------------------------------------------

/** A classroom as the day's screens read it: the attendance roster (src/features/attendance) and the ratio board (src/features/ratios). */
export type ClassroomRecord = { id: string; name: string; ageFromMonths: number; ageToMonths: number; capacity: number }

/**
 * One entry of the audit log of children's records, newest first in GET /api/admin/audit:
 * who (the account's id, name and role as they were), what (the action and the record), which child,
 * when (`at`), through which door (`via`: /api, /api/cms or the /cms screens) and from which address.
 */
export type AuditEntryRecord = {
  id: string
  at: string
  action: 'read' | 'create' | 'update' | 'delete'
  recordCollection: string
  /** The record, when the entry is about one (null when it names several). */
  recordId: string | null
  /** Every record of the operation about this child (one entry per operation and child). */
  recordIds: string[]
  /** The stored file opened (a photo's size, a video, a message image) when the entry is a file's opening; else null. */
  file: string | null
  childId: string | null
  childName: string | null
  userId: string | null
  userName: string | null
  userRole: string | null
  via: 'api' | 'cms-api' | 'cms'
  address: string | null
}

/** An account the audit log can be filtered by (GET /api/admin/audit/accounts). */
export type AuditAccountRecord = { id: string; name: string; role: string }

/** A staff account (admin, teacher, program) that opened a child's record: when last, and how many times. */
export type RecordViewRecord = { userId: string; name: string; role: string; lastOpenedAt: string; times: number }

/** GET /api/children/:childId/record-views: who of the centre opened the child's record, most recent first. */
export type RecordViews = { childId: string; views: RecordViewRecord[] }

/** A child tagged in a photo, by name. */
export type PhotoChild = { id: string; name: string }

/**
 * A photo of children at the centre, newest first in GET /api/photos. The URLs are paths on
 * this site, served access-checked (`/api/cms/media/file/…`, never cached). Staff (admins and teachers)
 * also get the consent state: `consent` is null for parents.
 */
export type PhotoRecord = {
  id: string
  title: string
  description: string | null
  /** When it was uploaded (the photos carry no separate "taken" date). */
  createdAt: string
  children: PhotoChild[]
  urls: { thumbnail: string | null; card: string | null; original: string | null }
  /** The original file's name, for the download. */
  filename: string | null
  consent: {
    /** Every tagged child has portal-photo consent: the families see it. */
    portalOk: boolean
    /** Every tagged child has website-photo consent: a gallery may show it. */
    websiteOk: boolean
    /** Shown in a public gallery now. */
    onWebsite: boolean
    /** The tagged children without portal-photo consent, and those without website-photo consent (as far as the caller may see them). */
    missingPortal: PhotoChild[]
    missingWebsite: PhotoChild[]
  } | null
  uploadedBy: string | null
}

/** An image attached to a family message: paths on this site, served access-checked and never cached. */
export type MessageAttachmentRecord = { id: string; url: string | null; thumbnailUrl: string | null; alt: string }

/**
 * How a family is named, for a screen to word in its own language: by the parent's name (admins and the
 * parent read the account), by the family's last name and children (teachers read the children, not the
 * parents' accounts: "The Garcia family (Sofia)"), or not at all (a family the caller cannot name).
 */
export type FamilyNaming = { kind: 'parent'; name: string } | { kind: 'children'; lastName: string; children: string[] } | { kind: 'unknown' }

/** Who sent a message: a person the caller may name, the centre (a staff account the caller may not read), or the family. */
export type MessageSender = { kind: 'person'; name: string } | { kind: 'centre' } | { kind: 'family'; family: FamilyNaming }

/**
 * One message of a family's thread. `senderName` is the sender's name when the caller may read
 * it, else "The centre" or the family's name, in English; `sender` says the same as data, which the
 * screens word in their language. The read marks are the server's times (null: not read yet).
 */
export type FamilyMessageRecord = {
  id: string
  familyId: string
  body: string
  fromCentre: boolean
  senderName: string
  sender: MessageSender
  attachments: MessageAttachmentRecord[]
  createdAt: string
  readByFamilyAt: string | null
  readByCentreAt: string | null
}

/** A family's thread: for the caller's side, how many of the other side's messages are unread. `familyName` is English; `family` the same as data, for the screens to word. */
export type MessageThreadRecord = {
  familyId: string
  familyName: string
  family: FamilyNaming
  unread: number
  lastMessage: FamilyMessageRecord | null
  /** Oldest first; empty in the staff inbox's list (open one thread with `?familyId=`). */
  messages: FamilyMessageRecord[]
}

/** GET /api/messages: the caller's threads, newest activity first, and the families staff may write to. */
export type MessageThreads = { threads: MessageThreadRecord[]; families: { familyId: string; familyName: string; family: FamilyNaming }[] }
