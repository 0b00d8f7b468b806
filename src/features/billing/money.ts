/**
 * Money as the centre's books keep it: whole cents (integers), never floating point. PostgreSQL stores
 * them as integers (`numeric` columns would do as well; Payload's number fields are integers here, each
 * checked by `isCents`). Every division rounds once, half away from zero, to the cent, and a sum that
 * must be split (a discount over several lines) is split so the parts add up to it exactly.
 */

/** The most a single amount may be: $10 million, far above any fee, far below 2^53 for the arithmetic. */
export const MAX_CENTS = 1_000_000_000

/** Whether `value` is an amount of whole cents the books can hold (negative for what reduces a balance). */
export const isCents = (value: unknown): value is number => Number.isSafeInteger(value) && Math.abs(value as number) <= MAX_CENTS

/** `numerator / denominator`, rounded to the nearest integer, a half away from zero (integers in, integer out). */
export function divideRounded(numerator: number, denominator: number): number {
  if (!Number.isSafeInteger(numerator) || !Number.isSafeInteger(denominator) || denominator === 0) {
    throw new RangeError(`divideRounded needs whole numbers and a divisor other than 0 (${numerator} / ${denominator})`)
  }
  const sign = Math.sign(numerator) * Math.sign(denominator)
  const [n, d] = [Math.abs(numerator), Math.abs(denominator)]
  const quotient = Math.floor(n / d)
  const remainder = n - quotient * d
  return sign * (remainder * 2 >= d ? quotient + 1 : quotient)
}

/** A part of an amount: `cents × numerator / denominator`, rounded once (a prorated rate, a share). */
export const proportionOf = (cents: number, numerator: number, denominator: number) => divideRounded(cents * numerator, denominator)

/** Basis points: 1 % is 100, so a 12.5 % discount is 1250 and every percentage the centre uses is whole. */
export const BASIS_POINTS = 10_000

/** `basisPoints` of an amount, rounded once ($1,000.00 at 1250 → $125.00). */
export const percentOf = (cents: number, basisPoints: number) => proportionOf(cents, basisPoints, BASIS_POINTS)

/**
 * Splits `total` into parts proportional to `weights` that add up to `total` exactly: each part rounded
 * down first, then the cents left over go one each to the largest remainders (the earliest on a tie).
 */
export function allocate(total: number, weights: readonly number[]): number[] {
  const sum = weights.reduce((acc, weight) => acc + weight, 0)
  if (weights.some((weight) => !Number.isSafeInteger(weight) || weight < 0) || sum === 0) {
    throw new RangeError('allocate needs whole, non-negative weights that are not all 0')
  }
  const sign = total < 0 ? -1 : 1
  const magnitude = Math.abs(total)
  const parts = weights.map((weight) => Math.floor((magnitude * weight) / sum))
  const remainders = weights.map((weight, index) => ({ index, remainder: (magnitude * weight) % sum }))
  let left = magnitude - parts.reduce((acc, part) => acc + part, 0)
  for (const { index } of remainders.sort((a, b) => b.remainder - a.remainder || a.index - b.index)) {
    if (left === 0) break
    parts[index]! += 1
    left -= 1
  }
  return parts.map((part) => sign * part)
}

/** The sum of amounts in cents (a ledger's balance, an invoice's total). */
export const sumCents = (amounts: readonly number[]) => amounts.reduce((acc, amount) => acc + amount, 0)

/**
 * Dollars as people type them ("1250", "1,250.5", "$1,250.50") into cents; null when it is not an amount
 * (more than two decimals, letters, a sign: the form asks again rather than guess).
 */
export function parseDollars(text: string): number | null {
  const match = /^\s*\$?\s*(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d{1,2}))?\s*$/.exec(text)
  if (!match) return null
  const dollars = Number(match[1]!.replaceAll(',', ''))
  const cents = Number((match[2] ?? '').padEnd(2, '0'))
  const total = dollars * 100 + cents
  return isCents(total) ? total : null
}

/** An amount for people, in the page's language: "$1,250.00", "1250,00 US$" (Intl's own rules per locale). */
export function formatCents(cents: number, locale: string): string {
  const sign = cents < 0 ? '-' : ''
  const magnitude = Math.abs(cents)
  // Whole dollars and the cents apart: the formatter never sees a fraction it could round.
  const format = new Intl.NumberFormat(locale, { style: 'currency', currency: 'USD', minimumFractionDigits: 2, maximumFractionDigits: 2 })
  const parts = format.formatToParts(Math.floor(magnitude / 100))
  const fraction = String(magnitude % 100).padStart(2, '0')
  return sign + parts.map((part) => (part.type === 'fraction' ? fraction : part.value)).join('')
}
