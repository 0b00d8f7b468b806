import 'server-only'

import type { ApplicationRecord } from '@/contract/records'
import type { Application } from '@/payload-types'

export const wireApplication = (application: Application): ApplicationRecord => ({
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
