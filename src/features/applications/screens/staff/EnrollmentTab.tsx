'use client'

import { useLocale, useTranslations } from 'next-intl'
import type React from 'react'
import { useState } from 'react'

import { useServerText } from '@/components/i18n/useServerText'
import { Button } from '@/components/ui/button'
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog'
import { toast } from '@/components/ui/use-toast'
import { applicationAdminEndpoints } from '../../endpoints'
import { ApiError, send } from '@/contract/client'
import { at } from '@/contract/endpoint'
import { dateAndTime } from '@/i18n/times'
import type { ApplicationStatus } from '@/lib/constants'
import { useFormatDate } from '@/components/staff/shared/displayLabels'
import { useDashboardLabels } from '@/components/staff/admin-dashboard/labels'
import { Badge } from '@/components/staff/shared/ListState'
import { Panel } from '@/components/staff/shared/Panel'
import { NEXT_STATUSES } from '../../enrollment'
import type { EnrollmentBoard, MoveOutcome, PipelineApplicationRecord } from '../../record'
import { useEndpoint } from '@/components/swr'

type Column = EnrollmentBoard['columns'][number]
/** The four columns side by side; the waiting list (by age group) and the closed ones below. */
const MAIN_COLUMNS: ApplicationStatus[] = ['new', 'tour-scheduled', 'offered', 'enrolled']

/** What a failed move says: the server's own reason (a refused move, a staff email), else `fallback`. */
const reasonOf = (error: unknown, fallback: string) => (error instanceof ApiError && error.serverMessage) || fallback

type Outcome = { kind: 'done' | 'failed'; text: string }

/**
 * The enrollment pipeline: each application as a card in its status's column, with buttons
 * for the moves it allows (the server checks them again), the waiting list per age group in order, and
 * each card's dated history. "Enroll" asks first: it creates the family account and the child.
 */
