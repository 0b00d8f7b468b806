import type React from 'react'

import type { IconProps } from '@/components/ui/icons'
import { IconBadge, type IconTone } from './Section'

/** An icon, a title (h3) and a short text: the service, virtual-learning and commitment cards. */
export function FeatureCard({
  icon: Icon,
  tone,
  title,
  text,
  children,
}: {
  icon: (props: IconProps) => React.ReactNode
  tone: IconTone
  title: string
  text: string
  children?: React.ReactNode
}) {
  return (
    <div className="flex h-full flex-col rounded-3xl bg-white p-6 shadow-sm ring-1 ring-slate-200 transition-shadow hover:shadow-md">
      <IconBadge tone={tone}>
        <Icon />
      </IconBadge>
      <h3 className="mt-5 text-xl font-bold text-ink">{title}</h3>
      <p className="mt-2 text-base leading-relaxed text-ink-soft">{text}</p>
      {children}
    </div>
  )
}
