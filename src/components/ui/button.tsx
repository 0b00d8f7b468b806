import { Slot } from 'radix-ui'
import type React from 'react'

import { variants, type VariantProps } from '@/lib/utils'

export const buttonVariants = variants(
  'inline-flex items-center justify-center gap-2 whitespace-nowrap rounded-full font-semibold transition-colors disabled:pointer-events-none disabled:opacity-60 [&_svg]:size-5 [&_svg]:shrink-0',
  {
    variants: {
      variant: {
        default: 'bg-brand-600 text-white shadow-sm hover:bg-brand-700',
        accent: 'bg-coral-600 text-white shadow-sm hover:bg-coral-700',
        sun: 'bg-sun-400 text-ink shadow-sm hover:bg-sun-300',
        outline: 'border-2 border-brand-600 bg-white text-brand-700 hover:bg-brand-50',
        inverse: 'bg-white text-brand-800 shadow-sm hover:bg-brand-50',
        'outline-inverse': 'border-2 border-white text-white hover:bg-white/10',
        ghost: 'text-ink hover:bg-brand-50',
        destructive: 'bg-coral-700 text-white hover:bg-coral-600',
        link: 'rounded-none text-brand-700 underline underline-offset-4 hover:text-brand-800',
      },
      size: {
        default: 'min-h-11 px-5 py-2 text-base',
        sm: 'min-h-9 px-4 py-1.5 text-sm',
        lg: 'min-h-12 px-7 py-3 text-lg',
        icon: 'size-11',
      },
    },
    defaultVariants: { variant: 'default', size: 'default' },
  },
)

export type ButtonProps = React.ComponentProps<'button'> &
  VariantProps<typeof buttonVariants> & {
    /** Render the child element (a link) with the button's look instead of a <button>. */
    asChild?: boolean
  }

export function Button({ className, variant, size, asChild = false, ...props }: ButtonProps) {
  const Component = asChild ? Slot.Root : 'button'
  return <Component data-slot="button" className={buttonVariants({ variant, size, className })} {...props} />
}
