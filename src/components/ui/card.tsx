import type React from 'react'

import { cn } from '@/lib/utils'
import { styled } from './styled'

export const Card = styled('div', 'card', 'flex flex-col rounded-3xl border border-slate-200 bg-white shadow-sm')

export const CardHeader = styled('div', 'card-header', 'flex flex-col gap-1.5 p-6 pb-0')

/** A card's title; `as` picks the heading level that fits the page outline. */
export function CardTitle({ className, as: Heading = 'h3', ...props }: React.ComponentProps<'h3'> & { as?: 'h2' | 'h3' | 'h4' }) {
  return <Heading data-slot="card-title" className={cn('text-xl font-bold leading-snug text-ink', className)} {...props} />
}

export const CardDescription = styled('p', 'card-description', 'text-base text-ink-soft')

export const CardContent = styled('div', 'card-content', 'p-6')

export const CardFooter = styled('div', 'card-footer', 'mt-auto flex items-center gap-3 p-6 pt-0')
