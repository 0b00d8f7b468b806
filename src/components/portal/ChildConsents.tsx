'use client'

import { useId, useState } from 'react'
import useSWR from 'swr'

import { Checkbox } from '@/components/ui/checkbox'
import { Label } from '@/components/ui/label'
import { toast } from '@/components/ui/use-toast'
import { api } from '@/contract/api'
import { ApiError, send } from '@/contract/client'
import { at } from '@/contract/endpoint'
import type { ResponseOf } from '@/contract/endpoint'
import { type ChildRecord, type ConsentHistory, type ConsentRecord, fullName } from '@/contract/records'
import { CONSENT_KINDS, type ConsentKind } from '@/lib/constants'
import { AsyncRecords, LoadError } from './RecordStates'

const when = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit' })
const at24 = (iso: string) => when.format(new Date(iso)).replace(',', '')
const labelOf = (kind: ConsentKind) => CONSENT_KINDS.find(({ value }) => value === kind)?.label ?? kind
const reasonOf = (error: unknown) => (error instanceof ApiError ? (error.fieldErrors[0]?.message ?? error.serverMessage ?? 'Something went wrong. Please try again.') : 'Could not reach the server. Please try again.')

/** One row of the history as a sentence: "Granted by Maria Garcia, 24 Nov 2026 10:02", a paper form saying so. */
export function consentLine(row: ConsentRecord): string {
  const what = row.granted ? 'Granted' : 'Withdrawn'
  if (row.onPaper) return `${what}, ${at24(row.createdAt)} (paper form recorded by ${row.recordedBy.name ?? 'the centre'})`
  return `${what} by ${row.recordedBy.name ?? 'a parent'}, ${at24(row.createdAt)}`
}

/**
 * The parent dashboard's consents (issue 17): for each child, photos in the portal, photos on the public
 * website and videos, each a checkbox with its state now. Every change adds a row to the child's history
 * (who, when, what), which the parent reads under "History", newest first; nothing is ever overwritten.
 */
export function Consents() {
  const children = useSWR<ResponseOf<typeof api.family.ownChildren>>(api.family.ownChildren.path)
  return (
    <section aria-labelledby="consents" className="mt-10 flex flex-col gap-4">
      <h2 id="consents" className="text-2xl font-bold text-ink">
        Consents
      </h2>
      <p className="text-ink-soft">
        Choose what the centre may do with photos and videos of each child. You can change your mind at any time; every change is kept with who made it and
        when.
      </p>
      <AsyncRecords result={children} loading="Loading your children’s consents..." failed="We could not load your children. Please try again." empty={null}>
        {(items) => items.map((child) => <ChildConsents key={child.id} child={child} />)}
      </AsyncRecords>
    </section>
  )
}

function ChildConsents({ child }: { child: ChildRecord }) {
  const headingId = useId()
  const ids = useId()
  const history = useSWR<ConsentHistory>(api.consents.history.path(child.id))
  const [saving, setSaving] = useState<ConsentKind | null>(null)
  const [problem, setProblem] = useState<string | null>(null)

  const record = async (kind: ConsentKind, granted: boolean) => {
    setSaving(kind)
    setProblem(null)
    try {
      const next = await send(at(api.consents.record, child.id), { kind, granted })
      await history.mutate(next, { revalidate: false })
      toast({ title: `${granted ? 'Consent given' : 'Consent withdrawn'}: ${labelOf(kind)}`, description: `For ${child.firstName}. The change is kept in the history.` })
    } catch (failure) {
      setProblem(reasonOf(failure))
    } finally {
      setSaving(null)
    }
  }

  return (
    <article aria-labelledby={headingId} className="flex flex-col gap-4 rounded-3xl border border-slate-200 bg-white p-6 shadow-sm" data-testid="child-consents">
      <h3 id={headingId} className="text-xl font-bold text-ink">
        {fullName(child)}
      </h3>
      {history.error ? (
        <LoadError message={`We could not load ${child.firstName}’s consents. Please try again.`} onRetry={() => void history.mutate()} />
      ) : !history.data ? (
        <p role="status" className="text-ink-soft">
          Loading {child.firstName}’s consents...
        </p>
      ) : (
        <>
          <fieldset className="flex flex-col gap-3" aria-busy={saving !== null}>
            <legend className="sr-only">{child.firstName}’s consents</legend>
            {CONSENT_KINDS.map(({ value, label }) => {
              const given = history.data!.current[value]
              return (
                <div key={value} className="flex flex-wrap items-center gap-3 rounded-2xl bg-brand-50/60 px-4 py-3">
                  <Checkbox
                    id={`${ids}-${value}`}
                    checked={given}
                    // Not `disabled` while a change is saved: a disabled control loses the keyboard focus
                    // (to <body>), and a keyboard user would have to find their place again.
                    aria-disabled={saving !== null}
                    aria-describedby={`${ids}-${value}-state`}
                    onCheckedChange={(checked) => {
                      if (saving === null) void record(value, checked === true)
                    }}
                  />
                  <Label htmlFor={`${ids}-${value}`} className="flex-1 font-semibold">
                    {label}
                  </Label>
                  <span id={`${ids}-${value}-state`} className="text-sm text-ink-soft">
                    {saving === value ? 'Saving...' : given ? 'Given' : 'Not given'}
                  </span>
                </div>
              )
            })}
          </fieldset>
          {problem && (
            <p role="alert" className="font-semibold text-coral-700">
              {problem}
            </p>
          )}
          <details className="rounded-2xl border-2 border-slate-200 px-4 py-3">
            <summary className="cursor-pointer font-semibold text-ink">History ({history.data.history.length})</summary>
            {history.data.history.length === 0 ? (
              <p className="mt-2 text-ink-soft">No consent recorded yet: nothing is given until you give it.</p>
            ) : (
              <ol className="mt-2 flex flex-col gap-2" aria-label={`${child.firstName}’s consent history, newest first`}>
                {history.data.history.map((row) => (
                  <li key={row.id} className="flex flex-col">
                    <span className="font-semibold">{labelOf(row.kind)}</span>
                    <span className="text-ink-soft">{consentLine(row)}</span>
                  </li>
                ))}
              </ol>
            )}
          </details>
        </>
      )}
    </article>
  )
}
