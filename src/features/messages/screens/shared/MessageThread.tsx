'use client'

import { useLocale, useTranslations } from 'next-intl'
import { useEffect, useId, useRef, useState } from 'react'

import { useServerText } from '@/components/i18n/useServerText'
import { Button } from '@/components/ui/button'
import { Label } from '@/components/ui/label'
import { Textarea } from '@/components/ui/textarea'
import { messageEndpoints } from '../../endpoints'
import { ApiError, send, sendForm } from '@/contract/client'
import { MESSAGE_ATTACHMENTS_MAX, MESSAGE_IMAGE_TYPES, familyMessageMessages } from '@/contract/schemas/familyMessageMessages'
import { stamp } from '@/i18n/times'
import { MAX } from '@/lib/constants'
import type { FamilyMessageRecord, FamilyNaming, MessageSender, MessageThreads } from '../../record'

/**
 * A family's message thread, shared by the parent portal and the staff inbox: the messages,
 * oldest first, in a live region (a new one is read out), and the compose box with up to four images
 * (previewed, removable before sending).
 */

/** "23 Nov 14:05" (in Spanish "23 nov, 2:05 p. m."): the day and the time (src/i18n/times.ts). */
function useMessageTime() {
  const locale = useLocale()
  return (iso: string) => stamp(new Date(iso), locale, { year: false })
}

/**
 * How a family and a message's sender are named, in the page's language: the API sends who they are as
 * data (`family`, `sender`), never an English phrase for the screen to show ("The centre", "The Garcia
 * family (Sofia)" are its `senderName` and `familyName`, kept for other clients).
 */
export function useMessageNames() {
  const t = useTranslations('forms.messages')
  const family = (naming: FamilyNaming): string => {
    if (naming.kind === 'parent') return naming.name
    if (naming.kind === 'children') return t('familyOfChildren', { lastName: naming.lastName, children: naming.children.join(', ') })
    return t('aFamily')
  }
  const sender = (who: MessageSender): string => (who.kind === 'person' ? who.name : who.kind === 'centre' ? t('theCentre') : family(who.family))
  return { family, sender }
}

/** The messages; `ownSide`: whose messages are the reader's own (shown on the right). */
export function MessageList({ messages, ownSide, label }: { messages: FamilyMessageRecord[]; ownSide: 'family' | 'centre'; label: string }) {
  const t = useTranslations('forms.messages')
  const at = useMessageTime()
  const names = useMessageNames()
  const list = useRef<HTMLOListElement>(null)
  const last = messages.at(-1)?.id
  // The newest message in view: the list scrolls itself, never the page (scrollIntoView would scroll the
  // whole dashboard down to the thread on load, and mark the centre's messages read unseen). A block body:
  // an effect must return nothing but a cleanup (Chromium's scrollIntoView now answers a Promise).
  useEffect(() => {
    const element = list.current
    if (element) element.scrollTop = element.scrollHeight
  }, [last])
  if (messages.length === 0) return <p className="rounded-2xl bg-brand-50/60 p-4 text-ink-soft">{t('empty')}</p>
  return (
    <ol ref={list} aria-label={label} aria-live="polite" aria-relevant="additions" className="flex max-h-[28rem] flex-col gap-3 overflow-y-auto rounded-2xl bg-brand-50/40 p-3">
      {messages.map((message) => {
        const own = (ownSide === 'centre') === message.fromCentre
        return (
          <li key={message.id} className={own ? 'flex justify-end' : 'flex justify-start'}>
            <article className={`max-w-[85%] rounded-2xl px-4 py-3 shadow-sm ${own ? 'bg-brand-600 text-white' : 'bg-white text-ink'}`}>
              <p className={`text-xs font-semibold ${own ? 'text-white/85' : 'text-ink-soft'}`}>
                {names.sender(message.sender)} · <time dateTime={message.createdAt}>{at(message.createdAt)}</time>
              </p>
              {message.body && <p className="mt-1 whitespace-pre-wrap [overflow-wrap:anywhere]">{message.body}</p>}
              {message.attachments.length > 0 && (
                <ul className="mt-2 grid grid-cols-2 gap-2">
                  {message.attachments.map((image, index) =>
                    image.url ? (
                      <li key={image.id}>
                        <a href={image.url} target="_blank" rel="noreferrer" className="block rounded-xl focus-visible:outline-2 focus-visible:outline-offset-2">
                          {/* eslint-disable-next-line @next/next/no-img-element -- a private family file: served with the session's cookie, never optimized or cached */}
                          <img src={image.thumbnailUrl ?? image.url} alt={t('imageFrom', { number: index + 1, name: names.sender(message.sender) })} loading="lazy" className="aspect-[4/3] w-full rounded-xl bg-white object-cover" />
                        </a>
                      </li>
                    ) : null,
                  )}
                </ul>
              )}
            </article>
          </li>
        )
      })}
    </ol>
  )
}

type Picked = { file: File; preview: string }

