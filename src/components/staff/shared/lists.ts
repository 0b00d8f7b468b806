'use client'

import { useTranslations } from 'next-intl'
import useSWR, { useSWRConfig } from 'swr'

import { toast } from '@/components/ui/use-toast'
import { getTotal } from '@/contract/client'
import { withQuery, type Endpoint, type ItemOf } from '@/contract/endpoint'
import { fullName, type ChildRecord } from '@/contract/records'
import { useEndpoint } from '@/components/swr'

/** A staff list: a GET endpoint of the contract that answers an array. Its path is the list's SWR key. */
export type ListEndpoint = Endpoint<'GET', string, null, readonly unknown[]>

/** One staff list as a screen shows it: `records` undefined while loading, `failed` when a load failed and there is nothing to show. */
export type StaffList<T> = { records: T[] | undefined; failed: boolean; isLoading: boolean; reload: () => void }

/** SPEC §8: the server-admin screens' failure text, under the title Error (the catalogue's `staff.shared.lists.loadFailed`). */
export const LOAD_FAILED = 'Failed to load data. Please try again.'

/**
 * One staff list, read once with the global SWR settings. `toastWhenFailed` (/admin-db, /secure-admin):
 * a failed load also says so in a red toast.
 */
export function useStaffList<E extends ListEndpoint>(list: E, { toastWhenFailed = false }: { toastWhenFailed?: boolean } = {}): StaffList<ItemOf<E>> {
  const t = useTranslations('staff.shared.lists')
  const toastLoadFailed = () => toast({ title: t('errorTitle'), description: t('loadFailed'), variant: 'destructive' })
  const { data, error, isLoading, mutate } = useEndpoint(list, undefined, toastWhenFailed ? { onError: toastLoadFailed } : {})
  return { records: data as ItemOf<E>[] | undefined, failed: Boolean(error) && !data, isLoading, reload: () => void mutate() }
}

/** The key of a list's count: one record asked for, the total read from the header. */
const totalKeyOf = (list: ListEndpoint) => withQuery(list.path, { limit: 1 })

/** How many records a list holds (the overview), not only the window a list shows. */
export function useStaffListTotal(list: ListEndpoint) {
  const { data, error } = useSWR(totalKeyOf(list), getTotal)
  return { total: data, error: error as unknown }
}

/** Reloads the lists a creation changed, and their overview counts. */
export function useRefreshLists() {
  const { mutate } = useSWRConfig()
  return (...lists: ListEndpoint[]) => Promise.all(lists.flatMap((list) => [mutate(list.path), mutate(totalKeyOf(list))]))
}

/**
 * A record's child by name, or 'Unknown Child' when the child is not in the list (SPEC §2). `texts`: those
 * two words in the page's language (`useChildNameTexts()`); English without.
 */
export function childNameOf(
  children: readonly ChildRecord[] | undefined,
  childId: string | null,
  texts: { loading: string; unknown: string } = { loading: 'Loading...', unknown: 'Unknown Child' },
): string {
  if (!children) return texts.loading
  const child = children?.find(({ id }) => id === childId)
  return child ? fullName(child) : texts.unknown
}

/** `childNameOf`'s words in the page's language. */
export function useChildNameTexts(): { loading: string; unknown: string } {
  const t = useTranslations('staff.shared.lists')
  return { loading: t('loadingName'), unknown: t('unknownChild') }
}
