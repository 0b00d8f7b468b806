import { cn } from '@/lib/utils'

/** The header row of the billing screen's tables: amounts (`amount`) are right-aligned, as their cells. */
export function TableHead({ columns }: { columns: { label: string; amount?: boolean }[] }) {
  return (
    <thead>
      <tr className="border-b-2 border-slate-300 text-left text-sm text-ink-soft">
        {columns.map((column) => (
          <th key={column.label} scope="col" className={cn('px-3 py-2 font-semibold', column.amount && 'text-right')}>
            {column.label}
          </th>
        ))}
      </tr>
    </thead>
  )
}
