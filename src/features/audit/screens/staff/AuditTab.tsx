'use client'

import { useLocale, useTranslations } from 'next-intl'
import { useId, useState } from 'react'

import { useServerText } from '@/components/i18n/useServerText'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { NativeSelect } from '@/components/ui/native-select'
import { familyAdminEndpoints } from '@/features/families/endpoints'
import { auditAdminEndpoints } from '../../endpoints'
import { ApiError } from '@/contract/client'
import { fullName } from '@/contract/records'
import { stamp } from '@/i18n/times'
import { AUDIT_CHANNELS } from '@/lib/constants'
import { ListState, ScrollRegion } from '@/components/staff/shared/ListState'
import { useStaffList } from '@/components/staff/shared/lists'
import { Panel } from '@/components/staff/shared/Panel'
import { useDashboardLabels } from '@/components/staff/admin-dashboard/labels'
import { useEndpoint } from '@/components/swr'

/** Entries per page of the table. */
const PAGE_SIZE = 50

type Filters = { childId: string; userId: string; from: string; to: string }
const NO_FILTERS: Filters = { childId: '', userId: '', from: '', to: '' }

/** When an entry was made: English reads it day first ("25 Nov 2025, 17:43:00"), as it always has. */
const isChannel = (via: string): via is (typeof AUDIT_CHANNELS)[number]['value'] => AUDIT_CHANNELS.some(({ value }) => value === via)


/**
 * /admin-dashboard, tab "Audit log": who opened or changed a child's record, when, through
 * which door and from which address; filtered by child, account and dates (inclusive), newest first,
 * 50 at a time. Read-only: nobody changes the log.
 */
