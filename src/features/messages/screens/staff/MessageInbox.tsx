'use client'

import { useLocale, useTranslations } from 'next-intl'
import { useId, useState } from 'react'

import { ListState } from '@/components/staff/shared/ListState'
import { Panel } from '@/components/staff/shared/Panel'
import { useEndpoint } from '@/components/swr'
import { Button } from '@/components/ui/button'
import { Label } from '@/components/ui/label'
import { messageEndpoints } from '../../endpoints'
import { send } from '@/contract/client'
import type { Locale } from '@/i18n/routing'
import { stamp } from '@/i18n/times'
import type { MessageThreadRecord } from '../../record'
import { MessageComposer, MessageList, useMessageNames } from '../shared/MessageThread'

/**
 * The centre's shared inbox of family messages, for /admin and the teachers' screen: one
 * thread per family, newest activity first, with the family's unread messages; opening one marks it
 * read for the whole centre; a reply may carry images. Which families a caller sees is the API's
 * answer (a teacher: the families of their classrooms).
 */

const threadQuery = (familyId: string) => ({ familyId })
/** When a thread's last message was sent: "5 Nov 14:30" in English, "5 nov, 2:30 p. m." in Spanish (as the thread writes it). */
const whenOf = (iso: string, locale: Locale) => stamp(new Date(iso), locale, { year: false })

/** The caller's side's unread count (the tab's badge). */
export function useUnreadMessages() {
  return useEndpoint(messageEndpoints.unread).data?.unread ?? 0
}

/** "Messages" with the unread total, for a tab. */
export function MessagesTabLabel() {
  const unread = useUnreadMessages()
  const t = useTranslations('staff.shared.messages')
  return (
    <span className="inline-flex items-center gap-2">
      {t('tab')}
      {unread > 0 && (
        <span className="rounded-full bg-coral-600 px-2 py-0.5 text-xs font-bold text-white" aria-label={t('unread', { count: unread })}>
          {unread}
        </span>
      )}
    </span>
  )
}

export function MessageInbox({ description }: { description?: string }) {
  const inbox = useEndpoint(messageEndpoints.threads)
  const unread = useEndpoint(messageEndpoints.unread)
  const [open, setOpen] = useState<{ familyId: string; familyName: string } | null>(null)
  const pickId = useId()
  const t = useTranslations('staff.shared.messages')
  const locale = useLocale()
  const names = useMessageNames()

  const refresh = () => Promise.all([inbox.mutate(), unread.mutate()])
  const openThread = (thread: Pick<MessageThreadRecord, 'familyId' | 'family' | 'unread'>) => {
    setOpen({ familyId: thread.familyId, familyName: names.family(thread.family) })
    if (thread.unread > 0) {
      send(messageEndpoints.markRead, { familyId: thread.familyId })
        .then(refresh)
        .catch(() => undefined)
    }
  }
  const withoutThread = (inbox.data?.families ?? []).filter((family) => !inbox.data?.threads.some((thread) => thread.familyId === family.familyId))

  return (
    <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
      <Panel title={t('inbox')} description={description ?? t('inboxDescription')}>
        <ListState records={inbox.data?.threads} failed={Boolean(inbox.error) && !inbox.data} reload={() => void inbox.mutate()} what={t('what')} empty={t('empty')}>
          {(threads) => (
            <ul aria-label={t('threads')} className="flex flex-col gap-2">
              {threads.map((thread) => (
                <li key={thread.familyId}>
                  <button
                    type="button"
                    onClick={() => openThread(thread)}
                    aria-current={open?.familyId === thread.familyId ? 'true' : undefined}
                    className={`flex w-full flex-col gap-1 rounded-2xl border-2 px-4 py-3 text-left hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 ${open?.familyId === thread.familyId ? 'border-brand-600 bg-brand-50' : 'border-transparent bg-white'}`}
                  >
                    <span className="flex items-center gap-2 font-semibold text-ink">
                      {names.family(thread.family)}
                      {thread.unread > 0 && <span className="rounded-full bg-coral-600 px-2 py-0.5 text-xs font-bold text-white">{t('unread', { count: thread.unread })}</span>}
                    </span>
                    {thread.lastMessage && (
                      <span className="line-clamp-2 text-sm text-ink-soft">
                        {thread.lastMessage.fromCentre ? `${t('fromCentre')} ` : ''}
                        {thread.lastMessage.body || t('images', { count: thread.lastMessage.attachments.length })} · {whenOf(thread.lastMessage.createdAt, locale)}
                      </span>
                    )}
                  </button>
                </li>
              ))}
            </ul>
          )}
        </ListState>
        {withoutThread.length > 0 && (
          <form
            className="mt-4 flex flex-wrap items-end gap-2"
            onSubmit={(event) => {
              event.preventDefault()
              const familyId = new FormData(event.currentTarget).get('familyId')
              const family = withoutThread.find((candidate) => candidate.familyId === familyId)
              if (family) openThread({ ...family, unread: 0 })
            }}
          >
            <div className="flex min-w-48 flex-1 flex-col gap-1.5">
              <Label htmlFor={pickId}>{t('writeToAnother')}</Label>
              <select id={pickId} name="familyId" className="min-h-11 rounded-xl border border-slate-300 bg-white px-3">
                {withoutThread.map((family) => (
                  <option key={family.familyId} value={family.familyId}>
                    {names.family(family.family)}
                  </option>
                ))}
              </select>
            </div>
            <Button type="submit" variant="outline" size="sm">
              {t('open')}
            </Button>
          </form>
        )}
      </Panel>
      {open ? (
        <OpenThread key={open.familyId} familyId={open.familyId} familyName={open.familyName} onSent={refresh} />
      ) : (
        <Panel title={t('thread')}>
          <p className="text-ink-soft">{t('chooseThread')}</p>
        </Panel>
      )}
    </div>
  )
}

function OpenThread({ familyId, familyName, onSent }: { familyId: string; familyName: string; onSent: () => void }) {
  const thread = useEndpoint(messageEndpoints.threads, threadQuery(familyId))
  const messages = thread.data?.threads[0]?.messages
  const t = useTranslations('staff.shared.messages')
  return (
    <Panel title={familyName}>
      <div className="flex flex-col gap-4">
        <ListState records={messages} failed={Boolean(thread.error) && !thread.data} reload={() => void thread.mutate()} what={t('what')} empty={t('threadEmpty')}>
          {(items) => <MessageList messages={[...items]} ownSide="centre" label={t('messagesWith', { name: familyName })} />}
        </ListState>
        <MessageComposer
          familyId={familyId}
          label={t('replyTo', { name: familyName })}
          onSent={(next) => {
            void thread.mutate(next, { revalidate: false })
            onSent()
          }}
        />
      </div>
    </Panel>
  )
}
