'use client'

import { useLocale, useTranslations } from 'next-intl'
import { useId, useState } from 'react'

import { Button } from '@/components/ui/button'
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { NativeSelect } from '@/components/ui/native-select'
import { PersonPhoto } from '@/components/ui/person-photo'
import { toast } from '@/components/ui/use-toast'
import { attendanceEndpoints } from '../../endpoints'
import { healthEndpoints } from '@/features/health/endpoints'
import { ApiError, send } from '@/contract/client'
import { useServerText } from '@/components/i18n/useServerText'
import { CarePlanBadges } from '@/features/health/screens/staff/CarePlanBadges'
import type { HealthTodayChildRecord } from '@/features/health/record'
import { IncidentDialog } from '@/features/incidents/screens/staff/IncidentDialog'
import { dayAndTime, timeOfDay } from '@/i18n/times'
import { MessageInbox, MessagesTabLabel } from '@/features/messages/screens/staff/MessageInbox'
import { FloorScreen } from '@/components/staff/operations/useFloorStaff'
import { useEndpoint } from '@/components/swr'
import type { RosterChild } from '../../record'
import { attendanceMessages } from '../../schemas'

/**
 * Check-in and check-out times in the page's language, in the device's time zone, as the sentences put
 * them after "at" / "since": "9:05 AM", "las 9:05 a. m." (src/i18n/times.ts).
 */
function useClock() {
  const locale = useLocale()
  return (iso: string | null) => (iso ? timeOfDay(new Date(iso), locale, { afterPreposition: true }) : '')
}

/** A day and a time in the page's language ("Thu, Nov 26, 8:05 AM" / "jue, 26 nov, 8:05 a. m."), for a stay begun on an earlier day. */
function useDayAndTime() {
  const locale = useLocale()
  return (iso: string) => dayAndTime(new Date(iso), locale, { weekday: 'short', month: 'short', day: 'numeric' })
}

/** `YYYY-MM-DDTHH:MM` of an instant on this device, for a datetime-local input. */
const localInput = (date: Date) => new Date(date.getTime() - date.getTimezoneOffset() * 60_000).toISOString().slice(0, 16)

/** Why a call failed: the server's own words (as they came), or ours. */
function useReasonOf() {
  const t = useTranslations('staff.operations.attendance')
  return (error: unknown) => (error instanceof ApiError ? (error.serverMessage ?? t('somethingWrong')) : t('unreachable'))
}

/**
 * /staff/attendance: a classroom's children on a tablet. One tap checks a child in; check-out asks who
 * is collecting the child, from the child's authorized list (NC 10A NCAC 09 .0801). Only an admin may
 * release a child to someone else, with a reason. Staff check themselves in and out at the top.
 */
export function AttendanceScreen() {
  const t = useTranslations('staff.operations.attendance')
  return (
    <FloorScreen screen="attendance" title={t('title')} links={['ratios', 'photos']}>
      {(user) => <Roster isAdmin={user.role === 'admin'} />}
    </FloorScreen>
  )
}

