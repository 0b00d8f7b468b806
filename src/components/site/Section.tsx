import type React from 'react'

import { cn } from '@/lib/utils'

const tones = {
  white: 'bg-white',
  cream: 'bg-cream',
  sky: 'bg-brand-50',
  sun: 'bg-sun-50',
  lavender: 'bg-lavender-50',
  leaf: 'bg-leaf-50',
} as const

/** A full-width band of a page with its content centred; `labelledBy` names it after its heading. */
export function Section({
  tone = 'white',
  className,
  children,
  labelledBy,
}: {
  tone?: keyof typeof tones
  className?: string
  children: React.ReactNode
  labelledBy?: string
}) {
  return (
    <section aria-labelledby={labelledBy} className={cn(tones[tone], 'py-16 sm:py-20', className)}>
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">{children}</div>
    </section>
  )
}

/** A section's eyebrow, heading (h2) and lead paragraph, centred above its content. */
export function SectionHeading({
  id,
  eyebrow,
  title,
  children,
  align = 'center',
}: {
  id: string
  eyebrow?: string
  title: React.ReactNode
  children?: React.ReactNode
  align?: 'center' | 'left'
}) {
  return (
    <div className={cn('max-w-3xl', align === 'center' && 'mx-auto text-center')}>
      {eyebrow && <p className="text-sm font-bold uppercase tracking-wider text-coral-700">{eyebrow}</p>}
      <h2 id={id} className="mt-2 text-3xl font-extrabold tracking-tight text-ink sm:text-4xl">
        {title}
      </h2>
      {children && <div className="mt-4 text-lg leading-relaxed text-ink-soft">{children}</div>}
    </div>
  )
}

/** The coloured round badge an icon sits in on the feature cards. */
export const iconBadgeTones = {
  brand: 'bg-brand-100 text-brand-700',
  coral: 'bg-coral-100 text-coral-700',
  sun: 'bg-sun-100 text-ink',
  leaf: 'bg-leaf-100 text-leaf-700',
  lavender: 'bg-lavender-100 text-lavender-700',
} as const

export type IconTone = keyof typeof iconBadgeTones

export function IconBadge({ tone, children, className }: { tone: IconTone; children: React.ReactNode; className?: string }) {
  return <span className={cn('inline-flex size-12 items-center justify-center rounded-2xl [&_svg]:size-6', iconBadgeTones[tone], className)}>{children}</span>
}

/** The top of each page below the navigation: its one h1 and a short introduction. */
export function PageIntro({ eyebrow, title, children }: { eyebrow: string; title: string; children: React.ReactNode }) {
  return (
    <div className="relative overflow-hidden bg-gradient-to-b from-brand-50 to-white">
      <Decorations />
      <div className="relative mx-auto max-w-4xl px-4 pb-14 pt-16 text-center sm:px-6 sm:pt-20">
        <p className="text-sm font-bold uppercase tracking-wider text-coral-700">{eyebrow}</p>
        <h1 className="mt-3 text-4xl font-extrabold tracking-tight text-ink sm:text-5xl">{title}</h1>
        <div className="mx-auto mt-5 max-w-2xl text-lg leading-relaxed text-ink-soft sm:text-xl">{children}</div>
      </div>
    </div>
  )
}

/** Soft confetti circles in the palette's colours (decorative). */
export function Decorations() {
  return (
    <div aria-hidden="true" className="pointer-events-none absolute inset-0">
      <span className="absolute -left-10 top-10 size-40 rounded-full bg-sun-100/70" />
      <span className="absolute -right-8 top-24 size-28 rounded-full bg-coral-100/70" />
      <span className="absolute bottom-6 left-1/4 size-10 rounded-full bg-leaf-100" />
      <span className="absolute right-1/4 top-8 size-6 rounded-full bg-lavender-100" />
    </div>
  )
}
