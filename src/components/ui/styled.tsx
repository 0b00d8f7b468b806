import type React from 'react'

import { cn } from '@/lib/utils'

/**
 * One of our primitives: `Component` (a radix part or an HTML element) marked `data-slot={slot}`, with
 * our `classes` before the caller's `className` (which adds to them, see cn()).
 */
export function styled<C extends React.ElementType>(Component: C, slot: string, classes: string) {
  const Element: React.ElementType = Component
  function Styled(props: React.ComponentProps<C>) {
    const { className, ...rest } = props as { className?: string }
    return <Element data-slot={slot} className={cn(classes, className)} {...rest} />
  }
  Styled.displayName = slot
  return Styled
}
