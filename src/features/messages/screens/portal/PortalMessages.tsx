'use client'

import { useTranslations } from 'next-intl'
import { useEffect, useRef } from 'react'

import { LoadError } from '@/components/portal/RecordStates'
import { useEndpoint } from '@/components/swr'
import { messageEndpoints } from '../../endpoints'
import { send } from '@/contract/client'
import { MessageComposer, MessageList } from '../shared/MessageThread'

/**
 * How long the messages must stay on screen to count as read: not a glimpse of them while the sections
 * above are still loading, nor while the page scrolls past them.
 */
const SEEN_AFTER_MS = 1000

/**
 * The parent dashboard's "Messages": the family's one thread with the centre, a compose box
 * with images, and how many of the centre's messages are unread. The centre's messages are marked read
 * once the thread has been on screen for a moment (SEEN_AFTER_MS; the server stamps the time).
 */
export function PortalMessages() {
  const t = useTranslations('portal.messages')
  const threads = useEndpoint(messageEndpoints.threads)
  const thread = threads.data?.threads[0]
  const threadView = useRef<HTMLDivElement>(null)
  const unread = thread?.unread ?? 0

  useEffect(() => {
    const element = threadView.current
    if (!element || unread === 0) return
    const markRead = () => {
      send(messageEndpoints.markRead, {})
        .then(() => threads.mutate())
        .catch(() => undefined)
    }
    if (typeof IntersectionObserver === 'undefined') return markRead()
    let seen: ReturnType<typeof setTimeout> | undefined
    const observer = new IntersectionObserver((entries) => {
      const onScreen = entries[entries.length - 1]!.isIntersecting
      if (onScreen && seen === undefined) {
        seen = setTimeout(() => {
          observer.disconnect()
          markRead()
        }, SEEN_AFTER_MS)
      } else if (!onScreen && seen !== undefined) {
        clearTimeout(seen)
        seen = undefined
      }
    })
    observer.observe(element)
    return () => {
      observer.disconnect()
      clearTimeout(seen)
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per change of the unread count
  }, [unread])

  return (
    <section aria-labelledby="messages" className="mt-10 flex flex-col gap-4 rounded-3xl border border-slate-200 bg-white p-6 shadow-sm">
      <div className="flex flex-wrap items-center gap-3">
        <h2 id="messages" className="text-2xl font-bold text-ink">
          {t('heading')}
        </h2>
        {unread > 0 && (
          <span className="rounded-full bg-coral-600 px-2.5 py-0.5 text-sm font-semibold text-white" aria-label={t('unread', { count: unread })}>
            {unread}
          </span>
        )}
      </div>
      <p className="text-ink-soft">{t('intro')}</p>
      {threads.error ? (
        <LoadError message={t('loadFailed')} onRetry={() => void threads.mutate()} />
      ) : !thread ? (
        <p role="status" className="text-ink-soft">
          {t('loading')}
        </p>
      ) : (
        <>
          <div ref={threadView}>
            <MessageList messages={thread.messages} ownSide="family" label={t('listLabel')} />
          </div>
          <MessageComposer label={t('composerLabel')} onSent={(next) => void threads.mutate(next, { revalidate: false })} />
        </>
      )}
    </section>
  )
}
