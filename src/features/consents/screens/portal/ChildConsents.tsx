'use client'

import { useTranslations } from 'next-intl'
import { useId, useState } from 'react'

import { Checkbox } from '@/components/ui/checkbox'
import { Label } from '@/components/ui/label'
import { toast } from '@/components/ui/use-toast'
import { ownChildrenEndpoints } from '@/features/families/endpoints'
import { consentEndpoints } from '../../endpoints'
import { send } from '@/contract/client'
import { at } from '@/contract/endpoint'
import { type ChildRecord, fullName } from '@/contract/records'
import { CONSENT_KINDS, type ConsentKind } from '@/lib/constants'
import { usePortalDates } from '@/components/portal/dates'
import { AsyncRecords, LoadError } from '@/components/portal/RecordStates'
import { useReasonOf } from '@/components/portal/reasons'
import type { ConsentRecord } from '../../record'
import { useEndpoint } from '@/components/swr'

/** A consent's kind as people read it, in the page's language (CONSENT_KINDS' labels, portal.consents.kinds). */
function useKindLabel() {
  const t = useTranslations('portal.consents')
  return (kind: ConsentKind) => t(`kinds.${kind}`)
}

/** One row of the history as a sentence: "Granted by Maria Garcia, 24 Nov 2026 10:02", a paper form saying so. */
function ConsentLine({ row }: { row: ConsentRecord }) {
  const t = useTranslations('portal.consents')
  const { moment } = usePortalDates()
  const state = row.granted ? 'granted' : 'withdrawn'
  const when = moment(row.createdAt)
  if (row.onPaper) return <>{t('lineOnPaper', { state, when, name: row.recordedBy.name ?? t('theCentre') })}</>
  return <>{t('line', { state, when, name: row.recordedBy.name ?? t('aParent') })}</>
}

/**
 * The parent dashboard's consents: for each child, photos in the portal, photos on the public
 * website and videos, each a checkbox with its state now. Every change adds a row to the child's history
 * (who, when, what), which the parent reads under "History", newest first; nothing is ever overwritten.
 */
export function Consents() {
  const t = useTranslations('portal.consents')
  const family = useTranslations('portal.children')
  const children = useEndpoint(ownChildrenEndpoints.ownChildren)
  return (
    <section aria-labelledby="consents" className="mt-10 flex flex-col gap-4">
      <h2 id="consents" className="text-2xl font-bold text-ink">
        {t('heading')}
      </h2>
      <p className="text-ink-soft">{t('intro')}</p>
      <AsyncRecords result={children} loading={t('loading')} failed={family('failed')} empty={null}>
        {(items) => items.map((child) => <ChildConsents key={child.id} child={child} />)}
      </AsyncRecords>
    </section>
  )
}

function ChildConsents({ child }: { child: ChildRecord }) {
  const t = useTranslations('portal.consents')
  const labelOf = useKindLabel()
  const reasonOf = useReasonOf()
  const headingId = useId()
  const ids = useId()
  const history = useEndpoint(at(consentEndpoints.history, child.id))
  const [saving, setSaving] = useState<ConsentKind | null>(null)
  const [problem, setProblem] = useState<string | null>(null)

  const record = async (kind: ConsentKind, granted: boolean) => {
    setSaving(kind)
    setProblem(null)
    try {
      const next = await send(at(consentEndpoints.record, child.id), { kind, granted })
      await history.mutate(next, { revalidate: false })
      toast({
        title: t(granted ? 'givenToast' : 'withdrawnToast', { kind: labelOf(kind) }),
        description: t('toastDescription', { firstName: child.firstName }),
      })
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
        <LoadError message={t('loadFailed', { firstName: child.firstName })} onRetry={() => void history.mutate()} />
      ) : !history.data ? (
        <p role="status" className="text-ink-soft">
          {t('loadingChild', { firstName: child.firstName })}
        </p>
      ) : (
        <>
          <fieldset className="flex flex-col gap-3" aria-busy={saving !== null}>
            <legend className="sr-only">{t('legend', { firstName: child.firstName })}</legend>
            {CONSENT_KINDS.map(({ value }) => {
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
                    {labelOf(value)}
                  </Label>
                  <span id={`${ids}-${value}-state`} className="text-sm text-ink-soft">
                    {saving === value ? t('saving') : given ? t('given') : t('notGiven')}
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
            <summary className="cursor-pointer font-semibold text-ink">{t('history', { count: history.data.history.length })}</summary>
            {history.data.history.length === 0 ? (
              <p className="mt-2 text-ink-soft">{t('noHistory')}</p>
            ) : (
              <ol className="mt-2 flex flex-col gap-2" aria-label={t('historyLabel', { firstName: child.firstName })}>
                {history.data.history.map((row) => (
                  <li key={row.id} className="flex flex-col">
                    <span className="font-semibold">{labelOf(row.kind)}</span>
                    <span className="text-ink-soft">
                      <ConsentLine row={row} />
                    </span>
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
