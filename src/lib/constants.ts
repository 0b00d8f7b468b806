// Business constants of docs/spec.md §3 and §9, stated once.

export const CENTRE = {
  foundedYear: 2016,
  hours: { days: 'Monday - Friday', open: '6:30 AM', close: '10:00 PM' },
  firstShift: '6:30 AM-6:00 PM',
  secondShift: '6:00 PM-10:00 PM',
  agesBadge: '6W-12Y',
  minimumStaffExperienceYears: 2,
  responseHours: 24,
} as const

/**
 * `integration`: a program (not a person) that calls the API with an API key; admins create it in /cms.
 * `teacher`: classroom staff, assigned to classrooms (users.classrooms): sees and records only the children
 * of those classrooms (attendance, pickups, incidents).
 */
export const ROLES = ['admin', 'editor', 'parent', 'integration', 'teacher'] as const
export type Role = (typeof ROLES)[number]
export const DEFAULT_ROLE: Role = 'parent'

export const USERNAME_MIN = 3
export const PASSWORD_MIN = 6
export const PHONE_MIN = 10
export const CONTACT_MESSAGE_MIN = 10

/**
 * How far ahead of the server's clock a time people enter may be (a tablet's clock a little fast): an
 * incident's time or the time a child left may be at most this many minutes in the future.
 */
export const CLOCK_SKEW_MINUTES = 5

/** Upper bounds that keep one record to a sensible size (the spec sets no maximum). */
export const MAX = {
  name: 100,
  username: 50,
  password: 128,
  email: 254,
  phone: 30,
  line: 500,
  text: 5000,
  url: 2048,
} as const

/** The application form's choices: a module of their own, so the form's script carries them without the rest of this file. */
export { APPLICATION_AGE_GROUPS, SCHEDULE_PREFERENCES, SERVICES_NEEDED } from './applicationChoices'

/**
 * Where an application stands (the enrollment pipeline moves it along; a change is mailed to
 * the applicant). `text` is what the applicant's mail says.
 */
export const APPLICATION_STATUSES = [
  { value: 'new', label: 'Received', text: 'We have received your application and will be in touch soon.' },
  { value: 'tour-scheduled', label: 'Tour scheduled', text: 'We would love to show you the centre: a tour is being arranged, and we will confirm its time with you.' },
  { value: 'offered', label: 'Place offered', text: 'Good news: we can offer your child a place. Please contact the centre to accept it and arrange the next steps.' },
  { value: 'enrolled', label: 'Enrolled', text: 'Your child is enrolled. Welcome to the centre! We will send you the details of the first days.' },
  { value: 'waitlisted', label: 'On the waiting list', text: 'Your application is on our waiting list. We will contact you as soon as a place opens.' },
  { value: 'declined', label: 'Closed', text: 'We are sorry that we cannot offer a place at this time. Thank you for thinking of us.' },
] as const
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number]['value']

/** What a parent consents to for each child; `field` is the child's flag the server keeps from the history. */
export const CONSENT_KINDS = [
  { value: 'portal-photos', label: 'Photos in the parent portal', field: 'consentPortalPhotos' },
  { value: 'website-photos', label: 'Photos on the public website', field: 'consentWebsitePhotos' },
  { value: 'videos', label: 'Videos', field: 'consentVideos' },
] as const
export type ConsentKind = (typeof CONSENT_KINDS)[number]['value']

/**
 * What a media record with a `purpose` is: a family's or the centre's private file, never public site
 * media (those have no purpose). The photo of a pickup person; a photo of children
 * at the centre (tagged, shown by consent) and an image attached to a family message.
 */
export const MEDIA_PURPOSES = [
  { value: 'pickup-photo', label: 'Photo of an authorized pickup person' },
  { value: 'child-photo', label: 'Photo of children at the centre' },
  { value: 'message-attachment', label: 'Image attached to a family message' },
] as const
export type MediaPurpose = (typeof MEDIA_PURPOSES)[number]['value']

/** What the audit log records: how a child's record was reached, and what was done to it. */
export const AUDIT_ACTIONS = ['read', 'create', 'update', 'delete'] as const
export const AUDIT_CHANNELS = [
  { value: 'api', label: 'Site API (/api)' },
  { value: 'cms-api', label: 'CMS API (/api/cms)' },
  { value: 'cms', label: 'CMS screens (/cms)' },
  // The server's own scheduled work that writes a family's records (the billing run's invoices and charges).
  { value: 'job', label: 'Scheduled job (the server itself)' },
] as const

/** Free-text age-group labels of the /admin screen. */
export const ADMIN_AGE_GROUP_LABELS = [
  'Infants (6 weeks - 12 months)',
  'Toddlers (1-2 years)',
  'Preschool (3-5 years)',
  'School Age (6-12 years)',
] as const

/** Age groups of /admin-dashboard. */
export const DASHBOARD_AGE_GROUPS = [
  { value: 'infant', label: 'infant (6 weeks - 12 months)' },
  { value: 'toddler', label: 'toddler (1-3 years)' },
  { value: 'preschool', label: 'preschool (3-5 years)' },
  { value: 'school-age', label: 'school-age (6-12 years)' },
] as const

