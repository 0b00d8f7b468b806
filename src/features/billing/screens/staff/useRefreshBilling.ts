'use client'

import { useSWRConfig } from 'swr'

import { billingAdminEndpoints, billingEndpoints } from '../../endpoints'

/** The reads a payment or a billing run changes: the balances, and every family's ledger and account read so far. */
const BILLING_READS = [billingAdminEndpoints.billingAging.path, billingAdminEndpoints.billingLedger.path, billingEndpoints.account.path]

/** Reloads every billing read on the screen (the keys are the paths with their queries). */
export function useRefreshBilling() {
  const { mutate } = useSWRConfig()
  return () => mutate((key) => typeof key === 'string' && BILLING_READS.some((path) => key === path || key.startsWith(`${path}?`)))
}
