'use client'

import { useLocale, useTranslations } from 'next-intl'
import { useId, useState } from 'react'

import { usePortalDates } from '@/components/portal/dates'
import { useReasonOf } from '@/components/portal/reasons'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { toast } from '@/components/ui/use-toast'
import { incidentEndpoints } from '../../endpoints'
import { send } from '@/contract/client'
import { at as pathAt } from '@/contract/endpoint'
import { localizedPath } from '@/i18n/paths'
import type { IncidentRecord } from '../../record'
import { useEndpoint } from '@/components/swr'

/** The incident reports the signed-in parent may read (their children's), newest first. */
export const useIncidentReports = () => useEndpoint(incidentEndpoints.incidents)

/**
 * A child's incident reports on the parent dashboard's day at the centre: each to read, to acknowledge
 * with a typed signature until it is locked, and to open as a printable page.
 */
export function IncidentReports({ reports, onChange }: { reports: IncidentRecord[]; onChange: () => void }) {
  const t = useTranslations('portal.today.incidents')
  if (reports.length === 0) return null
  return (
    <div className="flex flex-col gap-3">
      <h4 className="text-lg font-bold text-ink">{t('heading')}</h4>
      {reports.map((report) => (
        <IncidentReport key={report.id} report={report} onChange={onChange} />
      ))}
    </div>
  )
}

function IncidentReport({ report, onChange }: { report: IncidentRecord; onChange: () => void }) {
  const t = useTranslations('portal.today.incidents')
  const locale = useLocale()
  const reasonOf = useReasonOf()
  const { mediumDateTime } = usePortalDates()
  const [signature, setSignature] = useState('')
  const [problem, setProblem] = useState<string | null>(null)
  const [saving, setSaving] = useState(false)
  const ids = useId()

  const acknowledge = async (event: React.FormEvent) => {
    event.preventDefault()
    setSaving(true)
    setProblem(null)
    try {
      await send(pathAt(incidentEndpoints.acknowledgeIncident, report.id), { signature })
      toast({ title: t('acknowledgedTitle'), description: t('acknowledgedDescription') })
      onChange()
    } catch (failure) {
      setProblem(reasonOf(failure))
    } finally {
      setSaving(false)
    }
  }

  return (
    <div className="rounded-2xl border-2 border-slate-200 p-4" data-locked={report.locked} aria-label={t('groupLabel', { when: mediumDateTime(report.occurredAt) })} role="group">
      <p className="font-semibold">
        {mediumDateTime(report.occurredAt)} · {report.place}
      </p>
      <p className="mt-1">{report.description}</p>
      {report.firstAid && <p className="mt-1 text-ink-soft">{t('firstAid', { text: report.firstAid })}</p>}
      {report.witnesses && <p className="text-ink-soft">{t('seenBy', { text: report.witnesses })}</p>}
      <p className="mt-1 text-sm text-ink-soft">{t('signedByStaff', { name: report.staffSignature })}</p>
      {report.addenda.map((entry) => (
        <p key={entry.id} className="mt-1 text-sm">
          {entry.addedAt ? t('addendumOn', { when: mediumDateTime(entry.addedAt), text: entry.text }) : t('addendum', { text: entry.text })}
        </p>
      ))}
      {report.locked ? (
        <p className="mt-2 font-semibold text-brand-800">
          {t('acknowledgedBy', { name: String(report.parentSignature), when: mediumDateTime(report.acknowledgedAt!) })}
        </p>
      ) : (
        <form onSubmit={(event) => void acknowledge(event)} className="mt-3 flex flex-col gap-2">
          <Label htmlFor={`${ids}-signature`}>{t('signatureLabel')}</Label>
          <div className="flex flex-wrap gap-2">
            <Input id={`${ids}-signature`} value={signature} onChange={(event) => setSignature(event.target.value)} className="max-w-sm" autoComplete="name" />
            <Button type="submit" disabled={saving}>
              {saving ? t('signing') : t('acknowledge')}
            </Button>
          </div>
          {problem && (
            <p role="alert" className="font-semibold text-coral-700">
              {problem}
            </p>
          )}
        </form>
      )}
      <a className="mt-2 inline-block text-brand-700 underline underline-offset-4" href={localizedPath(locale, `/incidents/${report.id}`)}>
        {t('print')}
      </a>
    </div>
  )
}
