import type React from 'react'

import { cn } from '@/lib/utils'
import { ChevronDownIcon } from './icons'
import { fieldClasses } from './input'

/**
 * A styled native <select>: the phone's own picker, keyboard and screen-reader support, and no script.
 * The public forms use it; `Select` (radix) is for richer option lists in the staff screens.
 */
export function NativeSelect({ className, children, ...props }: React.ComponentProps<'select'>) {
  return (
    <div className="relative">
      <select data-slot="native-select" className={cn(fieldClasses, 'min-h-11 appearance-none pr-10', className)} {...props}>
        {children}
      </select>
      <ChevronDownIcon className="pointer-events-none absolute right-3 top-1/2 size-5 -translate-y-1/2 text-ink-soft" />
    </div>
  )
}
