import type React from 'react'

import { cn } from '@/lib/utils'
import { CheckIcon } from './icons'

/**
 * A checkbox that is the browser's own input, drawn as `Checkbox` (./checkbox.tsx) is: for the public forms,
 * whose script every visitor's phone downloads (radix's checkbox, its state and its presence animation are
 * about 3 kB more). Being an input, it is a checkbox to assistive technology and to its <label> without help.
 */
export function NativeCheckbox({ className, ...props }: Omit<React.ComponentProps<'input'>, 'type'>) {
  return (
    <span className={cn('relative inline-flex size-6 shrink-0', className)}>
      <input
        type="checkbox"
        data-slot="checkbox"
        className="peer size-6 cursor-pointer appearance-none rounded-md border-2 border-slate-500 bg-white transition-colors checked:border-brand-600 checked:bg-brand-600 disabled:cursor-not-allowed disabled:opacity-50 aria-invalid:border-coral-600"
        {...props}
      />
      <CheckIcon className="pointer-events-none absolute inset-0 m-auto size-4 text-white opacity-0 [stroke-width:3] peer-checked:opacity-100" />
    </span>
  )
}
