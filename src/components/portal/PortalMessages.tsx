'use client'

import { useEffect, useRef } from 'react'
import useSWR from 'swr'

import { MessageComposer, MessageList } from '@/components/forms/MessageThread'
import { api } from '@/contract/api'
import { send } from '@/contract/client'
import type { MessageThreads } from '@/contract/records'
import { LoadError } from './RecordStates'

/**
 * The parent dashboard's "Messages" (issue 17): the family's one thread with the centre, a compose box
 * with images, and how many of the centre's messages are unread. The centre's messages are marked read
 * once the thread is on screen (the server stamps the time).
 */
export function PortalMessages() {
  const threads = useSWR<MessageThreads>(api.messages.threads.path)
  const thread = threads.data?.threads[0]
  const section = useRef<HTMLElement>(null)
  const unread = thread?.unread ?? 0

  useEffect(() => {
    const element = section.current
    if (!element || unread === 0) return
    const markRead = () => {
      send(api.messages.markRead, {})
        .then(() => threads.mutate())
        .catch(() => undefined)
    }
    if (typeof IntersectionObserver === 'undefined') return markRead()
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) {
        observer.disconnect()
        markRead()
      }
    })
    observer.observe(element)
    return () => observer.disconnect()
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per change of the unread count
  }, [unread])

  return (
    <section ref={section} aria-labelledby="messages" className="mt-10 flex flex-col gap-4 rounded-3xl border border-slate-200 bg-white p-6 shadow-sm">
      <div className="flex flex-wrap items-center gap-3">
        <h2 id="messages" className="text-2xl font-bold text-ink">
          Messages
        </h2>
        {unread > 0 && (
          <span className="rounded-full bg-coral-600 px-2.5 py-0.5 text-sm font-semibold text-white" aria-label={`${unread} unread`}>
            {unread}
          </span>
        )}
      </div>
      <p className="text-ink-soft">Write to the centre, and read what the centre writes to you. You can attach up to four photos to a message.</p>
      {threads.error ? (
        <LoadError message="We could not load your messages. Please try again." onRetry={() => void threads.mutate()} />
      ) : !thread ? (
        <p role="status" className="text-ink-soft">
          Loading your messages...
        </p>
      ) : (
        <>
          <MessageList messages={thread.messages} ownSide="family" label="Messages with the centre" />
          <MessageComposer label="Message to the centre" onSent={(next) => void threads.mutate(next, { revalidate: false })} />
        </>
      )}
    </section>
  )
}
