import type React from 'react'

import type { Choice } from '@/components/forms/choices'
import type { ChildRecord } from '@/contract/records'
import { childChoices } from '@/components/staff/shared/recordChoices'

type ChildSelect = { select: (name: 'childId', label: string, choices: readonly Choice[], options: { required: true; placeholder: string }) => React.ReactNode }

/** The daily activity and milestone forms' required child picker. */
export const childPicker = (field: ChildSelect, children: ChildRecord[]) =>
  field.select('childId', 'Child', childChoices(children), { required: true, placeholder: 'Select a child' })

/** Why a child's record cannot be added yet (the add button is disabled), if it cannot. */
export const needsAChild = (children: ChildRecord[]) => (children.length === 0 ? 'Add a child first.' : undefined)
