/**
 * The catalogue's key of a billing value: the value in camelCase ('write-off' → 'writeOff',
 * 'late-pickup-fee' → 'latePickupFee'), so a ledger kind, an invoice line's kind or a payment method names
 * its words without a table to keep in step (tests/unit/billing.unit.spec.ts checks both catalogues).
 */
export type CatalogueKey<S extends string> = S extends `${infer Head}-${infer Tail}` ? `${Head}${Capitalize<CatalogueKey<Tail>>}` : S

export const catalogueKey = <S extends string>(value: S): CatalogueKey<S> => value.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase()) as CatalogueKey<S>
