'use client'

import { useTranslations } from 'next-intl'
import { type ChangeEvent, useId, useState } from 'react'

import { Button, buttonVariants } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { PersonPhoto } from '@/components/ui/person-photo'
import { toast } from '@/components/ui/use-toast'
import { api } from '@/contract/api'
import { send, sendForm } from '@/contract/client'
import { at as pathAt } from '@/contract/endpoint'
import type { PickupRecord, RosterChild } from '@/contract/records'
import { PICKUP_PHOTO_TYPES, pickupPhotoMessages } from '@/contract/schemas/operations'
import type { IncidentRecord } from '@/features/incidents/record'
import { IncidentReports, useIncidentReports } from '@/features/incidents/screens/portal/IncidentReports'
import { MAX_UPLOAD_BYTES } from '@/lib/constants'
import { usePortalDates } from './dates'
import { LoadError } from './RecordStates'
import { useReasonOf } from './reasons'
import { useEndpoint } from '@/components/swr'

/**
 * The parent dashboard's day at the centre: each child's times today, the people the parent authorizes
 * to collect them (NC 10A NCAC 09 .0801: in writing, here), and the incident reports to read and
 * acknowledge (the incidents feature's section, src/features/incidents/screens/portal).
 */
export function TodayAtCentre() {
  const t = useTranslations('portal.today')
  const roster = useEndpoint(api.operations.today)
  const reports = useIncidentReports()
  return (
    <section aria-labelledby="today-at-centre" className="mt-10 flex flex-col gap-4">
      <h2 id="today-at-centre" className="text-2xl font-bold text-ink">
        {t('heading')}
      </h2>
      {roster.error ? (
        <LoadError message={t('loadFailed')} onRetry={() => void roster.mutate()} />
      ) : !roster.data ? (
        <p role="status" className="text-ink-soft">
          {t('loading')}
        </p>
      ) : roster.data.children.length === 0 ? (
        <p className="text-ink-soft">{t('noClassroom')}</p>
      ) : (
        roster.data.children.map((child) => (
          <ChildDay
            key={child.id}
            child={child}
            room={roster.data!.classrooms.find((room) => room.id === child.classroomId)?.name ?? ''}
            reports={(reports.data ?? []).filter((report) => report.childId === child.id)}
            onChange={() => {
              void roster.mutate()
              void reports.mutate()
            }}
          />
        ))
      )}
      {reports.error && <LoadError message={t('reportsFailed')} onRetry={() => void reports.mutate()} />}
    </section>
  )
}

/** The first stay of the visit `stay` belongs to: back through the stays it continues (moves between rooms). */
function arrivalOf(stays: RosterChild['stays'], stay: RosterChild['stays'][number]) {
  const byId = new Map(stays.map((candidate) => [candidate.id, candidate]))
  let first = stay
  while (first.continuesStayId && byId.has(first.continuesStayId)) first = byId.get(first.continuesStayId)!
  return first
}

function ChildDay({ child, room, reports, onChange }: { child: RosterChild; room: string; reports: IncidentRecord[]; onChange: () => void }) {
  const t = useTranslations('portal.today')
  const { clock, mediumDateTime } = usePortalDates()
  const time = (iso: string | null) => (iso ? clock(iso) : '')
  const headingId = useId()
  const last = child.stays.at(-1)
  // A move to another classroom ends a stay and continues it in the new room: the family reads when the child arrived.
  const arrival = last ? arrivalOf(child.stays, last) : undefined
  return (
    <article aria-labelledby={headingId} className="flex flex-col gap-5 rounded-3xl border border-slate-200 bg-white p-6 shadow-sm">
      <div>
        <h3 id={headingId} className="text-xl font-bold text-ink">
          {child.firstName} {child.lastName}
        </h3>
        <p className="text-ink-soft">{room}</p>
        <p className="mt-2 text-lg" data-testid="today-status">
          {child.status === 'not-arrived' && t('notArrived')}
          {child.status === 'present' && t('present', { checkedIn: time(arrival!.checkedInAt) })}
          {child.status === 'gone-home' && t('goneHome', { checkedIn: time(arrival!.checkedInAt), checkedOut: time(last!.checkedOutAt), collectedBy: String(last!.collectedBy) })}
          {child.status === 'forgotten-checkout' && child.forgottenStay && t('forgotten', { when: mediumDateTime(child.forgottenStay.checkedInAt) })}
        </p>
      </div>
      <Pickups child={child} onChange={onChange} />
      <IncidentReports reports={reports} onChange={onChange} />
    </article>
  )
}

function Pickups({ child, onChange }: { child: RosterChild; onChange: () => void }) {
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
      await send(api.operations.addPickup, { childId: child.id, name, relation, phone })
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
      await send(pathAt(api.operations.removePickup, pickupId))
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
      await sendForm(pathAt(api.operations.setPickupPhoto, pickup.id), form)
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
      await send(pathAt(api.operations.removePickupPhoto, pickup.id))
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
