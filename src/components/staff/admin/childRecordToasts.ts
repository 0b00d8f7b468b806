import { toast } from '@/components/ui/use-toast'
import { ApiError } from '@/contract/client'
import type { ChildRecord } from '@/contract/records'
import { childNameOf } from '../shared/lists'

/** /admin's toast for a child's new record (an activity, a video), naming the record and the child. */
export const addedForChild = (title: string, children: readonly ChildRecord[] | undefined) => (record: { title: string; childId: string }) =>
  toast({ title, description: `“${record.title}” was added for ${childNameOf(children, record.childId)}.` })

/** /admin's failure toast: the server's message, or a word about the connection when there was no answer. */
export const addFailed = (title: string) => (error: unknown) =>
  toast({
    title,
    description: error instanceof ApiError ? (error.serverMessage ?? undefined) : 'Please check your connection and try again.',
    variant: 'destructive',
  })
