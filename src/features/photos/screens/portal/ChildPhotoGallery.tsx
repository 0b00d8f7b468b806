'use client'

import { useTranslations } from 'next-intl'

import { photoEndpoints } from '../../endpoints'
import { usePortalDates } from '@/components/portal/dates'
import { EmptyState, type ListRead, RecordsList } from '@/components/portal/RecordStates'
import type { PhotoRecord } from '../../record'
import { useEndpoint } from '@/components/swr'

/** The download's file name: the photo's title (`fallback` without one), with the stored file's extension. */
const downloadName = (photo: PhotoRecord, fallback: string) => {
  const extension = photo.filename?.match(/\.[a-z0-9]+$/i)?.[0] ?? ''
  return `${photo.title.replace(/[^\p{L}\p{N} _-]+/gu, '').trim() || fallback}${extension}`
}

/**
 * A child's photos in the parent portal, newest first: those of the child that every tagged
 * child's parents consented to show in the portal (the server decides). Each opens full size and downloads.
 */
export function ChildPhotoGallery({ firstName, result }: { firstName: string; result: ListRead<PhotoRecord> }) {
  const t = useTranslations('portal.gallery')
  const dates = usePortalDates()
  return (
    <RecordsList
      result={result}
      what="photos"
      className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3"
      empty={<EmptyState title={t('emptyTitle')}>{t('emptyText', { firstName })}</EmptyState>}
      render={(photo) => (
        <figure className="flex h-full flex-col gap-2 rounded-2xl border border-slate-200 p-3">
          {photo.urls.card && (
            // eslint-disable-next-line @next/next/no-img-element -- a private family file: served with the session's cookie, never optimized or cached
            <img src={photo.urls.card} alt={photo.title} loading="lazy" className="aspect-[4/3] w-full rounded-xl bg-brand-50 object-cover" />
          )}
          <figcaption className="flex flex-1 flex-col gap-1 text-sm">
            <span className="font-bold text-ink">{photo.title}</span>
            {photo.description && <span className="text-ink-soft">{photo.description}</span>}
            <span className="text-ink-soft">{dates.day(photo.createdAt) ? t('shared', { date: dates.day(photo.createdAt) }) : t('sharedRecently')}</span>
            {photo.urls.original && (
              <a href={photo.urls.original} download={downloadName(photo, t('fileName'))} className="mt-auto self-start font-semibold text-brand-800 underline underline-offset-2 focus-visible:outline-2">
                {t.rich('download', { title: photo.title, hidden: (chunks) => <span className="sr-only">{chunks}</span> })}
              </a>
            )}
          </figcaption>
        </figure>
      )}
    />
  )
}

/** The gallery with its own load: one child's photos (the /parent-portal "Photos & Videos" tab). */
export function ChildPhotos({ childId, firstName }: { childId: string; firstName: string }) {
  const result = useEndpoint(photoEndpoints.list, { childId })
  return <ChildPhotoGallery firstName={firstName} result={result} />
}