export function AuditTab() {
  const t = useTranslations('staff.dashboard.audit')
  const labels = useDashboardLabels()
  const serverText = useServerText()
  const locale = useLocale()
  /** The door an entry came through, by its stored value ('api', 'cms-api', 'cms'). */
  const viaLabel = (via: string) => (isChannel(via) ? t(`via.${via}`) : via)
  const ids = useId()
  const children = useStaffList(familyAdminEndpoints.children)
  const accounts = useEndpoint(auditAdminEndpoints.auditAccounts)
  const [draft, setDraft] = useState<Filters>(NO_FILTERS)
  const [filters, setFilters] = useState<Filters>(NO_FILTERS)
  const [page, setPage] = useState(1)
  // The filters left empty are left out of the query.
  const entries = useEndpoint(auditAdminEndpoints.audit, { ...filters, limit: PAGE_SIZE, page })
  const problem =
    entries.error instanceof ApiError && entries.error.status === 400 ? serverText(entries.error.fieldErrors[0]?.message ?? entries.error.serverMessage ?? '') || null : null

  const apply = (event: React.FormEvent) => {
    event.preventDefault()
    setFilters(draft)
    setPage(1)
  }
  const field = (name: keyof Filters) => ({
    id: `${ids}-${name}`,
    value: draft[name],
    onChange: (event: React.ChangeEvent<HTMLInputElement | HTMLSelectElement>) => setDraft({ ...draft, [name]: event.target.value }),
  })

  return (
    <Panel title={t('title')} description={t('description')}>
      <form onSubmit={apply} aria-label={t('filterLabel')} className="mb-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-5 lg:items-end">
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={`${ids}-childId`}>{t('child')}</Label>
          <NativeSelect {...field('childId')}>
            <option value="">{t('allChildren')}</option>
            {(children.records ?? []).map((child) => (
              <option key={child.id} value={child.id}>
                {fullName(child)}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={`${ids}-userId`}>{t('account')}</Label>
          <NativeSelect {...field('userId')}>
            <option value="">{t('allAccounts')}</option>
            {(accounts.data ?? []).map((account) => (
              <option key={account.id} value={account.id}>
                {account.name} ({labels.role(account.role)})
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={`${ids}-from`}>{t('from')}</Label>
          <Input type="date" {...field('from')} />
        </div>
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={`${ids}-to`}>{t('to')}</Label>
          <Input type="date" {...field('to')} />
        </div>
        <div className="flex gap-2">
          <Button type="submit">{t('show')}</Button>
          <Button
            type="button"
            variant="outline"
            onClick={() => {
              setDraft(NO_FILTERS)
              setFilters(NO_FILTERS)
              setPage(1)
            }}
          >
            {t('clear')}
          </Button>
        </div>
      </form>
      {problem ? (
        <p role="alert" className="rounded-2xl bg-coral-50 p-4 font-semibold text-coral-700">
          {problem}
        </p>
      ) : (
        <ListState
          records={entries.data}
          failed={Boolean(entries.error) && !entries.data}
          reload={() => void entries.mutate()}
          what={t('what')}
          empty={page > 1 ? t('noOlder') : t('noMatch')}
        >
          {(rows) => (
            <ScrollRegion label={t('entriesLabel')}>
              <table className="w-full border-collapse text-left text-sm">
                <caption className="sr-only">{t('caption', { page: String(page) })}</caption>
                <thead className="sticky top-0 bg-white">
                  <tr className="border-b border-slate-300">
                    <th scope="col" className="p-2">{t('column.when')}</th>
                    <th scope="col" className="p-2">{t('column.who')}</th>
                    <th scope="col" className="p-2">{t('column.what')}</th>
                    <th scope="col" className="p-2">{t('column.child')}</th>
                    <th scope="col" className="p-2">{t('column.via')}</th>
                    <th scope="col" className="p-2">{t('column.address')}</th>
                  </tr>
                </thead>
                <tbody>
                  {rows.map((entry) => (
                    <tr key={entry.id} className="border-b border-slate-200 align-top">
                      <td className="p-2 whitespace-nowrap">
                        <time dateTime={entry.at}>{stamp(new Date(entry.at), locale, { seconds: true })}</time>
                      </td>
                      <td className="p-2">
                        {entry.userName ?? entry.userId ?? t('unknown')}{' '}
                        <span className="text-ink-soft">({entry.userRole ? labels.role(entry.userRole) : t('noRole')})</span>
                      </td>
                      <td className="p-2">
                        {t(`action.${entry.action}`)} {entry.recordCollection}
                        {entry.file && <span className="block text-xs break-all">{t('file', { name: entry.file })}</span>}
                        {entry.recordCollection !== 'children' && entry.recordIds.length === 1 && (
                          <span className="block text-xs text-ink-soft">{entry.recordIds[0]}</span>
                        )}
                        {entry.recordCollection !== 'children' && entry.recordIds.length > 1 && (
                          <details className="text-xs text-ink-soft">
                            <summary className="cursor-pointer">{t('records', { count: entry.recordIds.length })}</summary>
                            <ul>
                              {entry.recordIds.map((id) => (
                                <li key={id}>{id}</li>
                              ))}
                            </ul>
                          </details>
                        )}
                      </td>
                      <td className="p-2">{entry.childName ?? entry.childId ?? '—'}</td>
                      <td className="p-2">{viaLabel(entry.via)}</td>
                      <td className="p-2 font-mono text-xs">{entry.address ?? '—'}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </ScrollRegion>
          )}
        </ListState>
      )}
      <nav aria-label={t('pagesLabel')} className="mt-4 flex items-center gap-3">
        <Button variant="outline" size="sm" disabled={page === 1} onClick={() => setPage(page - 1)}>
          {t('newer')}
        </Button>
        <span className="text-sm text-ink-soft">{t('page', { page: String(page) })}</span>
        <Button variant="outline" size="sm" disabled={!entries.data || entries.data.length < PAGE_SIZE} onClick={() => setPage(page + 1)}>
          {t('older')}
        </Button>
      </nav>
    </Panel>
  )
}