/** A classroom's children with their check-in and check-out, the teacher's own shift and the family messages. */
function Roster({ isAdmin }: { isAdmin: boolean }) {
  const t = useTranslations('staff.operations.attendance')
  const floor = useTranslations('staff.operations.floor')
  const at = useClock()
  const reasonOf = useReasonOf()
  const [chosenRoom, setChosenRoom] = useState<string>('')
  const { data, error: loadError, mutate } = useEndpoint(attendanceEndpoints.today, { classroomId: chosenRoom || undefined })
  const shift = useEndpoint(attendanceEndpoints.staffShift)
  // The care plans and medicines of the day (src/features/health), read apart so the roster stays one quick read.
  const health = useEndpoint(healthEndpoints.today)
  const healthOf = new Map((health.data?.children ?? []).map((entry) => [entry.childId, entry]))
  const [leaving, setLeaving] = useState<RosterChild | null>(null)
  const [reporting, setReporting] = useState<RosterChild | null>(null)
  const [closing, setClosing] = useState<RosterChild | null>(null)
  const [busy, setBusy] = useState<string | null>(null)
  const roomSelect = useId()

  const room = chosenRoom || data?.classrooms[0]?.id || ''
  const children = (data?.children ?? []).filter((child) => !room || child.classroomId === room)
  const roomName = data?.classrooms.find((candidate) => candidate.id === room)?.name ?? ''
  const present = children.filter((child) => child.status === 'present').length

  const checkIn = async (child: RosterChild) => {
    setBusy(child.id)
    try {
      await send(attendanceEndpoints.checkIn, { childId: child.id })
      toast({ title: t('checkedIn', { name: child.firstName }), description: t('checkedInAt', { time: at(new Date().toISOString()) }) })
    } catch (failure) {
      toast({ title: t('notCheckedIn', { name: child.firstName }), description: reasonOf(failure), variant: 'destructive' })
    } finally {
      setBusy(null)
      void mutate()
    }
  }

  const staffCheck = async () => {
    try {
      if (shift.data?.shift) {
        await send(attendanceEndpoints.staffCheckOut)
        toast({ title: t('selfCheckedOut') })
      } else {
        await send(attendanceEndpoints.staffCheckIn, { classroomId: room })
        toast({ title: t('selfCheckedIn', { room: roomName }) })
      }
    } catch (failure) {
      toast({ title: t('didNotWork'), description: reasonOf(failure), variant: 'destructive' })
    } finally {
      void shift.mutate()
    }
  }

  return (
    <>
      {!data && !loadError && (
        <p role="status" className="py-10 text-center text-lg text-ink-soft">
          {t('loading')}
        </p>
      )}
      {!data && loadError && (
        <div role="alert" className="flex flex-col items-center gap-4 py-10 text-center">
          <p className="text-lg">{t('loadFailed')}</p>
          <Button onClick={() => void mutate()}>{floor('tryAgain')}</Button>
        </div>
      )}
      {data && data.classrooms.length === 0 && (
        <p className="py-10 text-center text-lg text-ink-soft">{t('notAssigned')}</p>
      )}
      {data && data.classrooms.length > 0 && (
        <>
          <div className="mb-6 flex flex-wrap items-end justify-between gap-4">
            <div className="flex flex-col gap-1">
              <Label htmlFor={roomSelect}>{t('classroom')}</Label>
              <NativeSelect id={roomSelect} value={room} onChange={(event) => setChosenRoom(event.target.value)} className="min-w-56">
                {data.classrooms.map((candidate) => (
                  <option key={candidate.id} value={candidate.id}>
                    {candidate.name}
                  </option>
                ))}
              </NativeSelect>
            </div>
            <p className="text-lg" aria-live="polite">
              {t.rich('present', { present, total: children.length, strong: (chunks) => <span className="font-semibold">{chunks}</span> })}
            </p>
            <Button variant={shift.data?.shift ? 'outline' : 'sun'} size="lg" onClick={() => void staffCheck()} disabled={shift.data === undefined}>
              {shift.data?.shift ? t('checkMyselfOut') : t('checkMyselfIn', { room: roomName })}
            </Button>
          </div>
          {children.length === 0 ? (
            <p className="py-10 text-center text-lg text-ink-soft">{t('noChildren', { room: roomName })}</p>
          ) : (
            <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-label={t('childrenOf', { room: roomName })}>
              {children.map((child) => (
                <ChildRow
                  key={child.id}
                  child={child}
                  health={healthOf.get(child.id)}
                  busy={busy === child.id}
                  isAdmin={isAdmin}
                  onCheckIn={() => void checkIn(child)}
                  onCheckOut={() => setLeaving(child)}
                  onCloseForgotten={() => setClosing(child)}
                  onReport={() => setReporting(child)}
                />
              ))}
            </ul>
          )}
        </>
      )}
      {data && data.classrooms.length > 0 && (
        <section aria-labelledby="family-messages" className="mt-12 flex flex-col gap-4">
          <h2 id="family-messages" className="text-2xl font-bold text-ink">
            <MessagesTabLabel />
          </h2>
          <MessageInbox description={t('inboxDescription')} />
        </section>
      )}
      <IncidentDialog child={reporting} onClose={() => setReporting(null)} />
      <CloseForgottenDialog
        child={closing}
        onClose={() => setClosing(null)}
        onDone={() => {
          setClosing(null)
          void mutate()
        }}
      />
      <CheckOutDialog
        child={leaving}
        isAdmin={isAdmin}
        onClose={() => setLeaving(null)}
        onDone={() => {
          setLeaving(null)
          void mutate()
        }}
      />
    </>
  )
}

