'use client'

import { useTranslations } from 'next-intl'

import { LanguageSwitcher } from '@/components/i18n/LanguageSwitcher'
import { usePortalDates } from '@/components/portal/dates'
import { LoadError } from '@/components/portal/RecordStates'
import { Button } from '@/components/ui/button'
import { at } from '@/contract/endpoint'
import { incidentEndpoints } from '../../endpoints'
import { ApiError } from '@/contract/client'
import { useEndpoint } from '@/components/swr'

/**
 * An incident report as a printed page: what happened, first aid, who saw it, the staff signature and
 * the parent's acknowledgement, the addenda. The browser's print dialog prints it or saves it as a PDF.
 * The API decides who may read it (the child's parents, the room's teachers, admins).
 */
export function IncidentPrint({ incidentId }: { incidentId: string }) {
  const t = useTranslations('portal.incident')
  const { longDateTime } = usePortalDates()
  const when = (iso: string | null) => (iso ? longDateTime(iso) : '')
  const { data, error, mutate } = useEndpoint(at(incidentEndpoints.incident, incidentId))
  if (error) {
    const missing = error instanceof ApiError && (error.status === 404 || error.status === 401)
    return (
      <main className="mx-auto max-w-3xl p-8">
        <Switcher />
        <h1 className="text-3xl font-bold">{t('title')}</h1>
        {missing ? <p className="mt-4 text-lg">{t('notFound')}</p> : <LoadError message={t('loadFailed')} onRetry={() => void mutate()} />}
      </main>
    )
  }
  if (!data) {
    return (
      <main className="mx-auto max-w-3xl p-8">
        <Switcher />
        <h1 className="text-3xl font-bold">{t('title')}</h1>
        <p role="status" className="mt-4 text-ink-soft">
          {t('loading')}
        </p>
      </main>
    )
  }
  return (
    <main className="mx-auto max-w-3xl bg-white p-8 text-ink print:p-0">
      <Switcher />
      <div className="flex items-start justify-between gap-4">
        <h1 className="text-3xl font-bold">{t('title')}</h1>
        <Button className="print:hidden" onClick={() => window.print()}>
          {t('print')}
        </Button>
      </div>
      <dl className="mt-6 grid grid-cols-[max-content_1fr] gap-x-6 gap-y-2 text-base">
        <dt className="font-semibold">{t('when')}</dt>
        <dd>{when(data.occurredAt)}</dd>
        <dt className="font-semibold">{t('where')}</dt>
        <dd>{data.place}</dd>
        <dt className="font-semibold">{t('what')}</dt>
        <dd className="whitespace-pre-line">{data.description}</dd>
        <dt className="font-semibold">{t('firstAid')}</dt>
        <dd className="whitespace-pre-line">{data.firstAid ?? t('none')}</dd>
        <dt className="font-semibold">{t('witnesses')}</dt>
        <dd>{data.witnesses ?? t('notRecorded')}</dd>
      </dl>
      <section aria-labelledby="signatures" className="mt-8 grid gap-6 sm:grid-cols-2 print:grid-cols-2">
        <h2 id="signatures" className="sr-only">
          {t('signatures')}
        </h2>
        <div className="rounded-2xl border-2 border-slate-300 p-4">
          <p className="text-sm text-ink-soft">{t('staffSignature')}</p>
          <p className="mt-1 font-serif text-2xl">{data.staffSignature}</p>
          <p className="mt-1 text-sm">{when(data.staffSignedAt)}</p>
        </div>
        <div className="rounded-2xl border-2 border-slate-300 p-4">
          <p className="text-sm text-ink-soft">{t('parentAcknowledgement')}</p>
          {data.parentSignature ? (
            <>
              <p className="mt-1 font-serif text-2xl">{data.parentSignature}</p>
              <p className="mt-1 text-sm">{when(data.acknowledgedAt)}</p>
            </>
          ) : (
            <p className="mt-1">{t('notAcknowledged')}</p>
          )}
        </div>
      </section>
      {data.addenda.length > 0 && (
        <section aria-labelledby="addenda" className="mt-8">
          <h2 id="addenda" className="text-xl font-bold">
            {t('addenda')}
          </h2>
          <ol className="mt-2 flex list-decimal flex-col gap-2 pl-6">
            {data.addenda.map((entry) => (
              <li key={entry.id}>
                <span className="text-sm text-ink-soft">{when(entry.addedAt)}:</span> {entry.text}
              </li>
            ))}
          </ol>
        </section>
      )}
      {data.locked && <p className="mt-8 text-sm text-ink-soft">{t('locked')}</p>}
    </main>
  )
}

/** The language switcher of the printed page: on screen only, above the report. */
function Switcher() {
  return (
    <div className="mb-4 flex justify-end print:hidden">
      <LanguageSwitcher />
    </div>
  )
}
