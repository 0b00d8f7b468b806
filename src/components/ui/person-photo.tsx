'use client'

import Image from 'next/image'
import { useTranslations } from 'next-intl'
import { useState } from 'react'

import { cn } from '@/lib/utils'

const initialsOf = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word.charAt(0))
    .join('')
    .toUpperCase()

/**
 * A person's photo ("Photo of <name>"), or their initials when there is none or it cannot be shown. The
 * file is private (the session's cookie decides who gets it), so the browser fetches it itself: never
 * through Next's image optimizer, which would fetch and keep it without that cookie.
 */
export function PersonPhoto({ name, url, size = 64, className }: { name: string; url: string | null; size?: number; className?: string }) {
  const t = useTranslations('ui')
  const [broken, setBroken] = useState<string | null>(null)
  const style = { width: size, height: size }
  if (!url || broken === url) {
    return (
      <span
        role="img"
        aria-label={t('noPhotoOf', { name })}
        data-testid="person-photo-placeholder"
        style={style}
        className={cn('flex shrink-0 items-center justify-center rounded-full bg-brand-100 font-bold text-brand-800', className)}
      >
        <span aria-hidden="true">{initialsOf(name)}</span>
      </span>
    )
  }
  return (
    <Image
      src={url}
      alt={t('photoOf', { name })}
      width={size}
      height={size}
      unoptimized
      onError={() => setBroken(url)}
      style={style}
      className={cn('shrink-0 rounded-full bg-slate-100 object-cover', className)}
    />
  )
}
