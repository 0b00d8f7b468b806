/**
 * What the /api contract sends: docs/spec.md §3's field names (parentId, childId, createdBy, submittedAt...)
 * whatever Payload calls them. Only the fields the contract names leave the server.
 */
import type {
  Application,
  Child,
  ContactMessage,
  CurriculumActivity,
  DailyActivity,
  DevelopmentVideo,
  Milestone,
  User,
} from '@/payload-types'
import { mediaSrc } from '@/lib/media'

const idOf = (value: unknown): string | null =>
  value && typeof value === 'object' ? String((value as { id: unknown }).id) : value ? String(value) : null

export const wireUser = (user: Pick<User, 'id' | 'username' | 'firstName' | 'lastName' | 'email' | 'role' | 'createdAt'>) => ({
  id: user.id,
  username: user.username,
  firstName: user.firstName ?? null,
  lastName: user.lastName ?? null,
  email: user.email ?? null,
  role: user.role,
  createdAt: user.createdAt,
})

export const wireChild = (child: Child) => ({
  id: child.id,
  firstName: child.firstName,
  lastName: child.lastName,
  dateOfBirth: child.dateOfBirth,
  ageGroup: child.ageGroup ?? null,
  parentId: idOf(child.parent),
  enrollmentDate: child.enrollmentDate,
  profileImage: child.profileImage ?? null,
  specialNeeds: child.specialNeeds ?? null,
  medicalConditions: child.medicalConditions ?? null,
  allergies: child.allergies ?? null,
  dietaryRestrictions: child.dietaryRestrictions ?? null,
  emergencyContact: child.emergencyContact ?? null,
  emergencyContactPhone: child.emergencyContactPhone ?? null,
  preferredNapTime: child.preferredNapTime ?? null,
  favoriteActivities: child.favoriteActivities ?? null,
  parentNotes: child.parentNotes ?? null,
  createdAt: child.createdAt,
})

export const wireCurriculumActivity = (activity: CurriculumActivity) => ({
  id: activity.id,
  childId: idOf(activity.child),
  title: activity.title,
  description: activity.description,
  category: activity.category,
  completedAt: activity.completedAt ?? null,
  notes: activity.notes ?? null,
  createdAt: activity.createdAt,
})

export const wireDevelopmentVideo = (video: DevelopmentVideo) => ({
  id: video.id,
  childId: idOf(video.child),
  title: video.title,
  description: video.description ?? null,
  // Our own uploads as paths on this site, whatever origin the server had when they were stored.
  videoUrl: mediaSrc(video.videoUrl) ?? video.videoUrl,
  thumbnailUrl: mediaSrc(video.thumbnailUrl) ?? null,
  category: video.category,
  recordedAt: video.recordedAt ?? null,
  createdAt: video.createdAt,
})

export const wireDailyActivity = (activity: DailyActivity) => ({
  id: activity.id,
  childId: idOf(activity.child),
  date: activity.date,
  mealTime: activity.mealTime ?? null,
  napTime: activity.napTime ?? null,
  activities: activity.activities ?? null,
  mood: activity.mood ?? null,
  notes: activity.notes ?? null,
  createdBy: idOf(activity.createdBy),
  createdAt: activity.createdAt,
})

export const wireMilestone = (milestone: Milestone) => ({
  id: milestone.id,
  childId: idOf(milestone.child),
  title: milestone.title,
  description: milestone.description,
  category: milestone.category,
  achievedAt: milestone.achievedAt ?? null,
  notes: milestone.notes ?? null,
  createdBy: idOf(milestone.createdBy),
  createdAt: milestone.createdAt,
})

export const wireApplication = (application: Application) => ({
  id: application.id,
  parentFirstName: application.parentFirstName,
  parentLastName: application.parentLastName,
  email: application.email,
  phone: application.phone,
  address: application.address,
  childFirstName: application.childFirstName,
  childLastName: application.childLastName,
  childDateOfBirth: application.childDateOfBirth,
  childAgeGroup: application.childAgeGroup,
  desiredStartDate: application.desiredStartDate,
  schedulePreference: application.schedulePreference,
  servicesNeeded: application.servicesNeeded ?? [],
  voucherInterested: application.voucherInterested ?? false,
  specialNeeds: application.specialNeeds ?? '',
  questions: application.questions ?? '',
  submittedAt: application.submittedAt ?? null,
})

export const wireContactMessage = (message: ContactMessage) => ({
  id: message.id,
  name: message.name,
  email: message.email,
  message: message.message,
  submittedAt: message.submittedAt ?? null,
})
