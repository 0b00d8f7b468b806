import type React from 'react'

import { NativeSelect } from '@/components/ui/native-select'
import type { Choice } from './choices'

/** A native select of `choices`, after an empty option when there is a `placeholder`. */
export function ChoiceSelect({ choices, placeholder, ...props }: React.ComponentProps<'select'> & { choices: readonly Choice[]; placeholder?: string }) {
  return (
    <NativeSelect {...props}>
      {placeholder !== undefined && <option value="">{placeholder}</option>}
      {choices.map(({ value, label }) => (
        <option key={value} value={value}>
          {label}
        </option>
      ))}
    </NativeSelect>
  )
}
