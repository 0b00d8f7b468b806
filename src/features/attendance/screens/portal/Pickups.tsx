'use client'

import { useTranslations } from 'next-intl'
import { type ChangeEvent, useId, useState } from 'react'

import { useReasonOf } from '@/components/portal/reasons'
import { Button, buttonVariants } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { PersonPhoto } from '@/components/ui/person-photo'
import { toast } from '@/components/ui/use-toast'
import { pickupEndpoints } from '../../endpoints'
import { send, sendForm } from '@/contract/client'
import { at as pathAt } from '@/contract/endpoint'
import { PICKUP_PHOTO_TYPES, pickupPhotoMessages } from '@/contract/schemas/operations'
import { MAX_UPLOAD_BYTES } from '@/lib/constants'
import type { PickupRecord, RosterChild } from '../../record'

/** The people the parent authorizes to collect a child (NC 10A NCAC 09 .0801: in writing, here), with their photos. */
export function Pickups({ child, onChange }: { child: RosterChild; onChange: () => void }) {
  const t = useTranslations('portal.today.pickups')
  const reasonOf = useReasonOf()
  const [name, setName] = useState('')
  const [relation, setRelation] = useState('')
  const [phone, setPhone] = useState('')
  const [problem, setProblem] = useState<string | null>(null)
  const [saving, setSaving] = useState(false)
  const ids = useId()

  const add = async (event: React.FormEvent) => {
    event.preventDefault()
    setSaving(true)
    setProblem(null)
    try {
      await send(pickupEndpoints.addPickup, { childId: child.id, name, relation, phone })
      toast({ title: t('addedToast', { name, firstName: child.firstName }) })
      setName('')
      setRelation('')
      setPhone('')
      onChange()
    } catch (failure) {
      setProblem(reasonOf(failure))
    } finally {
      setSaving(false)
    }
  }

  const remove = async (pickupId: string, who: string) => {
    try {
      await send(pathAt(pickupEndpoints.removePickup, pickupId))
      toast({ title: t('removedToast', { name: who, firstName: child.firstName }) })
      onChange()
    } catch (failure) {
      toast({ title: t('notRemoved'), description: reasonOf(failure), variant: 'destructive' })
    }
  }

  return (
    <div className="flex flex-col gap-3">
      <h4 className="text-lg font-bold text-ink">{t('heading', { firstName: child.firstName })}</h4>
      {child.pickups.length === 0 ? (
        <p className="text-ink-soft">{t('none', { firstName: child.firstName })}</p>
      ) : (
        <ul className="flex flex-col gap-2" aria-label={t('listLabel', { firstName: child.firstName })}>
          {child.pickups.map((pickup) => (
            <li key={pickup.id} className="flex flex-wrap items-center gap-3 rounded-2xl bg-brand-50/60 px-4 py-3">
              <PersonPhoto name={pickup.name} url={pickup.photoUrl} size={64} />
              <div className="flex min-w-0 flex-1 flex-col gap-1">
                <span>
                  <span className="font-semibold">{pickup.name}</span> · {pickup.relation} · {pickup.phone}
                </span>
                <PickupPhotoControls pickup={pickup} onChange={onChange} />
              </div>
              <Button size="sm" variant="ghost" onClick={() => void remove(pickup.id, pickup.name)}>
                {t('remove', { name: pickup.name })}
              </Button>
            </li>
          ))}
        </ul>
      )}
      <form onSubmit={(event) => void add(event)} className="grid gap-3 sm:grid-cols-3" aria-label={t('formLabel', { firstName: child.firstName })}>
        <div className="flex flex-col gap-1">
          <Label htmlFor={`${ids}-name`}>{t('fullName')}</Label>
          <Input id={`${ids}-name`} value={name} onChange={(event) => setName(event.target.value)} autoComplete="off" />
        </div>
        <div className="flex flex-col gap-1">
          <Label htmlFor={`${ids}-relation`}>{t('relationship')}</Label>
          <Input id={`${ids}-relation`} value={relation} onChange={(event) => setRelation(event.target.value)} autoComplete="off" />
        </div>
        <div className="flex flex-col gap-1">
          <Label htmlFor={`${ids}-phone`}>{t('phone')}</Label>
          <Input id={`${ids}-phone`} type="tel" value={phone} onChange={(event) => setPhone(event.target.value)} autoComplete="off" />
        </div>
        {problem && (
          <p role="alert" className="font-semibold text-coral-700 sm:col-span-3">
            {problem}
          </p>
        )}
        <div className="sm:col-span-3">
          <Button type="submit" disabled={saving}>
            {saving ? t('adding') : t('add')}
          </Button>
        </div>
      </form>
    </div>
  )
}

