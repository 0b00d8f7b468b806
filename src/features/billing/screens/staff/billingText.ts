import { centreToday, isMonth } from '@/lib/dates'
import { catalogueKey } from '../../catalogueKeys'
import { PAYMENT_METHODS, type PaymentMethod } from '../../schemas'

/** A payment method's catalogue key (`staff.billing.ledger.methods.*`), or null for none or one this screen does not know. */
export const methodKeyOf = (method: string | null) => ((PAYMENT_METHODS as readonly (string | null)[]).includes(method) ? catalogueKey(method as PaymentMethod) : null)

/** A `YYYY-MM` month is one the API takes. */
export const isPeriod = (text: string) => isMonth(text)

/** The centre's current month, `YYYY-MM`: what the forms offer first. */
export const currentPeriod = () => centreToday().slice(0, 7)

/** The month before the centre's current one, `YYYY-MM`: what an agency, paying in arrears, pays for. */
export function previousPeriod(): string {
  const [year, month] = currentPeriod().split('-').map(Number) as [number, number]
  return month === 1 ? `${year - 1}-12` : `${year}-${String(month - 1).padStart(2, '0')}`
}

/** A `YYYY-MM` month for people: "November 2026", "noviembre de 2026"; as it came when it is not one. */
export function monthText(period: string, locale: string): string {
  if (!isPeriod(period)) return period
  const [year, month] = period.split('-').map(Number) as [number, number]
  return new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(Date.UTC(year, month - 1, 1))
}

/** A `YYYY-MM-DD` day for people ("Nov 5, 2026", "5 nov 2026"), never shifted through a time zone. */
export function dayText(day: string, locale: string): string {
  const time = Date.parse(`${day.slice(0, 10)}T00:00:00Z`)
  return Number.isNaN(time) ? day : new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(time)
}
