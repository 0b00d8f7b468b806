import type React from 'react'

import { type ChildRecord, fullName } from '@/contract/records'
import type { Choice } from '@/components/staff/shared/ChoiceSelect'

type ChildSelect = { select: (name: 'childId', label: string, choices: readonly Choice[], options: { required: true; placeholder: string }) => React.ReactNode }

/** The daily activity and milestone forms' required child picker. */
export const childPicker = (field: ChildSelect, children: ChildRecord[]) =>
  field.select(
    'childId',
    'Child',
    children.map((child) => ({ value: child.id, label: fullName(child) })),
    { required: true, placeholder: 'Select a child' },
  )

/** Why a child's record cannot be added yet (the add button is disabled), if it cannot. */
export const needsAChild = (children: ChildRecord[]) => (children.length === 0 ? 'Add a child first.' : undefined)
