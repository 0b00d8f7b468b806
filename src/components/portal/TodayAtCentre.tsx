'use client'

import { type ChangeEvent, useId, useState } from 'react'
import useSWR from 'swr'

import { Button, buttonVariants } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { PersonPhoto } from '@/components/ui/person-photo'
import { toast } from '@/components/ui/use-toast'
import { api } from '@/contract/api'
import { ApiError, send, sendForm } from '@/contract/client'
import { at as pathAt } from '@/contract/endpoint'
import type { IncidentRecord, PickupRecord, RosterChild, TodayRoster } from '@/contract/records'
import { PICKUP_PHOTO_TYPES, pickupPhotoMessages } from '@/contract/schemas/operations'
import { MAX_UPLOAD_BYTES } from '@/lib/constants'
import { LoadError } from './RecordStates'

const clock = new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit' })
const dateTime = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' })
const time = (iso: string | null) => (iso ? clock.format(new Date(iso)) : '')
const reasonOf = (error: unknown) => (error instanceof ApiError ? (error.fieldErrors[0]?.message ?? error.serverMessage ?? 'Something went wrong. Please try again.') : 'Could not reach the server. Please try again.')

/**
 * The parent dashboard's day at the centre (issue 16): each child's times today, the people the parent
 * authorizes to collect them (NC 10A NCAC 09 .0801: in writing, here), and incident reports to read and
 * acknowledge with a typed signature.
 */
export function TodayAtCentre() {
  const roster = useSWR<TodayRoster>(api.operations.today.path)
  const reports = useSWR<IncidentRecord[]>(api.operations.incidents.path)
  return (
    <section aria-labelledby="today-at-centre" className="mt-10 flex flex-col gap-4">
      <h2 id="today-at-centre" className="text-2xl font-bold text-ink">
        Today at the centre
      </h2>
      {roster.error ? (
        <LoadError message="We could not load today’s attendance. Please try again." onRetry={() => void roster.mutate()} />
      ) : !roster.data ? (
        <p role="status" className="text-ink-soft">
          Loading today’s attendance...
        </p>
      ) : roster.data.children.length === 0 ? (
        <p className="text-ink-soft">Your children are not assigned to a classroom yet.</p>
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
      {reports.error && <LoadError message="We could not load the incident reports. Please try again." onRetry={() => void reports.mutate()} />}
    </section>
  )
}

function ChildDay({ child, room, reports, onChange }: { child: RosterChild; room: string; reports: IncidentRecord[]; onChange: () => void }) {
  const headingId = useId()
  const last = child.stays.at(-1)
  return (
    <article aria-labelledby={headingId} className="flex flex-col gap-5 rounded-3xl border border-slate-200 bg-white p-6 shadow-sm">
      <div>
        <h3 id={headingId} className="text-xl font-bold text-ink">
          {child.firstName} {child.lastName}
        </h3>
        <p className="text-ink-soft">{room}</p>
        <p className="mt-2 text-lg" data-testid="today-status">
          {child.status === 'not-arrived' && 'Not checked in today.'}
          {child.status === 'present' && `Checked in at ${time(last!.checkedInAt)}.`}
          {child.status === 'gone-home' && `Checked in at ${time(last!.checkedInAt)}, checked out at ${time(last!.checkedOutAt)} with ${last!.collectedBy}.`}
        </p>
      </div>
      <Pickups child={child} onChange={onChange} />
      <Incidents reports={reports} onChange={onChange} />
    </article>
  )
}

function Pickups({ child, onChange }: { child: RosterChild; onChange: () => void }) {
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
      toast({ title: `${name} can now collect ${child.firstName}` })
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
      toast({ title: `${who} was removed from ${child.firstName}’s list` })
      onChange()
    } catch (failure) {
      toast({ title: 'Not removed', description: reasonOf(failure), variant: 'destructive' })
    }
  }

  return (
    <div className="flex flex-col gap-3">
      <h4 className="text-lg font-bold text-ink">Who may collect {child.firstName}</h4>
      {child.pickups.length === 0 ? (
        <p className="text-ink-soft">No one yet. The centre releases {child.firstName} only to people you list here.</p>
      ) : (
        <ul className="flex flex-col gap-2" aria-label={`People who may collect ${child.firstName}`}>
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
                Remove {pickup.name}
              </Button>
            </li>
          ))}
        </ul>
      )}
      <form onSubmit={(event) => void add(event)} className="grid gap-3 sm:grid-cols-3" aria-label={`Add a person who may collect ${child.firstName}`}>
        <div className="flex flex-col gap-1">
          <Label htmlFor={`${ids}-name`}>Full name</Label>
          <Input id={`${ids}-name`} value={name} onChange={(event) => setName(event.target.value)} autoComplete="off" />
        </div>
        <div className="flex flex-col gap-1">
          <Label htmlFor={`${ids}-relation`}>Relationship</Label>
          <Input id={`${ids}-relation`} value={relation} onChange={(event) => setRelation(event.target.value)} autoComplete="off" />
        </div>
        <div className="flex flex-col gap-1">
          <Label htmlFor={`${ids}-phone`}>Phone</Label>
          <Input id={`${ids}-phone`} type="tel" value={phone} onChange={(event) => setPhone(event.target.value)} autoComplete="off" />
        </div>
        {problem && (
          <p role="alert" className="font-semibold text-coral-700 sm:col-span-3">
            {problem}
          </p>
        )}
        <div className="sm:col-span-3">
          <Button type="submit" disabled={saving}>
            {saving ? 'Adding...' : 'Add person'}
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
      toast({ title: `Photo of ${pickup.name} saved` })
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
      toast({ title: `Photo of ${pickup.name} removed` })
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
          {busy === 'uploading' ? 'Uploading photo...' : pickup.photoUrl ? 'Change photo' : 'Add photo'}
          <span className="sr-only"> of {pickup.name}</span>
        </label>
        {pickup.photoUrl && (
          <Button size="sm" variant="ghost" disabled={busy !== null} onClick={() => void removePhoto()}>
            {busy === 'removing' ? 'Removing photo...' : 'Remove photo'}
            <span className="sr-only"> of {pickup.name}</span>
          </Button>
        )}
      </div>
      <p id={`${ids}-photo-hint`} className="text-sm text-ink-soft">
        Optional: a clear photo of the face (JPEG, PNG or WebP) helps staff recognise {pickup.name} at the door.
      </p>
      <p role="status" className="sr-only">
        {busy === 'uploading' ? `Uploading the photo of ${pickup.name}` : busy === 'removing' ? `Removing the photo of ${pickup.name}` : ''}
      </p>
      {problem && (
        <p id={`${ids}-photo-problem`} role="alert" className="text-sm font-semibold text-coral-700">
          {problem}
        </p>
      )}
    </div>
  )
}

