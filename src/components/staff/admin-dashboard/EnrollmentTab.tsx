'use client'

import type React from 'react'
import { useState } from 'react'
import useSWR from 'swr'

import { Button } from '@/components/ui/button'
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog'
import { toast } from '@/components/ui/use-toast'
import { api } from '@/contract/api'
import { ApiError, send } from '@/contract/client'
import { at } from '@/contract/endpoint'
import type { EnrollmentBoard, PipelineApplicationRecord } from '@/contract/records'
import type { ApplicationStatus } from '@/lib/constants'
import { formatDate } from '@/lib/dates'
import { NEXT_STATUSES, STEP_LABELS, ageGroupLabel, statusLabel } from '@/lib/enrollmentPipeline'
import { Panel } from '../shared/Panel'
import { Badge } from '../shared/ListState'

type Column = EnrollmentBoard['columns'][number]
/** The four columns side by side; the waiting list (by age group) and the closed ones below. */
const MAIN_COLUMNS: ApplicationStatus[] = ['new', 'tour-scheduled', 'offered', 'enrolled']

const when = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' })
const dated = (iso: string) => {
  const time = Date.parse(iso)
  return Number.isNaN(time) ? '' : when.format(time)
}

/** What a failed move says: the server's own reason (a refused move, a staff email), else a generic line. */
const reasonOf = (error: unknown) => (error instanceof ApiError && error.serverMessage) || 'The application could not be moved. Please try again.'

type Outcome = { kind: 'done' | 'failed'; text: string }

/**
 * The enrollment pipeline (issue 17): each application as a card in its status's column, with buttons
 * for the moves it allows (the server checks them again), the waiting list per age group in order, and
 * each card's dated history. "Enroll" asks first: it creates the family account and the child.
 */
export function EnrollmentTab() {
  const { data, error, mutate } = useSWR<EnrollmentBoard>(api.admin.enrollmentBoard.path)
  const [pending, setPending] = useState<string | null>(null)
  const [outcome, setOutcome] = useState<Outcome | null>(null)

  /** Resolves with null when the move was saved, else with the reason it was not. */
  const moveTo = async (application: PipelineApplicationRecord, status: ApplicationStatus): Promise<string | null> => {
    if (pending !== null) return null
    setPending(application.id)
    setOutcome(null)
    try {
      const { message } = await send(at(api.admin.moveApplication, application.id), { status })
      setOutcome({ kind: 'done', text: message })
      toast({ title: status === 'enrolled' ? 'Enrolled' : 'Application moved', description: message })
      await mutate()
      // The card now stands in another column (a new element): the keyboard focus follows it there
      // instead of falling back to the page.
      setTimeout(() => document.getElementById(cardHeadingId(application.id))?.focus(), 0)
      return null
    } catch (failure) {
      const text = reasonOf(failure)
      setOutcome({ kind: 'failed', text })
      toast({ title: 'Error', description: text, variant: 'destructive' })
      return text
    } finally {
      setPending(null)
    }
  }

  let body: React.ReactNode
  if (error && !data) {
    body = (
      <div role="alert" className="flex flex-wrap items-center gap-3 rounded-2xl bg-coral-50 p-4 text-ink">
        <p>Could not load the enrollment board.</p>
        <Button variant="outline" size="sm" onClick={() => void mutate()}>
          Try again
        </Button>
      </div>
    )
  } else if (!data) {
    body = (
      <p role="status" className="p-4 text-ink-soft">
        Loading enrollment board...
      </p>
    )
  } else if (data.columns.every((entry) => entry.total === 0)) {
    body = <p className="rounded-2xl bg-slate-50 p-4 text-ink-soft">No applications yet.</p>
  } else {
    const column = (status: ApplicationStatus) => data.columns.find((entry) => entry.status === status)
    const card = (application: PipelineApplicationRecord) => (
      <ApplicationCard key={application.id} application={application} busy={pending !== null} moving={pending === application.id} onMove={moveTo} />
    )
    const declined = column('declined')
    const waitlisted = column('waitlisted')
    body = (
      <div className="grid gap-6">
        <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-4">
          {MAIN_COLUMNS.map((status) => {
            const entry = column(status)
            return entry ? <BoardColumn key={status} column={entry} card={card} /> : null
          })}
        </div>
        <section aria-labelledby="enrollment-waitlist" className="rounded-2xl bg-slate-50 p-4">
          <h3 id="enrollment-waitlist" className="text-lg font-bold text-ink">
            {statusLabel('waitlisted')} ({waitlisted?.total ?? 0})
          </h3>
          <p className="text-sm text-ink-soft">By age group, in order: the family waitlisted first is #1.</p>
          <div className="mt-3 grid gap-4 md:grid-cols-2">
            {data.waitlist.map((group) => (
              <div key={group.ageGroup}>
                <h4 className="font-semibold text-ink">{group.label}</h4>
                {group.applications.length === 0 ? (
                  <p className="mt-1 text-sm text-ink-soft">Nobody waiting.</p>
                ) : (
                  <ol className="mt-2 flex flex-col gap-3">{group.applications.map(card)}</ol>
                )}
              </div>
            ))}
          </div>
        </section>
        {declined && (
          <details className="rounded-2xl bg-slate-50 p-4">
            <summary className="cursor-pointer font-bold text-ink">
              {declined.label} ({declined.total})
            </summary>
            {declined.applications.length === 0 ? (
              <p className="mt-2 text-sm text-ink-soft">No closed applications.</p>
            ) : (
              <ul className="mt-3 grid gap-3 md:grid-cols-2">{declined.applications.map(card)}</ul>
            )}
            {declined.total > declined.applications.length && (
              <p className="mt-2 text-sm text-ink-soft">The {declined.applications.length} most recent are shown.</p>
            )}
          </details>
        )}
      </div>
    )
  }

  return (
    <Panel title="Enrollment" description="Each application from /apply, where it stands. Move it along with its buttons; every change is dated and kept.">
      {outcome && (
        <p
          role={outcome.kind === 'failed' ? 'alert' : 'status'}
          className={`mb-4 rounded-2xl p-4 ${outcome.kind === 'failed' ? 'bg-coral-50 text-ink' : 'bg-brand-50 text-brand-800'}`}
        >
          {outcome.text}
        </p>
      )}
      {body}
    </Panel>
  )
}

