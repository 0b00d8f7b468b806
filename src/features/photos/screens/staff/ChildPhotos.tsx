'use client'

import { useLocale, useTranslations } from 'next-intl'
import { useRef, useState } from 'react'

import { FieldError, FormField } from '@/components/forms/FormField'
import { useServerText } from '@/components/i18n/useServerText'
import { Button } from '@/components/ui/button'
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog'
import { Input } from '@/components/ui/input'
import { Textarea } from '@/components/ui/textarea'
import { toast } from '@/components/ui/use-toast'
import { photoEndpoints } from '../../endpoints'
import { ApiError, send, sendForm } from '@/contract/client'
import { at } from '@/contract/endpoint'
import { CHILD_PHOTO_TYPES, photoMessages } from '@/contract/schemas/photos'
import { FORMAT_LOCALE } from '@/i18n/routing'
import { FormAndList, Panel } from '@/components/staff/shared/Panel'
import { ListState, ScrollRegion } from '@/components/staff/shared/ListState'
import type { PhotoChild, PhotoRecord } from '../../record'
import { useEndpoint } from '@/components/swr'

const names = (children: PhotoChild[]) => children.map((child) => child.name).join(', ')

/** Who sees the photo, in English words: the families, and the public website (the screen shows `useConsentState`'s). */
export function consentState(photo: PhotoRecord): { families: string; website: string } {
  const consent = photo.consent
  if (!consent) return { families: '', website: '' }
  const families = consent.portalOk
    ? 'Visible to families'
    : `Hidden from families until every child has portal consent${consent.missingPortal.length > 0 ? ` (missing: ${names(consent.missingPortal)})` : ''}`
  const website = consent.onWebsite && consent.websiteOk
    ? 'On the public website'
    : consent.websiteOk
      ? 'May be used on the public website'
      : `Not for the website${consent.missingWebsite.length > 0 ? ` (no website consent: ${names(consent.missingWebsite)})` : ''}`
  return { families, website }
}

/** `consentState` in the page's language. */
export function useConsentState(): (photo: PhotoRecord) => { families: string; website: string } {
  const t = useTranslations('staff.shared.photos')
  return (photo) => {
    const consent = photo.consent
    if (!consent) return { families: '', website: '' }
    const families = consent.portalOk
      ? t('visibleToFamilies')
      : consent.missingPortal.length > 0
        ? t('hiddenFromFamiliesMissing', { names: names(consent.missingPortal) })
        : t('hiddenFromFamilies')
    const website =
      consent.onWebsite && consent.websiteOk
        ? t('onWebsite')
        : consent.websiteOk
          ? t('mayBeOnWebsite')
          : consent.missingWebsite.length > 0
            ? t('notForWebsiteMissing', { names: names(consent.missingWebsite) })
            : t('notForWebsite')
    return { families, website }
  }
}

/**
 * Photos of children for staff: upload a photo and tag the children in it, and the list of
 * photos with who may see each. One component for /admin's Photos tab (every child) and the teacher's
 * screen (their classrooms' children): `taggable`: the children the caller may tag.
 */