function Incidents({ reports, onChange }: { reports: IncidentRecord[]; onChange: () => void }) {
  if (reports.length === 0) return null
  return (
    <div className="flex flex-col gap-3">
      <h4 className="text-lg font-bold text-ink">Incident reports</h4>
      {reports.map((report) => (
        <IncidentReport key={report.id} report={report} onChange={onChange} />
      ))}
    </div>
  )
}

function IncidentReport({ report, onChange }: { report: IncidentRecord; onChange: () => void }) {
  const [signature, setSignature] = useState('')
  const [problem, setProblem] = useState<string | null>(null)
  const [saving, setSaving] = useState(false)
  const ids = useId()

  const acknowledge = async (event: React.FormEvent) => {
    event.preventDefault()
    setSaving(true)
    setProblem(null)
    try {
      await send(pathAt(api.operations.acknowledgeIncident, report.id), { signature })
      toast({ title: 'Report acknowledged', description: 'Thank you. The report is now signed and locked.' })
      onChange()
    } catch (failure) {
      setProblem(reasonOf(failure))
    } finally {
      setSaving(false)
    }
  }

  return (
    <div className="rounded-2xl border-2 border-slate-200 p-4" data-locked={report.locked} aria-label={`Incident on ${dateTime.format(new Date(report.occurredAt))}`} role="group">
      <p className="font-semibold">
        {dateTime.format(new Date(report.occurredAt))} · {report.place}
      </p>
      <p className="mt-1">{report.description}</p>
      {report.firstAid && <p className="mt-1 text-ink-soft">First aid: {report.firstAid}</p>}
      {report.witnesses && <p className="text-ink-soft">Seen by: {report.witnesses}</p>}
      <p className="mt-1 text-sm text-ink-soft">Signed by staff: {report.staffSignature}</p>
      {report.addenda.map((entry) => (
        <p key={entry.id} className="mt-1 text-sm">
          Addendum{entry.addedAt ? ` (${dateTime.format(new Date(entry.addedAt))})` : ''}: {entry.text}
        </p>
      ))}
      {report.locked ? (
        <p className="mt-2 font-semibold text-brand-800">
          Acknowledged by {report.parentSignature} on {dateTime.format(new Date(report.acknowledgedAt!))}.
        </p>
      ) : (
        <form onSubmit={(event) => void acknowledge(event)} className="mt-3 flex flex-col gap-2">
          <Label htmlFor={`${ids}-signature`}>Type your full name to acknowledge this report</Label>
          <div className="flex flex-wrap gap-2">
            <Input id={`${ids}-signature`} value={signature} onChange={(event) => setSignature(event.target.value)} className="max-w-sm" autoComplete="name" />
            <Button type="submit" disabled={saving}>
              {saving ? 'Signing...' : 'Acknowledge'}
            </Button>
          </div>
          {problem && (
            <p role="alert" className="font-semibold text-coral-700">
              {problem}
            </p>
          )}
        </form>
      )}
      <a className="mt-2 inline-block text-brand-700 underline underline-offset-4" href={`/incidents/${report.id}`}>
        Print this report
      </a>
    </div>
  )
}