function ChildRow({
  child,
  health,
  busy,
  isAdmin,
  onCheckIn,
  onCheckOut,
  onCloseForgotten,
  onReport,
}: {
  child: RosterChild
  /** The child's active care plans and the day's medicines, when it has any. */
  health?: HealthTodayChildRecord
  busy: boolean
  isAdmin: boolean
  onCheckIn: () => void
  onCheckOut: () => void
  onCloseForgotten: () => void
  onReport: () => void
}) {
  const t = useTranslations('staff.operations.attendance')
  const at = useClock()
  const dayAndTime = useDayAndTime()
  const last = child.stays.at(-1)
  const name = `${child.firstName} ${child.lastName}`
  return (
    <li aria-label={name} data-status={child.status} className="flex flex-col gap-3 rounded-3xl border-2 border-slate-200 bg-white p-5 shadow-sm">
      <div>
        <p className="text-xl font-bold text-ink">{name}</p>
        <p className="text-base text-ink-soft">
          {child.status === 'present' && t('hereSince', { time: at(last!.checkedInAt) })}
          {child.status === 'gone-home' && t('wentHome', { time: at(last!.checkedOutAt), person: String(last!.collectedBy) })}
          {child.status === 'not-arrived' && t('notArrived')}
          {child.status === 'forgotten-checkout' && child.forgottenStay && (
            <span className="font-semibold text-coral-700">{t('forgotten', { when: dayAndTime(child.forgottenStay.checkedInAt) })}</span>
          )}
        </p>
        {child.allergies && <p className="mt-1 text-sm font-semibold text-coral-700">{t('allergies', { allergies: child.allergies })}</p>}
        {health && <CarePlanBadges plans={health.carePlans} medications={health.medications} />}
      </div>
      {child.status === 'forgotten-checkout' ? (
        // Not checked in today, and not until an admin records when the child left.
        isAdmin ? (
          <Button size="lg" variant="sun" onClick={onCloseForgotten}>
            {t('closeForgotten', { name: child.firstName })}
          </Button>
        ) : (
          <p className="text-sm text-ink-soft">{t('forgottenHint', { name: child.firstName })}</p>
        )
      ) : child.status === 'present' ? (
        <Button size="lg" variant="outline" onClick={onCheckOut} disabled={busy}>
          {t('checkOutChild', { name: child.firstName })}
        </Button>
      ) : (
        <Button size="lg" onClick={onCheckIn} disabled={busy}>
          {busy ? t('checkingIn') : t('checkInChild', { name: child.firstName })}
        </Button>
      )}
      <Button variant="ghost" size="sm" onClick={onReport}>
        {t('reportIncident', { name: child.firstName })}
      </Button>
    </li>
  )
}

const SOMEONE_ELSE = 'someone-else'

