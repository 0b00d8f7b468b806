'use client'

import { useTranslations } from 'next-intl'
import { useEffect, useRef, useState } from 'react'

import { useServerText } from '@/components/i18n/useServerText'
import { FormField } from '@/components/forms/FormField'
import { ChildRecordFields } from '@/components/staff/shared/fieldGroups'
import { FormListTab } from '@/components/staff/shared/FormListTab'
import { useStaffList } from '@/components/staff/shared/lists'
import { useAddRecordForm } from '@/components/staff/shared/useAddRecordForm'
import { Input } from '@/components/ui/input'
import { toast } from '@/components/ui/use-toast'
import { familyAdminEndpoints } from '@/features/families/endpoints'
import { familyRecordAdminEndpoints } from '../../endpoints'
import { CMS_API } from '@/contract/api'
import { ApiError, sendForm } from '@/contract/client'
import { MAX_UPLOAD_BYTES, VIDEO_CATEGORIES } from '@/lib/constants'
import { DevelopmentVideoList } from './DevelopmentVideoList'

type VideoDetails = { childId: string; title: string; description: string; category: string }

const EMPTY_VIDEO: VideoDetails = { childId: '', title: '', description: '', category: '' }

/** The largest video in MB, as the texts give it (the catalogue's `{max}`). */
const MAX_MB = String(MAX_UPLOAD_BYTES / (1024 * 1024))

/** Uploaded files are served by our own media route (their address may include the site's origin). */
function isUploadedFile(url: string) {
  try {
    const address = new URL(url, window.location.href)
    return address.origin === window.location.origin && address.pathname.startsWith(CMS_API.mediaFiles)
  } catch {
    return false
  }
}

/**
 * Upload a development video: the file goes to the server as multipart (`video`), stored privately for
 * the child's family. A chosen file is previewed from a local object URL before it is sent.
 */
export function VideoUploadTab() {
  const t = useTranslations('staff.dashboard')
  const serverText = useServerText()
  /** The same words the server uses when it refuses a file (`familyRecordAdminEndpoints.uploadVideo`). */
  const tooLarge = t('videos.tooLarge', { max: MAX_MB })
  const notAVideo = t('videos.notAVideo')
  const children = useStaffList(familyAdminEndpoints.children)
  // A new key gives a fresh, empty file input (a file input's value can only be cleared, not set).
  const [fileInputKey, setFileInputKey] = useState(0)
  const [file, setFile] = useState<File | null>(null)
  const fileInput = useRef<HTMLInputElement>(null)
  const [previewUrl, setPreviewUrl] = useState<string | null>(null)
  const [fileError, setFileError] = useState<string>()
  // Each preview address is released when it is replaced or the tab goes away.
  useEffect(() => (previewUrl ? () => URL.revokeObjectURL(previewUrl) : undefined), [previewUrl])

  const chooseFile = (chosen: File | null) => {
    setFile(chosen)
    setPreviewUrl(chosen ? URL.createObjectURL(chosen) : null)
  }

  const onFileChange = (input: HTMLInputElement) => {
    const chosen = input.files?.[0]
    const refusal = !chosen ? undefined : !chosen.type.startsWith('video/') ? notAVideo : chosen.size > MAX_UPLOAD_BYTES ? tooLarge : undefined
    setFileError(refusal)
    if (!chosen || refusal) {
      input.value = ''
      return chooseFile(null)
    }
    chooseFile(chosen)
    toast({ title: t('videos.fileSelected'), description: chosen.name })
  }

  const { field, isSubmitting, onSubmit } = useAddRecordForm<VideoDetails>({
    idPrefix: 'dashboard-video',
    blank: () => EMPTY_VIDEO,
    send: (details) => {
      const form = new FormData()
      for (const [name, value] of Object.entries(details)) form.set(name, value)
      // What the input holds is what is sent: a file chosen before this screen's script had started (a slow
      // tablet) never reached onFileChange, and the server still checks whatever comes.
      const chosen = fileInput.current?.files?.[0] ?? file
      if (chosen) form.set('video', chosen)
      return sendForm(familyRecordAdminEndpoints.uploadVideo, form)
    },
    created: (details) => {
      toast({ title: t('videos.added'), description: t('videos.addedDescription', { title: details.title }) })
      chooseFile(null)
      setFileInputKey((key) => key + 1)
    },
    failed: (error) => {
      if (error instanceof ApiError) {
        const onFile = error.fieldErrors.find(({ field }) => field === 'video')?.message
        const refusal = onFile ?? (error.status === 413 ? error.serverMessage : undefined)
        setFileError(refusal ? serverText(refusal) : error.status === 413 ? tooLarge : undefined)
      }
      toast({ title: t('error'), description: t('videos.failedRetry'), variant: 'destructive' })
    },
    lists: [familyRecordAdminEndpoints.videos],
  })

  return (
    <FormListTab
      formTitle={t('videos.formTitle')}
      onSubmit={onSubmit}
      grid
      fields={
        <>
          <ChildRecordFields field={field} enrolled={children.records} categories={VIDEO_CATEGORIES} />
          {field.textarea('description', t('description'), { hint: t('optional'), className: 'sm:col-span-2' })}
          <FormField
            id="dashboard-video-file"
            label={t('videos.file')}
            required
            hint={t('videos.fileHint', { max: MAX_MB })}
            error={fileError}
            className="sm:col-span-2"
          >
            {(aria) => (
              <Input
                key={fileInputKey}
                ref={fileInput}
                type="file"
                accept="video/*"
                className="file:mr-3 file:rounded-full file:border-0 file:bg-brand-50 file:px-3 file:py-1 file:font-semibold file:text-brand-800"
                onChange={(event) => onFileChange(event.currentTarget)}
                {...aria}
              />
            )}
          </FormField>
          {file && previewUrl && (
            <video src={previewUrl} controls preload="metadata" aria-label={t('videos.preview', { name: file.name })} className="w-full rounded-2xl bg-ink sm:col-span-2" />
          )}
        </>
      }
      submitLabel={t('videos.submit')}
      pendingLabel={t('videos.pending')}
      pending={isSubmitting}
      listTitle={t('videos.listTitle')}
      list={
        <DevelopmentVideoList
          details={(video) => ({
            facts: [[t('videos.childId'), video.childId]],
            extra: isUploadedFile(video.videoUrl) && (
              <video src={video.videoUrl} poster={video.thumbnailUrl ?? undefined} controls preload="none" aria-label={t('videos.play', { title: video.title })} className="mt-3 w-full rounded-xl bg-ink" />
            ),
          })}
        />
      }
    />
  )
}
