'use client'

import useSWR from 'swr'

import { toast } from '@/components/ui/use-toast'
import { LOAD_FAILED } from './records'

const toastLoadFailed = () => toast({ title: 'Error', description: LOAD_FAILED, variant: 'destructive' })

/**
 * One of the staff lists (GET /api/parents, /api/children...), read once with the global SWR settings;
 * a failed load says so in a red toast. `path` null: not yet (no admin session to read it with).
 */
export function useStaffList<T>(path: string | null) {
  const { data, error, isLoading, mutate } = useSWR<T[]>(path, { onError: toastLoadFailed })
  return {
    records: data,
    failed: Boolean(error) && !data,
    isLoading,
    reload: () => void mutate(),
  }
}

export type StaffList<T> = ReturnType<typeof useStaffList<T>>
