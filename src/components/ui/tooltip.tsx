'use client'

import { Tooltip as TooltipPrimitive } from 'radix-ui'
import type React from 'react'

import { TOOLTIP } from './timing'
import { cn } from '@/lib/utils'

/** Tooltips open after 700 ms and skip the delay for 300 ms after one closes (SPEC §9). */
export function TooltipProvider({ delayDuration = TOOLTIP.delayMs, skipDelayDuration = TOOLTIP.skipDelayMs, ...props }: React.ComponentProps<typeof TooltipPrimitive.Provider>) {
  return <TooltipPrimitive.Provider delayDuration={delayDuration} skipDelayDuration={skipDelayDuration} {...props} />
}

export const Tooltip = TooltipPrimitive.Root
export const TooltipTrigger = TooltipPrimitive.Trigger

export function TooltipContent({ className, sideOffset = 6, ...props }: React.ComponentProps<typeof TooltipPrimitive.Content>) {
  return (
    <TooltipPrimitive.Portal>
      <TooltipPrimitive.Content
        data-slot="tooltip-content"
        sideOffset={sideOffset}
        className={cn('z-50 max-w-xs rounded-lg bg-ink px-3 py-1.5 text-sm text-white shadow-md', className)}
        {...props}
      />
    </TooltipPrimitive.Portal>
  )
}
