import { getImageProps } from 'next/image'
import { useTranslations } from 'next-intl'

import type { GalleryImage } from '../../service'
import { cn } from '@/lib/utils'
import { useCmsLang } from '@/components/site/CmsText'

/** How a mosaic picture spans the 4-column grid: the first is large, the ones after the fifth are wide. */
function mosaicTile(index: number, count: number): 'featured' | 'wide' | 'full' | 'tile' {
  if (index === 0) return 'featured'
  if (index < 5) return 'tile'
  // Two wide pictures fill a row; an odd one out takes the whole row.
  return index === count - 1 && (count - 5) % 2 === 1 ? 'full' : 'wide'
}

const tileClasses = {
  featured: 'col-span-2 row-span-2',
  wide: 'md:col-span-2',
  full: 'col-span-2 md:col-span-4',
  tile: '',
} as const

/**
 * A gallery from the CMS. Next's image optimizer serves each site picture as AVIF/WebP at the width the
 * layout needs (`sizes`); a photo of children comes straight from its file, in the sizes made at upload
 * (src/features/site-content/service.ts says why). `layout="mosaic"` makes the first picture large, `"portraits"` keeps squares.
 * An alt text or caption shown in English on a Spanish page says so (`lang` on the img or figcaption).
 */
export function Gallery({ images, layout }: { images: GalleryImage[]; layout: 'mosaic' | 'portraits' }) {
  const t = useTranslations('site.common')
  const langOf = useCmsLang()
  if (images.length === 0) return <p className="mt-10 text-center text-ink-soft">{t('photosComingSoon')}</p>
  return (
    <ul className={cn('mt-12 grid gap-4 sm:gap-5', layout === 'mosaic' ? 'grid-cols-2 md:grid-cols-4' : 'grid-cols-2 sm:grid-cols-3 lg:grid-cols-4')}>
      {images.map((image, index) => {
        const tile = layout === 'mosaic' ? mosaicTile(index, images.length) : 'tile'
        const large = tile !== 'tile'
        const sizes = large ? '(min-width: 1280px) 620px, (min-width: 768px) 50vw, 100vw' : '(min-width: 1280px) 300px, (min-width: 768px) 25vw, 50vw'
        const className = cn(
          'h-full w-full object-cover transition-transform duration-500 group-hover:scale-105',
          layout === 'portraits' ? 'aspect-square' : tile === 'wide' ? 'aspect-[4/3] md:aspect-[8/3]' : tile === 'full' ? 'aspect-[8/3]' : 'aspect-[4/3]',
        )
        return (
          <li key={image.id} className={tileClasses[tile]}>
            <figure className="group relative h-full overflow-hidden rounded-3xl bg-brand-50 shadow-sm ring-1 ring-slate-200">
              {image.unoptimized ? (
                // eslint-disable-next-line @next/next/no-img-element -- a photo of children: its own generated sizes, never through the image optimizer (see GalleryImage)
                <img
                  src={image.src}
                  srcSet={image.srcSet ?? undefined}
                  sizes={image.srcSet ? sizes : undefined}
                  alt={image.alt.text}
                  {...langOf(image.alt)}
                  width={image.width}
                  height={image.height}
                  loading="lazy"
                  decoding="async"
                  className={className}
                />
              ) : (
                // eslint-disable-next-line @next/next/no-img-element -- next/image's own attributes (getImageProps) on a plain img: the optimizer's sizes, and no image component sent to every page's browser
                <img {...getImageProps({ src: image.src, alt: image.alt.text, width: image.width, height: image.height, sizes, className }).props} alt={image.alt.text} {...langOf(image.alt)} />
              )}
              {image.caption && (
                <figcaption
                  className="absolute inset-x-0 bottom-0 bg-gradient-to-t from-ink/80 to-transparent p-4 pt-10 text-sm font-semibold text-white"
                  {...langOf(image.caption)}
                >
                  {image.caption.text}
                </figcaption>
              )}
            </figure>
          </li>
        )
      })}
    </ul>
  )
}
