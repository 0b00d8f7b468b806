/**
 * An invoice's lines in words, in the family's language: the catalogue's `billing.lines` (src/i18n/messages),
 * shared by the portal's page, the PDF and the mail, so an invoice reads the same everywhere.
 */
import { type CatalogueKey, catalogueKey } from '../catalogueKeys'
import type { LineKind } from '../tuition'

type LineKey = `lines.${CatalogueKey<LineKind>}`
/** The part of a `billing` translator the lines need (next-intl's `useTranslations` and `createTranslator` both fit). */
export type LineWords = (key: LineKey, values: Record<string, string | number>) => string

/** A share in basis points as the language writes a percentage ("10%", "10 %"). */
export const percentText = (basisPoints: number, locale: string) =>
  new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 2 }).format(basisPoints / 10_000)

/** What one line of an invoice says. */
export function lineText(t: LineWords, line: { kind: LineKind; detail: Record<string, string | number> }, locale: string): string {
  const detail = line.detail
  const number = (value: unknown) => (typeof value === 'number' ? value : Number(value) || 0)
  return t(`lines.${catalogueKey(line.kind)}`, {
    programme: String(detail.programme ?? ''),
    days: number(detail.days),
    reason: String(detail.reason ?? ''),
    percent: percentText(number(detail.basisPoints), locale),
    agency: String(detail.agency ?? ''),
    caseNumber: String(detail.caseNumber ?? ''),
    year: String(detail.year ?? ''),
    minutes: number(detail.minutes),
    invoiceNumber: String(detail.invoiceNumber ?? ''),
  })
}

/** A billing month (`YYYY-MM`) as the language names it: "November 2026", "noviembre de 2026". */
export const monthText = (period: string, locale: string) =>
  new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${period}-01T12:00:00Z`))

/** A calendar day (`YYYY-MM-DD`) in the language's long words: "November 1, 2026", "1 de noviembre de 2026". */
export const dayWords = (day: string, locale: string) =>
  new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${day.slice(0, 10)}T12:00:00Z`))
