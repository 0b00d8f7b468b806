import { useTranslations } from 'next-intl'

import { cn } from '@/lib/utils'
import { SocialIcon } from './frameIcons'

export type SocialLink = { platform: string; url: string }

/**
 * The centre's pages on social platforms, opening in a new tab. `variant="icons"` shows round icon
 * buttons (name for screen readers), `variant="labelled"` icon and platform name.
 */
export function SocialLinks({
  links,
  variant = 'icons',
  className,
  tone = 'light',
}: {
  links: SocialLink[]
  variant?: 'icons' | 'labelled'
  className?: string
  tone?: 'light' | 'dark'
}) {
  const t = useTranslations('site.common')
  if (links.length === 0) return null
  return (
    <ul className={cn('flex flex-wrap items-center gap-2', className)}>
      {links.map(({ platform, url }) => (
        <li key={url}>
          <a
            href={url}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={variant === 'icons' ? t('socialIconLabel', { platform }) : undefined}
            className={cn(
              'inline-flex items-center justify-center gap-2 rounded-full font-semibold transition-colors',
              variant === 'icons' ? 'size-11' : 'min-h-11 px-4',
              tone === 'light' ? 'text-brand-700 hover:bg-brand-50' : 'text-white hover:bg-white/15',
              variant === 'labelled' && (tone === 'light' ? 'border-2 border-brand-600 bg-white' : 'border-2 border-white/70'),
            )}
          >
            <SocialIcon platform={platform} className="size-5" />
            {variant === 'labelled' && (
              <span>
                {platform}
                <span className="sr-only"> {t('opensInNewTab')}</span>
              </span>
            )}
          </a>
        </li>
      ))}
    </ul>
  )
}