export function EnrollmentTab() {
  const t = useTranslations('staff.dashboard.enrollment')
  const labels = useDashboardLabels()
  const serverText = useServerText()
  const { data, error, mutate } = useEndpoint(applicationAdminEndpoints.enrollmentBoard)
  const [pending, setPending] = useState<string | null>(null)
  const [outcome, setOutcome] = useState<Outcome | null>(null)
  /** What a move did, in the page's language. */
  const outcomeText = (moved: MoveOutcome, status: ApplicationStatus): string => {
    if (moved.kind === 'moved') return t('outcome.moved', { status: labels.status(status) })
    if (moved.kind === 'unchanged') return t('outcome.unchanged', { status: labels.status(status) })
    const values = { child: moved.child, email: moved.email }
    if (moved.account === 'existing') return t('outcome.enrolledExisting', values)
    return moved.account === 'invited' ? t('outcome.enrolledInvited', values) : t('outcome.enrolledNoInvitation', values)
  }

  /** A refused move in the page's language: the server's words are English (they name what is refused in `errors`). */
  const refusalText = (failure: unknown, application: PipelineApplicationRecord, status: ApplicationStatus): string | null => {
    if (!(failure instanceof ApiError) || failure.status !== 409) return null
    const field = failure.fieldErrors[0]?.field
    if (field === 'status') return t('outcome.refused', { status: labels.status(status) })
    if (field === 'email') return t('outcome.notAFamilyEmail', { email: application.email })
    return null
  }

  /** Resolves with null when the move was saved, else with the reason it was not. */
  const moveTo = async (application: PipelineApplicationRecord, status: ApplicationStatus): Promise<string | null> => {
    if (pending !== null) return null
    setPending(application.id)
    setOutcome(null)
    try {
      const { message, outcome: moved } = await send(at(applicationAdminEndpoints.moveApplication, application.id), { status })
      // The server's `message` is English; its `outcome` is said in the page's language.
      const text = moved ? outcomeText(moved, status) : message
      setOutcome({ kind: 'done', text })
      toast({ title: status === 'enrolled' ? t('enrolledToast') : t('movedToast'), description: text })
      await mutate()
      // The card now stands in another column (a new element): the keyboard focus follows it there
      // instead of falling back to the page.
      setTimeout(() => document.getElementById(cardHeadingId(application.id))?.focus(), 0)
      return null
    } catch (failure) {
      const text = refusalText(failure, application, status) ?? reasonOf(failure, t('moveFailed'))
      setOutcome({ kind: 'failed', text })
      // Refused because the application moved meanwhile (another admin): the board shows where it is now.
      if (failure instanceof ApiError && failure.status === 409) void mutate()
      toast({ title: t('error'), description: text, variant: 'destructive' })
      return text
    } finally {
      setPending(null)
    }
  }

  let body: React.ReactNode
  if (error && !data) {
    body = (
      <div role="alert" className="flex flex-wrap items-center gap-3 rounded-2xl bg-coral-50 p-4 text-ink">
        <p>{t('loadFailed')}</p>
        <Button variant="outline" size="sm" onClick={() => void mutate()}>
          {t('tryAgain')}
        </Button>
      </div>
    )
  } else if (!data) {
    body = (
      <p role="status" className="p-4 text-ink-soft">
        {t('loading')}
      </p>
    )
  } else if (data.columns.every((entry) => entry.total === 0)) {
    body = <p className="rounded-2xl bg-slate-50 p-4 text-ink-soft">{t('empty')}</p>
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
            {labels.status('waitlisted')} ({waitlisted?.total ?? 0})
          </h3>
          <p className="text-sm text-ink-soft">{t('waitlistHint')}</p>
          <div className="mt-3 grid gap-4 md:grid-cols-2">
            {data.waitlist.map((group) => (
              <div key={group.ageGroup}>
                <h4 className="font-semibold text-ink">{labels.ageGroup(group.ageGroup) || group.label}</h4>
                {group.applications.length === 0 ? (
                  <p className="mt-1 text-sm text-ink-soft">{t('nobodyWaiting')}</p>
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
              {labels.status(declined.status)} ({declined.total})
            </summary>
            {declined.applications.length === 0 ? (
              <p className="mt-2 text-sm text-ink-soft">{t('noClosed')}</p>
            ) : (
              <ul className="mt-3 grid gap-3 md:grid-cols-2">{declined.applications.map(card)}</ul>
            )}
            {declined.total > declined.applications.length && (
              <p className="mt-2 text-sm text-ink-soft">{t('mostRecent', { count: String(declined.applications.length) })}</p>
            )}
          </details>
        )}
      </div>
    )
  }

  return (
    <Panel title={t('title')} description={t('description')}>
      {outcome && (
        <p
          role={outcome.kind === 'failed' ? 'alert' : 'status'}
          className={`mb-4 rounded-2xl p-4 ${outcome.kind === 'failed' ? 'bg-coral-50 text-ink' : 'bg-brand-50 text-brand-800'}`}
        >
          {serverText(outcome.text)}
        </p>
      )}
      {body}
    </Panel>
  )
}

function BoardColumn({ column, card }: { column: Column; card: (application: PipelineApplicationRecord) => React.ReactNode }) {
  const t = useTranslations('staff.dashboard.enrollment')
  const labels = useDashboardLabels()
  const headingId = `enrollment-column-${column.status}`
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3 rounded-2xl bg-slate-50 p-3">
      <h3 id={headingId} className="text-lg font-bold text-ink">
        {labels.status(column.status)} ({column.total})
      </h3>
      {column.applications.length === 0 ? (
        <p className="text-sm text-ink-soft">{t('noneHere')}</p>
      ) : (
        <ul className="flex flex-col gap-3">{column.applications.map(card)}</ul>
      )}
      {column.total > column.applications.length && <p className="text-sm text-ink-soft">{t('mostRecent', { count: String(column.applications.length) })}</p>}
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
  const t = useTranslations('staff.dashboard.enrollment')
  const labels = useDashboardLabels()
  const serverText = useServerText()
  const formatDay = useFormatDate()
  const locale = useLocale()
  const dated = (iso: string) => {
    const time = Date.parse(iso)
    return Number.isNaN(time) ? '' : dateAndTime(new Date(time), locale, 'medium')
  }
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
        <dt className="font-semibold text-ink-soft">{t('parent')}</dt>
        <dd className="break-words text-ink">{parent}</dd>
        <dt className="font-semibold text-ink-soft">{t('ageGroup')}</dt>
        <dd className="text-ink">{labels.ageGroup(application.childAgeGroup)}</dd>
        <dt className="font-semibold text-ink-soft">{t('submitted')}</dt>
        <dd className="text-ink">{formatDay(application.submittedAt, t('unknown'))}</dd>
      </dl>
      {steps.length > 0 && (
        <div className="mt-3 flex flex-wrap gap-2" role="group" aria-label={t('moveGroup', { child })}>
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
                {labels.step(status)}
              </Button>
            ) : (
              <Button key={status} size="sm" variant="outline" aria-disabled={busy} onClick={() => void onMove(application, status)}>
                {labels.step(status)}
              </Button>
            ),
          )}
        </div>
      )}
      {moving && (
        <p role="status" className="mt-2 text-sm text-ink-soft">
          {t('saving')}
        </p>
      )}
      <details className="mt-3 text-sm">
        <summary className="cursor-pointer font-semibold text-brand-700">{t('history', { count: String(application.history.length) })}</summary>
        <ol className="mt-2 flex flex-col gap-1">
          {application.history.map((event) => (
            <li key={event.id} className="text-ink">
              {event.from ? `${labels.status(event.from)} → ${labels.status(event.to)}` : labels.status(event.to)}
              <span className="text-ink-soft">
                {' '}
                · {dated(event.at)}
                {event.changedBy.name ? ` · ${event.changedBy.name}` : event.changedBy.id ? '' : ` · ${t('fromWebsite')}`}
              </span>
            </li>
          ))}
        </ol>
      </details>
      <Dialog open={confirming} onOpenChange={setConfirming}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>{t('confirmTitle', { child })}</DialogTitle>
            <DialogDescription>{t('confirmText', { parent, email: application.email, child })}</DialogDescription>
          </DialogHeader>
          {refusal && (
            <p role="alert" className="rounded-2xl bg-coral-50 p-3 text-ink">
              {serverText(refusal)}
            </p>
          )}
          <DialogFooter>
            <DialogClose asChild>
              <Button type="button" variant="ghost">
                {t('cancel')}
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
              {moving ? t('enrolling') : t('enroll')}
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </li>
  )
}