export function ChildPhotos({ taggable: children, idPrefix, canDelete }: { taggable: PhotoChild[] | undefined; idPrefix: string; canDelete: (photo: PhotoRecord) => boolean }) {
  const photos = useEndpoint(photoEndpoints.list)
  const [chosen, setChosen] = useState<string[]>([])
  const [title, setTitle] = useState('')
  const [description, setDescription] = useState('')
  const [file, setFile] = useState<File | null>(null)
  const [errors, setErrors] = useState<{ children?: string; title?: string; file?: string }>({})
  const [pending, setPending] = useState(false)
  const [removing, setRemoving] = useState<PhotoRecord | null>(null)
  const fileInput = useRef<HTMLInputElement>(null)
  const childrenGroup = `${idPrefix}-children`
  const t = useTranslations('staff.shared.photos')
  const serverText = useServerText()
  const consentStateOf = useConsentState()
  const day = new Intl.DateTimeFormat(FORMAT_LOCALE[useLocale()], { day: 'numeric', month: 'short', year: 'numeric' })
  const reasonOf = (error: unknown) => (error instanceof ApiError ? (error.serverMessage ?? t('somethingWrong')) : t('unreachable'))

  const toggle = (id: string, on: boolean) => setChosen((current) => (on ? [...current, id] : current.filter((each) => each !== id)))

  const onFileChosen = (input: HTMLInputElement) => {
    const picked = input.files?.[0] ?? null
    if (picked && !(CHILD_PHOTO_TYPES as readonly string[]).includes(picked.type)) {
      setErrors((current) => ({ ...current, file: serverText(photoMessages.type) }))
      input.value = ''
      setFile(null)
      return
    }
    setErrors((current) => ({ ...current, file: undefined }))
    setFile(picked)
  }

  const onSubmit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const found = {
      children: chosen.length === 0 ? serverText(photoMessages.required) : undefined,
      title: title.trim() === '' ? serverText(photoMessages.required) : undefined,
      file: file ? undefined : serverText(photoMessages.missing),
    }
    setErrors(found)
    if (found.children || found.title || found.file) {
      // The first field to fix takes the focus, so a keyboard or screen-reader user lands on it.
      const first = found.children ? document.querySelector<HTMLInputElement>(`#${childrenGroup} input`) : document.getElementById(found.title ? `${idPrefix}-title` : `${idPrefix}-file`)
      first?.focus()
      toast({
        title: t('missingInformation'),
        description: serverText(found.file && !found.children && !found.title ? photoMessages.missing : photoMessages.required),
        variant: 'destructive',
      })
      return
    }
    const form = new FormData()
    form.set('title', title.trim())
    form.set('description', description)
    form.set('childIds', chosen.join(','))
    form.set('file', file!)
    setPending(true)
    try {
      const photo = await sendForm(photoEndpoints.upload, form)
      toast({ title: t('uploaded'), description: `${photo.title}: ${consentStateOf(photo).families}.` })
      setChosen([])
      setTitle('')
      setDescription('')
      setFile(null)
      if (fileInput.current) fileInput.current.value = ''
      await photos.mutate()
    } catch (error) {
      toast({ title: t('uploadFailed'), description: reasonOf(error), variant: 'destructive' })
    } finally {
      setPending(false)
    }
  }

  const confirmRemove = async () => {
    if (!removing) return
    try {
      await send(at(photoEndpoints.remove, removing.id))
      toast({ title: t('deleted'), description: t('deletedDescription', { title: removing.title }) })
      setRemoving(null)
      await photos.mutate()
    } catch (error) {
      toast({ title: t('deleteFailed'), description: reasonOf(error), variant: 'destructive' })
    }
  }

  return (
    <FormAndList>
      <Panel title={t('uploadTitle')} description={t('uploadDescription')}>
        <form noValidate onSubmit={(event) => void onSubmit(event)} className="flex flex-col gap-5">
          <fieldset id={childrenGroup} aria-describedby={errors.children ? `${childrenGroup}-error` : undefined} aria-invalid={errors.children ? true : undefined}>
            <legend className="text-sm font-semibold text-ink">
              {t('childrenLegend')}
              <span aria-hidden="true" className="text-coral-700">
                {' '}
                *
              </span>
            </legend>
            {!children ? (
              <p role="status" className="mt-2 text-sm text-ink-soft">
                {t('loadingChildren')}
              </p>
            ) : children.length === 0 ? (
              <p className="mt-2 text-sm text-ink-soft">{t('noChildren')}</p>
            ) : (
              <ul className="mt-2 grid max-h-56 gap-2 overflow-y-auto sm:grid-cols-2">
                {children.map((child) => (
                  <li key={child.id}>
                    <label className="flex items-center gap-2 rounded-xl border border-slate-200 px-3 py-2 text-sm">
                      <input type="checkbox" className="size-4 accent-brand-700" checked={chosen.includes(child.id)} onChange={(event) => toggle(child.id, event.currentTarget.checked)} />
                      {child.name}
                    </label>
                  </li>
                ))}
              </ul>
            )}
            <FieldError id={`${childrenGroup}-error`} message={errors.children} />
          </fieldset>
          <FormField id={`${idPrefix}-title`} label={t('photoTitle')} required error={errors.title}>
            {(aria) => <Input value={title} maxLength={200} onChange={(event) => setTitle(event.currentTarget.value)} {...aria} />}
          </FormField>
          <FormField id={`${idPrefix}-description`} label={t('description')} hint={t('optional')}>
            {(aria) => <Textarea value={description} rows={3} onChange={(event) => setDescription(event.currentTarget.value)} {...aria} />}
          </FormField>
          <FormField id={`${idPrefix}-file`} label={t('image')} required hint={t('imageHint')} error={errors.file}>
            {(aria) => (
              <Input
                ref={fileInput}
                type="file"
                accept={CHILD_PHOTO_TYPES.join(',')}
                className="file:mr-3 file:rounded-full file:border-0 file:bg-brand-50 file:px-3 file:py-1 file:font-semibold file:text-brand-800"
                onChange={(event) => onFileChosen(event.currentTarget)}
                {...aria}
              />
            )}
          </FormField>
          <Button type="submit" disabled={pending} className="self-start">
            {pending ? t('uploading') : t('upload')}
          </Button>
        </form>
      </Panel>
      <Panel title={t('listTitle')}>
        <ListState records={photos.data} failed={Boolean(photos.error) && !photos.data} reload={() => void photos.mutate()} what={t('what')} empty={t('empty')}>
          {(records) => (
            <ScrollRegion label={t('listTitle')}>
              <ul className="flex flex-col gap-3">
                {records.map((photo) => {
                  const state = consentStateOf(photo)
                  return (
                    <li key={photo.id} className="flex gap-4 rounded-2xl border border-slate-200 bg-white p-3">
                      {photo.urls.thumbnail && (
                        // eslint-disable-next-line @next/next/no-img-element -- a private file: served with the session's cookie, never optimized or cached
                        <img src={photo.urls.thumbnail} alt={photo.title} width={120} height={90} className="h-[90px] w-[120px] shrink-0 rounded-xl object-cover" />
                      )}
                      <div className="min-w-0 flex-1 text-sm">
                        <p className="font-bold text-ink">{photo.title}</p>
                        {photo.description && <p className="text-ink-soft">{photo.description}</p>}
                        <p>
                          <span className="font-semibold">{t('children')}</span> {photo.children.length > 0 ? names(photo.children) : t('noneYouCanSee')}
                        </p>
                        <p className={photo.consent?.portalOk ? 'text-brand-800' : 'text-coral-700'}>{state.families}</p>
                        <p className="text-ink-soft">{state.website}</p>
                        <p className="text-ink-soft">{t('uploadedOn', { date: day.format(new Date(photo.createdAt)) })}</p>
                      </div>
                      {canDelete(photo) && (
                        <Button variant="outline" size="sm" className="self-start" onClick={() => setRemoving(photo)} aria-label={t('deleteLabel', { title: photo.title })}>
                          {t('delete')}
                        </Button>
                      )}
                    </li>
                  )
                })}
              </ul>
            </ScrollRegion>
          )}
        </ListState>
      </Panel>
      <Dialog open={removing !== null} onOpenChange={(open) => !open && setRemoving(null)}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>{t('confirmTitle')}</DialogTitle>
            <DialogDescription>{t('confirmDescription', { title: removing?.title ?? '' })}</DialogDescription>
          </DialogHeader>
          <DialogFooter>
            <Button variant="outline" onClick={() => setRemoving(null)}>
              {t('cancel')}
            </Button>
            <Button onClick={() => void confirmRemove()}>{t('deletePhoto')}</Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </FormAndList>
  )
}