function CheckOutDialog({ child, isAdmin, onClose, onDone }: { child: RosterChild | null; isAdmin: boolean; onClose: () => void; onDone: () => void }) {
  const [choice, setChoice] = useState('')
  const [collectedBy, setCollectedBy] = useState('')
  const [reason, setReason] = useState('')
  const [problem, setProblem] = useState<string | null>(null)
  const [sending, setSending] = useState(false)
  const group = useId()
  const t = useTranslations('staff.operations.checkOut')
  const at = useClock()
  const reasonOf = useReasonOf()
  const serverText = useServerText()
  const name = child?.firstName ?? ''

  const reset = () => {
    setChoice('')
    setCollectedBy('')
    setReason('')
    setProblem(null)
  }

  const submit = async () => {
    if (!child) return
    if (!choice) return setProblem(serverText(attendanceMessages.pickupId))
    setSending(true)
    setProblem(null)
    try {
      const body = choice === SOMEONE_ELSE ? { childId: child.id, override: { collectedBy, reason } } : { childId: child.id, pickupId: choice }
      const stay = await send(attendanceEndpoints.checkOut, body)
      toast({ title: t('done', { name: child.firstName }), description: t('doneDescription', { person: String(stay.collectedBy), time: at(stay.checkedOutAt) }) })
      reset()
      onDone()
    } catch (failure) {
      const fields = failure instanceof ApiError ? failure.fieldErrors : []
      setProblem(fields[0]?.message !== undefined ? serverText(fields[0].message) : reasonOf(failure))
    } finally {
      setSending(false)
    }
  }

  return (
    <Dialog
      open={child !== null}
      onOpenChange={(open) => {
        if (!open) {
          reset()
          onClose()
        }
      }}
    >
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t('title', { name })}</DialogTitle>
          <DialogDescription>{t('description', { name })}</DialogDescription>
        </DialogHeader>
        <fieldset className="flex flex-col gap-2" aria-describedby={problem ? `${group}-problem` : undefined}>
          <legend className="sr-only">{t('pickups')}</legend>
          {child?.pickups.length === 0 && <p className="text-ink-soft">{t('noPickups')}</p>}
          {child?.pickups.map((pickup) => (
            <label key={pickup.id} className="flex cursor-pointer items-center gap-3 rounded-2xl border-2 border-slate-200 p-3 has-[:checked]:border-brand-600">
              <input type="radio" name={group} value={pickup.id} checked={choice === pickup.id} onChange={() => setChoice(pickup.id)} className="size-5" />
              {/* The face to compare with the person at the door (the family's photo; initials when none). */}
              <PersonPhoto name={pickup.name} url={pickup.photoUrl} size={64} />
              <span>
                <span className="font-semibold">{pickup.name}</span> · {pickup.relation} · {pickup.phone}
              </span>
            </label>
          ))}
          {isAdmin ? (
            <label className="flex cursor-pointer items-center gap-3 rounded-2xl border-2 border-slate-200 p-3 has-[:checked]:border-coral-700">
              <input type="radio" name={group} value={SOMEONE_ELSE} checked={choice === SOMEONE_ELSE} onChange={() => setChoice(SOMEONE_ELSE)} className="size-5" />
              <span className="font-semibold">{t('override')}</span>
            </label>
          ) : (
            <p className="text-sm text-ink-soft">{t('noOverride')}</p>
          )}
        </fieldset>
        {choice === SOMEONE_ELSE && (
          <div className="flex flex-col gap-3">
            <div className="flex flex-col gap-1">
              <Label htmlFor={`${group}-name`}>{t('collectorName')}</Label>
              <Input id={`${group}-name`} value={collectedBy} onChange={(event) => setCollectedBy(event.target.value)} />
            </div>
            <div className="flex flex-col gap-1">
              <Label htmlFor={`${group}-reason`}>{t('overrideReason')}</Label>
              <Input id={`${group}-reason`} value={reason} onChange={(event) => setReason(event.target.value)} />
            </div>
          </div>
        )}
        {problem && (
          <p id={`${group}-problem`} role="alert" className="font-semibold text-coral-700">
            {problem}
          </p>
        )}
        <DialogFooter>
          <Button variant="outline" onClick={onClose}>
            {t('cancel')}
          </Button>
          <Button onClick={() => void submit()} disabled={sending}>
            {sending ? t('checkingOut') : t('submit')}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  )
}

/**
 * An admin closes a check-out forgotten overnight: when the child left (after the check-in, not in the
 * future) and why it is recorded now; the server keeps both on the stay, and the child can be checked in.
 */
