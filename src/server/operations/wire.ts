import 'server-only'

import type { ClassroomRecord } from '@/contract/records'
import type { Classroom } from '@/payload-types'

export const wireClassroom = (room: Pick<Classroom, 'id' | 'name' | 'ageFromMonths' | 'ageToMonths' | 'capacity'>): ClassroomRecord => ({
  id: room.id,
  name: room.name,
  ageFromMonths: room.ageFromMonths,
  ageToMonths: room.ageToMonths,
  capacity: room.capacity,
})