/** Age groups of /admin-db and /secure-admin. */
export const SERVER_ADMIN_AGE_GROUPS = [
  { value: 'infant', label: 'Infant (6 weeks - 12 months)' },
  { value: 'toddler', label: 'Toddler (1-2 years)' },
  { value: 'preschool', label: 'Preschool (3-4 years)' },
  { value: 'prekindergarten', label: 'Pre-Kindergarten (4-5 years)' },
  { value: 'schoolage', label: 'School Age (5-12 years)' },
] as const

export const CURRICULUM_CATEGORIES = ['learning', 'social', 'physical', 'creative'] as const
export const VIDEO_CATEGORIES = ['milestone', 'activity', 'social', 'learning'] as const
export const MOODS = ['happy', 'sad', 'energetic', 'tired', 'calm'] as const
export const MILESTONE_CATEGORIES = [
  'physical',
  'cognitive',
  'social',
  'emotional',
  'language',
  'creative',
] as const
export const DEFAULT_MILESTONE_CATEGORY = 'physical'

/** Cache tags of the public pages' CMS content (src/lib/contentChanges.ts announces changes to them). */
export const CONTENT_TAGS = ['newsletters', 'galleries', 'site-settings'] as const
export type ContentTag = (typeof CONTENT_TAGS)[number]

export const DATA_VIEWER_ACTIVITY_LIMIT = 10
export const DEMO_ADMIN_LOGIN_DELAY_MS = 500

export const SESSION_KEYS = {
  adminAuthenticated: 'adminAuthenticated',
  parentAuthenticated: 'parentAuthenticated',
  parentUsername: 'parentUsername',
} as const

export const LOGIN_LOCKOUT = { maxAttempts: 5, lockTimeMs: 15 * 60 * 1000 } as const

/**
 * Failed logins per (client address, login name): the first `freeFailures` cost nothing, then the
 * pair waits `firstBlockMs`, doubled after each further failure up to `maxBlockMs`. Failures older
 * than `forgetAfterMs` are forgotten. See src/collections/shared/loginThrottle.ts.
 */
export const LOGIN_BACKOFF = { freeFailures: 5, firstBlockMs: 60_000, maxBlockMs: 60 * 60_000, forgetAfterMs: 24 * 60 * 60_000 } as const

/** `MAX_UPLOAD_MB` megabytes in bytes; unset, empty or not a positive number: 100 MB. */
export function uploadLimitBytes(megabytes: string | undefined): number {
  const value = Number(megabytes || NaN)
  return Math.floor((Number.isFinite(value) && value > 0 ? value : 100) * 1024 * 1024)
}

/**
 * Largest upload the media collection, /api/admin/videos and /api/cms accept (videos included):
 * MAX_UPLOAD_MB on the server. The browser's copy (a hint before sending) is the 100 MB default.
 */
export const MAX_UPLOAD_BYTES = uploadLimitBytes(process.env.MAX_UPLOAD_MB)

/** The still images families' files may be (pickup photos, photos of children, images in messages): what every browser shows, checked from the bytes. */
export const STILL_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const
/** Room for a multipart body's boundaries and text fields beside its file. */
export const MULTIPART_OVERHEAD_BYTES = 1024 * 1024
/**
 * What the media collection stores, as its bytes show it (never the declared type or the name): raster
 * images and the videos the site plays. No SVG (it can carry script), no HTML, nothing else.
 */
export const ACCEPTED_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/avif', 'image/gif'] as const
export const ACCEPTED_VIDEO_TYPES = ['video/mp4', 'video/webm', 'video/quicktime', 'video/ogg'] as const
export const ALLOWED_UPLOAD_MIME_TYPES: string[] = [...ACCEPTED_IMAGE_TYPES, ...ACCEPTED_VIDEO_TYPES]
export const ACCEPTED_IMAGES_TEXT = 'JPEG, PNG, WebP, AVIF or GIF'
export const ACCEPTED_VIDEOS_TEXT = 'MP4, WebM, QuickTime (MOV) or Ogg'
export const UPLOAD_TYPE_MESSAGE = `Only ${ACCEPTED_IMAGES_TEXT} images and ${ACCEPTED_VIDEOS_TEXT} videos can be uploaded.`
/**
 * What a health document may be (an immunization certificate, an exemption's or a care plan's document,
 * a certification card's scan), as its bytes show it: a PDF or a photo of the paper. Served only as a
 * download or an image, in a sandbox (src/collections/shared/uploads/fileResponses.ts).
 */
export const ACCEPTED_DOCUMENT_TYPES = ['application/pdf', 'image/jpeg', 'image/png', 'image/webp'] as const
/** A document is paper: 20 MB holds a scanned certificate many times over. */
export const MAX_DOCUMENT_BYTES = 20 * 1024 * 1024
export const VIDEO_TYPE_MESSAGE = `Only ${ACCEPTED_VIDEOS_TEXT} videos can be uploaded here.`