function CloseForgottenDialog({ child, onClose, onDone }: { child: RosterChild | null; onClose: () => void; onDone: () => void }) {
  const [leftAt, setLeftAt] = useState('')
  const [reason, setReason] = useState('')
  const [errors, setErrors] = useState<{ checkedOutAt?: string; reason?: string }>({})
  const [problem, setProblem] = useState<string | null>(null)
  const [sending, setSending] = useState(false)
  const ids = useId()
  const t = useTranslations('staff.operations.closeForgotten')
  const at = useClock()
  const dayAndTime = useDayAndTime()
  const reasonOf = useReasonOf()
  const serverText = useServerText()
  const stay = child?.forgottenStay ?? null
  const name = child?.firstName ?? ''

  const reset = () => {
    setLeftAt('')
    setReason('')
    setErrors({})
    setProblem(null)
  }
  const close = () => {
    reset()
    onClose()
  }

  const submit = async (event: React.FormEvent) => {
    event.preventDefault()
    if (!child) return
    setSending(true)
    setErrors({})
    setProblem(null)
    try {
      const closed = await send(attendanceEndpoints.closeForgotten, { childId: child.id, checkedOutAt: leftAt ? new Date(leftAt).toISOString() : '', reason })
      toast({ title: t('done', { name }), description: t('doneDescription', { name, time: at(closed.checkedOutAt) }) })
      reset()
      onDone()
    } catch (failure) {
      const fields = failure instanceof ApiError ? failure.fieldErrors : []
      const byField = Object.fromEntries(fields.map((field) => [field.field === 'forgottenReason' ? 'reason' : field.field, serverText(field.message)]))
      if (byField.checkedOutAt || byField.reason) setErrors(byField)
      else setProblem(failure instanceof ApiError && failure.serverMessage != null ? serverText(failure.serverMessage) : reasonOf(failure))
    } finally {
      setSending(false)
    }
  }

  const field = (key: 'checkedOutAt' | 'reason') => ({
    'aria-invalid': errors[key] ? true : undefined,
    'aria-describedby': errors[key] ? `${ids}-${key}-error` : undefined,
  })
  const fieldError = (key: 'checkedOutAt' | 'reason') =>
    errors[key] && (
      <p id={`${ids}-${key}-error`} className="text-sm font-semibold text-coral-700">
        {errors[key]}
      </p>
    )

  return (
    <Dialog open={child !== null} onOpenChange={(open) => !open && close()}>
      <DialogContent>
        <form onSubmit={(event) => void submit(event)} noValidate className="flex flex-col gap-4">
          <DialogHeader>
            <DialogTitle>{t('title', { name })}</DialogTitle>
            <DialogDescription>{stay ? t('description', { name, when: dayAndTime(stay.checkedInAt) }) : ''}</DialogDescription>
          </DialogHeader>
          <div className="flex flex-col gap-1">
            <Label htmlFor={`${ids}-left`}>{t('leftAt', { name })}</Label>
            <Input
              id={`${ids}-left`}
              type="datetime-local"
              required
              value={leftAt}
              min={stay ? localInput(new Date(stay.checkedInAt)) : undefined}
              max={localInput(new Date())}
              onChange={(event) => setLeftAt(event.target.value)}
              {...field('checkedOutAt')}
            />
            {fieldError('checkedOutAt')}
          </div>
          <div className="flex flex-col gap-1">
            <Label htmlFor={`${ids}-reason`}>{t('reason')}</Label>
            <Input id={`${ids}-reason`} required value={reason} onChange={(event) => setReason(event.target.value)} {...field('reason')} />
            {fieldError('reason')}
          </div>
          {problem && (
            <p role="alert" className="font-semibold text-coral-700">
              {problem}
            </p>
          )}
          {/* Read out when the server refuses a field, as the problem above is. */}
          <p role="status" className="sr-only">
            {[errors.checkedOutAt, errors.reason].filter(Boolean).join(' ')}
          </p>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={close}>
              {t('cancel')}
            </Button>
            <Button type="submit" disabled={sending} aria-busy={sending}>
              {sending ? t('saving') : t('submit')}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  )
}