const PHOTO_TYPES: readonly string[] = PICKUP_PHOTO_TYPES

/**
 * Add, change or remove the photo staff see at check-out: a real file input (keyboard and screen readers
 * reach it through its label, drawn as a button), checked here first and by the server again.
 */
function PickupPhotoControls({ pickup, onChange }: { pickup: PickupRecord; onChange: () => void }) {
  const t = useTranslations('portal.today.photo')
  const reasonOf = useReasonOf()
  const ids = useId()
  const [busy, setBusy] = useState<'uploading' | 'removing' | null>(null)
  const [problem, setProblem] = useState<string | null>(null)

  const upload = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0]
    event.target.value = ''
    if (!file) return
    const refusal = !PHOTO_TYPES.includes(file.type) ? pickupPhotoMessages.type : file.size > MAX_UPLOAD_BYTES ? pickupPhotoMessages.tooLarge : null
    setProblem(refusal)
    if (refusal) return
    setBusy('uploading')
    try {
      const form = new FormData()
      form.set('file', file)
      await sendForm(pathAt(pickupEndpoints.setPickupPhoto, pickup.id), form)
      toast({ title: t('savedToast', { name: pickup.name }) })
      onChange()
    } catch (failure) {
      setProblem(reasonOf(failure))
    } finally {
      setBusy(null)
    }
  }

  const removePhoto = async () => {
    setBusy('removing')
    setProblem(null)
    try {
      await send(pathAt(pickupEndpoints.removePickupPhoto, pickup.id))
      toast({ title: t('removedToast', { name: pickup.name }) })
      onChange()
    } catch (failure) {
      setProblem(reasonOf(failure))
    } finally {
      setBusy(null)
    }
  }

  return (
    <div className="flex flex-col gap-1">
      <div className="flex flex-wrap items-center gap-2">
        <input
          id={`${ids}-photo`}
          type="file"
          accept={PICKUP_PHOTO_TYPES.join(',')}
          className="peer sr-only"
          disabled={busy !== null}
          aria-describedby={problem ? `${ids}-photo-problem` : `${ids}-photo-hint`}
          onChange={(event) => void upload(event)}
        />
        <label
          htmlFor={`${ids}-photo`}
          className={buttonVariants({
            variant: 'outline',
            size: 'sm',
            className: 'cursor-pointer peer-focus-visible:ring-2 peer-focus-visible:ring-brand-600 peer-focus-visible:ring-offset-2 peer-disabled:cursor-not-allowed peer-disabled:opacity-60',
          })}
        >
          {busy === 'uploading' ? t('uploading') : pickup.photoUrl ? t('change') : t('add')}
          <span className="sr-only"> {t('ofName', { name: pickup.name })}</span>
        </label>
        {pickup.photoUrl && (
          <Button size="sm" variant="ghost" disabled={busy !== null} onClick={() => void removePhoto()}>
            {busy === 'removing' ? t('removing') : t('remove')}
            <span className="sr-only"> {t('ofName', { name: pickup.name })}</span>
          </Button>
        )}
      </div>
      <p id={`${ids}-photo-hint`} className="text-sm text-ink-soft">
        {t('hint', { name: pickup.name })}
      </p>
      <p role="status" className="sr-only">
        {busy === 'uploading' ? t('uploadingStatus', { name: pickup.name }) : busy === 'removing' ? t('removingStatus', { name: pickup.name }) : ''}
      </p>
      {problem && (
        <p id={`${ids}-photo-problem`} role="alert" className="text-sm font-semibold text-coral-700">
          {problem}
        </p>
      )}
    </div>
  )
}
