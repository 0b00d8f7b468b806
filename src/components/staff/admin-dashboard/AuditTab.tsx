'use client'

import { useId, useState } from 'react'
import useSWR from 'swr'

import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { NativeSelect } from '@/components/ui/native-select'
import { api } from '@/contract/api'
import { ApiError } from '@/contract/client'
import type { ResponseOf } from '@/contract/endpoint'
import { type AuditEntryRecord, fullName } from '@/contract/records'
import { AUDIT_CHANNELS } from '@/lib/constants'
import { ListState, ScrollRegion } from '../shared/ListState'
import { useStaffList } from '../shared/lists'
import { Panel } from '../shared/Panel'

/** Entries per page of the table. */
const PAGE_SIZE = 50

type Filters = { childId: string; userId: string; from: string; to: string }
const NO_FILTERS: Filters = { childId: '', userId: '', from: '', to: '' }

const when = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit', second: '2-digit' })
const ACTION_LABEL: Record<AuditEntryRecord['action'], string> = { read: 'Opened', create: 'Created', update: 'Changed', delete: 'Deleted' }
const viaLabel = (via: AuditEntryRecord['via']) => AUDIT_CHANNELS.find(({ value }) => value === via)?.label ?? via

/** The log's path for these filters and page: also the table's SWR key. */
function auditPath(filters: Filters, page: number): string {
  const query = new URLSearchParams()
  for (const [name, value] of Object.entries(filters)) if (value) query.set(name, value)
  query.set('limit', String(PAGE_SIZE))
  query.set('page', String(page))
  return `${api.admin.audit.path}?${query.toString()}`
}

/**
 * /admin-dashboard, tab "Audit log" (issue 17): who opened or changed a child's record, when, through
 * which door and from which address; filtered by child, account and dates (inclusive), newest first,
 * 50 at a time. Read-only: nobody changes the log.
 */
export function AuditTab() {
  const ids = useId()
  const children = useStaffList(api.admin.children)
  const accounts = useSWR<ResponseOf<typeof api.admin.auditAccounts>>(api.admin.auditAccounts.path)
  const [draft, setDraft] = useState<Filters>(NO_FILTERS)
  const [filters, setFilters] = useState<Filters>(NO_FILTERS)
  const [page, setPage] = useState(1)
  const entries = useSWR<AuditEntryRecord[]>(auditPath(filters, page))
  const problem = entries.error instanceof ApiError && entries.error.status === 400 ? (entries.error.fieldErrors[0]?.message ?? entries.error.serverMessage) : null

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
    <Panel title="Audit log" description="Every time a child’s record is opened or changed: who, what, when, through which door and from which address. Nobody can change or delete an entry.">
      <form onSubmit={apply} aria-label="Filter the audit log" className="mb-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-5 lg:items-end">
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={`${ids}-childId`}>Child</Label>
          <NativeSelect {...field('childId')}>
            <option value="">All children</option>
            {(children.records ?? []).map((child) => (
              <option key={child.id} value={child.id}>
                {fullName(child)}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={`${ids}-userId`}>Account</Label>
          <NativeSelect {...field('userId')}>
            <option value="">All accounts</option>
            {(accounts.data ?? []).map((account) => (
              <option key={account.id} value={account.id}>
                {account.name} ({account.role})
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={`${ids}-from`}>From</Label>
          <Input type="date" {...field('from')} />
        </div>
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={`${ids}-to`}>To</Label>
          <Input type="date" {...field('to')} />
        </div>
        <div className="flex gap-2">
          <Button type="submit">Show</Button>
          <Button
            type="button"
            variant="outline"
            onClick={() => {
              setDraft(NO_FILTERS)
              setFilters(NO_FILTERS)
              setPage(1)
            }}
          >
            Clear
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
          what="audit log"
          empty={page > 1 ? 'No older entries.' : 'No entries match these filters.'}
        >
          {(rows) => (
            <ScrollRegion label="Audit log entries, newest first">
              <table className="w-full border-collapse text-left text-sm">
                <caption className="sr-only">Audit log entries, newest first (page {page})</caption>
                <thead className="sticky top-0 bg-white">
                  <tr className="border-b border-slate-300">
                    <th scope="col" className="p-2">When</th>
                    <th scope="col" className="p-2">Who</th>
                    <th scope="col" className="p-2">What</th>
                    <th scope="col" className="p-2">Child</th>
                    <th scope="col" className="p-2">Via</th>
                    <th scope="col" className="p-2">Address</th>
                  </tr>
                </thead>
                <tbody>
                  {rows.map((entry) => (
                    <tr key={entry.id} className="border-b border-slate-200 align-top">
                      <td className="p-2 whitespace-nowrap">
                        <time dateTime={entry.at}>{when.format(new Date(entry.at))}</time>
                      </td>
                      <td className="p-2">
                        {entry.userName ?? entry.userId ?? 'Unknown'} <span className="text-ink-soft">({entry.userRole ?? 'no role'})</span>
                      </td>
                      <td className="p-2">
                        {ACTION_LABEL[entry.action]} {entry.recordCollection}
                        {entry.recordId && entry.recordCollection !== 'children' && <span className="block text-xs text-ink-soft">{entry.recordId}</span>}
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
      <nav aria-label="Audit log pages" className="mt-4 flex items-center gap-3">
        <Button variant="outline" size="sm" disabled={page === 1} onClick={() => setPage(page - 1)}>
          Newer
        </Button>
        <span className="text-sm text-ink-soft">Page {page}</span>
        <Button variant="outline" size="sm" disabled={!entries.data || entries.data.length < PAGE_SIZE} onClick={() => setPage(page + 1)}>
          Older
        </Button>
      </nav>
    </Panel>
  )
}
