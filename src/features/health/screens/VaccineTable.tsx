import type { ChildImmunizationsRecord, VaccineStateRecord } from '../record'

const cell = 'px-3 py-2 text-left align-top'

/** The table's words, from the screen's own namespace (the portal's or the staff screens'). */
export type VaccineTableWords = {
  vaccine: string
  doses: string
  state: string
  dueOn: string
  noDue: string
  dosesValue: (vaccine: VaccineStateRecord) => string
  status: (status: VaccineStateRecord['status']) => string
  day: (value: string) => string
}

/** A child's vaccines as a table: the name, the doses on file against those due so far, the status and the day a missing dose is due. */
export function VaccineTable({ record, caption, words }: { record: ChildImmunizationsRecord; caption: string; words: VaccineTableWords }) {
  return (
    <div className="mt-4 overflow-x-auto" role="region" aria-label={caption} tabIndex={0}>
      <table className="w-full min-w-[36rem] border-collapse text-base">
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr className="border-b-2 border-slate-300">
            <th scope="col" className={cell}>{words.vaccine}</th>
            <th scope="col" className={cell}>{words.doses}</th>
            <th scope="col" className={cell}>{words.state}</th>
            <th scope="col" className={cell}>{words.dueOn}</th>
          </tr>
        </thead>
        <tbody>
          {record.vaccines.map((vaccine) => (
            <tr key={vaccine.code} className="border-b border-slate-200" data-vaccine={vaccine.code}>
              <th scope="row" className={`${cell} font-normal`}>{vaccine.name}</th>
              <td className={`${cell} tabular-nums`}>{words.dosesValue(vaccine)}</td>
              <td className={`${cell} ${vaccine.status === 'overdue' ? 'font-semibold text-coral-700' : ''}`}>{words.status(vaccine.status)}</td>
              <td className={cell}>{vaccine.dueOn ? words.day(vaccine.dueOn) : words.noDue}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
