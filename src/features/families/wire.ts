import 'server-only'

import type { ChildRecord } from '@/contract/records'
import type { Child } from '@/payload-types'
import { relationId } from '@/lib/relationId'

export const wireChild = (child: Child): ChildRecord => ({
  id: child.id,
  firstName: child.firstName,
  lastName: child.lastName,
  dateOfBirth: child.dateOfBirth,
  ageGroup: child.ageGroup ?? null,
  parentId: relationId(child.parent),
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
