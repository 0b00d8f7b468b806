'use client'

import { useEffect, useState } from 'react'

import { FormField } from '@/components/forms/FormField'
import { Input } from '@/components/ui/input'
import { toast } from '@/components/ui/use-toast'
import { api, CMS_API } from '@/contract/api'
import { ApiError, sendForm } from '@/contract/client'
import { MAX_UPLOAD_BYTES, VIDEO_CATEGORIES } from '@/lib/constants'
import { DevelopmentVideoList } from '../shared/DevelopmentVideoList'
import { FormListTab } from '../shared/FormListTab'
import { useStaffList } from '../shared/lists'
import { ChildRecordFields } from '../shared/fieldGroups'
import { useAddRecordForm } from '../shared/useAddRecordForm'

type VideoDetails = { childId: string; title: string; description: string; category: string }

const EMPTY_VIDEO: VideoDetails = { childId: '', title: '', description: '', category: '' }

const MAX_MB = MAX_UPLOAD_BYTES / (1024 * 1024)
/** The same words the server uses when it refuses a file (`api.admin.uploadVideo`). */
const TOO_LARGE = `Video files may be at most ${MAX_MB} MB.`
const NOT_A_VIDEO = 'Only video files can be uploaded here.'

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
export function VideosTab() {
  const children = useStaffList(api.admin.children)
  // A new key gives a fresh, empty file input (a file input's value can only be cleared, not set).
  const [fileInputKey, setFileInputKey] = useState(0)
  const [file, setFile] = useState<File | null>(null)
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
    const refusal = !chosen ? undefined : !chosen.type.startsWith('video/') ? NOT_A_VIDEO : chosen.size > MAX_UPLOAD_BYTES ? TOO_LARGE : undefined
    setFileError(refusal)
    if (!chosen || refusal) {
      input.value = ''
      return chooseFile(null)
    }
    chooseFile(chosen)
    toast({ title: 'File Selected', description: chosen.name })
  }

  const { field, isSubmitting, onSubmit } = useAddRecordForm<VideoDetails>({
    idPrefix: 'dashboard-video',
    blank: () => EMPTY_VIDEO,
    send: (details) => {
      const form = new FormData()
      for (const [name, value] of Object.entries(details)) form.set(name, value)
      if (file) form.set('video', file)
      return sendForm(api.admin.uploadVideo, form)
    },
    created: (details) => {
      toast({ title: 'Video Added', description: `“${details.title}” was uploaded.` })
      chooseFile(null)
      setFileInputKey((key) => key + 1)
    },
    failed: (error) => {
      if (error instanceof ApiError) {
        const onFile = error.fieldErrors.find(({ field }) => field === 'video')?.message
        setFileError(onFile ?? (error.status === 413 ? (error.serverMessage ?? TOO_LARGE) : undefined))
      }
      toast({ title: 'Error', description: 'Failed to upload video. Please try again.', variant: 'destructive' })
    },
    lists: [api.admin.videos],
  })

  return (
    <FormListTab
      formTitle="Upload Development Video"
      onSubmit={onSubmit}
      grid
      fields={
        <>
          <ChildRecordFields field={field} enrolled={children.records} categories={VIDEO_CATEGORIES} />
          {field.textarea('description', 'Description', { hint: 'Optional', className: 'sm:col-span-2' })}
          <FormField id="dashboard-video-file" label="Video File" required hint={`A video file (MP4, WebM, MOV or Ogg), up to ${MAX_MB} MB`} error={fileError} className="sm:col-span-2">
            {(aria) => (
              <Input
                key={fileInputKey}
                type="file"
                accept="video/*"
                className="file:mr-3 file:rounded-full file:border-0 file:bg-brand-50 file:px-3 file:py-1 file:font-semibold file:text-brand-800"
                onChange={(event) => onFileChange(event.currentTarget)}
                {...aria}
              />
            )}
          </FormField>
          {file && previewUrl && (
            <video src={previewUrl} controls preload="metadata" aria-label={`Preview of ${file.name}`} className="w-full rounded-2xl bg-ink sm:col-span-2" />
          )}
        </>
      }
      submitLabel="Upload Video"
      pendingLabel="Uploading..."
      pending={isSubmitting}
      listTitle="Development Videos"
      list={
        <DevelopmentVideoList
          details={(video) => ({
            facts: [['Child ID', video.childId]],
            extra: isUploadedFile(video.videoUrl) && (
              <video src={video.videoUrl} poster={video.thumbnailUrl ?? undefined} controls preload="none" aria-label={`Play ${video.title}`} className="mt-3 w-full rounded-xl bg-ink" />
            ),
          })}
        />
      }
    />
  )
}