/** The compose box: text and images, sent as JSON or, with images, as a multipart form. */
export function MessageComposer({ familyId, onSent, label }: { familyId?: string; onSent: (threads: MessageThreads) => void; label?: string }) {
  const t = useTranslations('forms.messages')
  const serverText = useServerText()
  const ids = useId()
  const [body, setBody] = useState('')
  const [picked, setPicked] = useState<Picked[]>([])
  const [problem, setProblem] = useState<string | null>(null)
  const [sending, setSending] = useState(false)
  const fileInput = useRef<HTMLInputElement>(null)
  const previews = useRef<Picked[]>([])
  useEffect(() => {
    previews.current = picked
  }, [picked])
  // The previews are object URLs: let them go when the composer goes.
  useEffect(() => () => previews.current.forEach((item) => URL.revokeObjectURL(item.preview)), [])

  const addFiles = (files: FileList | null) => {
    if (!files) return
    const images = [...files].filter((file) => (MESSAGE_IMAGE_TYPES as readonly string[]).includes(file.type))
    if (images.length < files.length) setProblem(familyMessageMessages.imageType)
    else setProblem(null)
    const room = MESSAGE_ATTACHMENTS_MAX - picked.length
    if (images.length > room) setProblem(familyMessageMessages.tooManyImages)
    setPicked((current) => [...current, ...images.slice(0, room).map((file) => ({ file, preview: URL.createObjectURL(file) }))])
    if (fileInput.current) fileInput.current.value = ''
  }

  const remove = (index: number) =>
    setPicked((current) => {
      URL.revokeObjectURL(current[index]!.preview)
      return current.filter((_, i) => i !== index)
    })

  const submit = async (event: React.FormEvent) => {
    event.preventDefault()
    if (body.trim().length === 0 && picked.length === 0) {
      setProblem(familyMessageMessages.empty)
      return
    }
    setSending(true)
    setProblem(null)
    try {
      let threads: MessageThreads
      if (picked.length > 0) {
        const form = new FormData()
        form.set('body', body)
        if (familyId) form.set('familyId', familyId)
        for (const item of picked) form.append('files', item.file)
        threads = await sendForm(messageEndpoints.send, form)
      } else {
        threads = await send(messageEndpoints.send, familyId ? { body, familyId } : { body })
      }
      picked.forEach((item) => URL.revokeObjectURL(item.preview))
      setPicked([])
      setBody('')
      onSent(threads)
    } catch (error) {
      // The server's own words (shown in the page's language below), or ours when it gave none.
      setProblem(
        error instanceof ApiError ? (error.fieldErrors[0]?.message ?? error.serverMessage ?? t('failed')) : t('unreachable'),
      )
    } finally {
      setSending(false)
    }
  }

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-3" aria-describedby={problem ? `${ids}-problem` : undefined}>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={`${ids}-body`}>{label ?? t('yourMessage')}</Label>
        <Textarea id={`${ids}-body`} rows={3} maxLength={MAX.text} value={body} onChange={(event) => setBody(event.target.value)} aria-invalid={problem === familyMessageMessages.empty} />
      </div>
      {picked.length > 0 && (
        <ul aria-label={t('imagesToSend')} className="flex flex-wrap gap-3">
          {picked.map((item, index) => (
            <li key={item.preview} className="flex flex-col items-center gap-1">
              {/* eslint-disable-next-line @next/next/no-img-element -- a local preview (object URL) of a file not sent yet */}
              <img src={item.preview} alt={t('pickedImage', { number: index + 1, fileName: item.file.name })} className="size-20 rounded-xl object-cover" />
              <Button type="button" variant="ghost" size="sm" onClick={() => remove(index)} aria-label={t('removeImage', { number: index + 1, fileName: item.file.name })}>
                {t('remove')}
              </Button>
            </li>
          ))}
        </ul>
      )}
      {problem && (
        <p id={`${ids}-problem`} role="alert" className="text-sm font-semibold text-coral-700">
          {serverText(problem)}
        </p>
      )}
      <div className="flex flex-wrap items-center gap-3">
        <input
          ref={fileInput}
          id={`${ids}-files`}
          type="file"
          accept={MESSAGE_IMAGE_TYPES.join(',')}
          multiple
          // Out of the page (display: none): "Attach images" opens it; focusable and unlabelled otherwise.
          className="hidden"
          disabled={picked.length >= MESSAGE_ATTACHMENTS_MAX}
          onChange={(event) => addFiles(event.target.files)}
        />
        <Button type="button" variant="outline" size="sm" disabled={picked.length >= MESSAGE_ATTACHMENTS_MAX || sending} onClick={() => fileInput.current?.click()}>
          {t('attachImages')}
        </Button>
        <span className="text-sm text-ink-soft">
          {t('imageCount', { count: picked.length, max: MESSAGE_ATTACHMENTS_MAX })}
        </span>
        <Button type="submit" disabled={sending} className="ml-auto">
          {sending ? t('sending') : t('send')}
        </Button>
      </div>
    </form>
  )
}
