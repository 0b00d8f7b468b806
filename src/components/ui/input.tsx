import type React from 'react'

import { cn } from '@/lib/utils'

/** The look shared by text inputs, textareas and selects; red border when the field is invalid. */
export const fieldClasses =
  'block w-full rounded-xl border border-slate-400 bg-white px-3.5 py-2.5 text-base text-ink shadow-sm placeholder:text-slate-500 focus-visible:border-brand-600 focus-visible:outline-2 focus-visible:outline-offset-0 disabled:cursor-not-allowed disabled:bg-slate-100 aria-invalid:border-coral-600'

export function Input({ className, type = 'text', ...props }: React.ComponentProps<'input'>) {
  return <input data-slot="input" type={type} className={cn(fieldClasses, 'min-h-11', className)} {...props} />
}