function BoardColumn({ column, card }: { column: Column; card: (application: PipelineApplicationRecord) => React.ReactNode }) {
  const headingId = `enrollment-column-${column.status}`
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3 rounded-2xl bg-slate-50 p-3">
      <h3 id={headingId} className="text-lg font-bold text-ink">
        {column.label} ({column.total})
      </h3>
      {column.applications.length === 0 ? (
        <p className="text-sm text-ink-soft">No applications here.</p>
      ) : (
        <ul className="flex flex-col gap-3">{column.applications.map(card)}</ul>
      )}
      {column.total > column.applications.length && <p className="text-sm text-ink-soft">The {column.applications.length} most recent are shown.</p>}
    </section>
  )
}

const cardHeadingId = (id: string) => `application-card-${id}`

function ApplicationCard({
  application,
  busy,
  moving,
  onMove,
}: {
  application: PipelineApplicationRecord
  /** Some move is being saved: the buttons wait (`aria-disabled`, not `disabled`, so they keep the focus). */
  busy: boolean
  moving: boolean
  onMove: (application: PipelineApplicationRecord, status: ApplicationStatus) => Promise<string | null>
}) {
  const [confirming, setConfirming] = useState(false)
  const [refusal, setRefusal] = useState<string | null>(null)
  const child = `${application.childFirstName} ${application.childLastName}`
  const parent = `${application.parentFirstName} ${application.parentLastName}`
  const steps = NEXT_STATUSES[application.status]
  return (
    <li className="rounded-2xl border border-slate-200 bg-white p-4">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <p id={cardHeadingId(application.id)} tabIndex={-1} className="font-bold text-ink focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-600">
          {child}
        </p>
        {application.waitlistPosition !== null && <Badge>#{application.waitlistPosition}</Badge>}
      </div>
      <dl className="mt-2 grid gap-x-3 gap-y-1 text-sm sm:grid-cols-[max-content_1fr]">
        <dt className="font-semibold text-ink-soft">Parent</dt>
        <dd className="break-words text-ink">{parent}</dd>
        <dt className="font-semibold text-ink-soft">Age group</dt>
        <dd className="text-ink">{ageGroupLabel(application.childAgeGroup)}</dd>
        <dt className="font-semibold text-ink-soft">Submitted</dt>
        <dd className="text-ink">{formatDate(application.submittedAt, 'Unknown')}</dd>
      </dl>
      {steps.length > 0 && (
        <div className="mt-3 flex flex-wrap gap-2" role="group" aria-label={`Move the application for ${child}`}>
          {steps.map((status) =>
            status === 'enrolled' ? (
              <Button
                key={status}
                size="sm"
                aria-disabled={busy}
                onClick={() => {
                  if (busy) return
                  setRefusal(null)
                  setConfirming(true)
                }}
              >
                {STEP_LABELS[status]}
              </Button>
            ) : (
              <Button key={status} size="sm" variant="outline" aria-disabled={busy} onClick={() => void onMove(application, status)}>
                {STEP_LABELS[status]}
              </Button>
            ),
          )}
        </div>
      )}
      {moving && (
        <p role="status" className="mt-2 text-sm text-ink-soft">
          Saving...
        </p>
      )}
      <details className="mt-3 text-sm">
        <summary className="cursor-pointer font-semibold text-brand-700">History ({application.history.length})</summary>
        <ol className="mt-2 flex flex-col gap-1">
          {application.history.map((event) => (
            <li key={event.id} className="text-ink">
              {event.from ? `${statusLabel(event.from)} → ${statusLabel(event.to)}` : statusLabel(event.to)}
              <span className="text-ink-soft">
                {' '}
                · {dated(event.at)}
                {event.changedBy.name ? ` · ${event.changedBy.name}` : event.changedBy.id ? '' : ' · from the website'}
              </span>
            </li>
          ))}
        </ol>
      </details>
      <Dialog open={confirming} onOpenChange={setConfirming}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>Enroll {child}?</DialogTitle>
            <DialogDescription>
              This creates the family account for {parent} ({application.email}), or uses the parent account that already has this email, and adds{' '}
              {child} to the children, from the application. A new family is emailed an invitation to choose a password. An enrollment cannot be undone here.
            </DialogDescription>
          </DialogHeader>
          {refusal && (
            <p role="alert" className="rounded-2xl bg-coral-50 p-3 text-ink">
              {refusal}
            </p>
          )}
          <DialogFooter>
            <DialogClose asChild>
              <Button type="button" variant="ghost">
                Cancel
              </Button>
            </DialogClose>
            <Button
              type="button"
              aria-disabled={busy}
              onClick={async () => {
                if (busy) return
                const reason = await onMove(application, 'enrolled')
                setRefusal(reason)
                if (!reason) setConfirming(false)
              }}
            >
              {moving ? 'Enrolling...' : 'Enroll'}
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </li>
  )
}
