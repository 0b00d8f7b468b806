/**
 * The subsidy agency's monthly attendance report (pure: no database): for each authorized child, each
 * scheduled day of the month (a weekday its billing plan and the authorization both cover), present or
 * absent from the attendance records, as CSV. docs/spec.md §14.
 */
import { dayNumber, dayText, isWeekday, periodDays, type Period } from './tuition'

export type ReportAuthorization = { agencyName: string; caseNumber: string; childId: string; childName: string; startDate: string; endDate: string }
export type ReportPlan = { childId: string; from: string; to: string | null }
export type ReportRow = { agency: string; caseNumber: string; child: string; date: string; attendance: 'present' | 'absent' }

/** Every scheduled day of the month per authorization, present when the child has a stay that day (`present`: childId → days). */
export function subsidyReportRows(month: Period, authorizations: readonly ReportAuthorization[], plans: readonly ReportPlan[], present: ReadonlyMap<string, ReadonlySet<string>>): ReportRow[] {
  const { first, last } = periodDays(month)
  const rows: ReportRow[] = []
  const sorted = [...authorizations].sort((a, b) => a.agencyName.localeCompare(b.agencyName) || a.childName.localeCompare(b.childName) || a.caseNumber.localeCompare(b.caseNumber))
  for (const authorization of sorted) {
    const childPlans = plans.filter((plan) => plan.childId === authorization.childId)
    const from = Math.max(first, dayNumber(authorization.startDate))
    const to = Math.min(last, dayNumber(authorization.endDate))
    for (let day = from; day <= to; day++) {
      if (!isWeekday(day)) continue
      if (!childPlans.some((plan) => dayNumber(plan.from) <= day && (plan.to === null || day <= dayNumber(plan.to)))) continue
      const date = dayText(day)
      rows.push({ agency: authorization.agencyName, caseNumber: authorization.caseNumber, child: authorization.childName, date, attendance: present.get(authorization.childId)?.has(date) ? 'present' : 'absent' })
    }
  }
  return rows
}

/** A CSV cell: quoted when it must be, and never read as a formula by a spreadsheet (a leading =, +, -, @ is escaped). */
const cell = (value: string) => {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe
}

export const SUBSIDY_REPORT_HEADER = ['Agency', 'Case number', 'Child', 'Date', 'Attendance'] as const

/** The report as CSV (RFC 4180: CRLF line ends), its header first. */
export function subsidyReportCsv(rows: readonly ReportRow[]): string {
  const lines = [SUBSIDY_REPORT_HEADER.join(','), ...rows.map((row) => [row.agency, row.caseNumber, row.child, row.date, row.attendance].map(cell).join(','))]
  return `${lines.join('\r\n')}\r\n`
}
