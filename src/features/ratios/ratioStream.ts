import 'server-only'

import { isTeacherUser, teacherClassroomIds } from '@/access/roles'
import { ANY_CLASSROOM, onFloorChange } from '@/features/attendance/floorChanges'
import type { Actor } from '@/server/actor'
import { sessionUser } from '@/server/http/sessionCache'
import type { RatioBoard } from './record'
import { sharedRatioBoard } from './sharedBoard'

/** How long changes are gathered before the board is read again (a class arriving at once is one read). */
const GATHER_MS = 150
/** A comment line now and then keeps proxies from closing a quiet stream. */
const KEEPALIVE_MS = 20_000
/** A full refresh now and then, whatever was heard (a notice lost while the listener reconnected). */
const REFRESH_MS = 30_000

const sameBoard = (a: RatioBoard | null, b: RatioBoard) => a !== null && JSON.stringify({ ...a, at: '' }) === JSON.stringify({ ...b, at: '' })

/**
 * The ratio board as a text/event-stream for this caller. The first board is read before answering, so
 * a caller who may not see it gets the usual 401/403 JSON. Every read is made with the caller's rights,
 * and the session is checked again before each one: a logout ends the stream.
 */
export async function ratioBoardStream(actor: Actor, request: Request): Promise<Response> {
  const first = await sharedRatioBoard(actor)
  const encoder = new TextEncoder()
  let last: RatioBoard | null = null
  let closed = false
  const timers: ReturnType<typeof setTimeout>[] = []
  let stopListening = () => {}
  let gathering: ReturnType<typeof setTimeout> | null = null

  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      const send = (text: string) => {
        if (!closed) controller.enqueue(encoder.encode(text))
      }
      const close = () => {
        if (closed) return
        closed = true
        stopListening()
        for (const timer of timers) clearInterval(timer)
        if (gathering) clearTimeout(gathering)
        try {
          controller.close()
        } catch {
          // already closed by the client
        }
      }
      const sendBoard = (board: RatioBoard) => {
        if (sameBoard(last, board)) return
        last = board
        send(`event: board\ndata: ${JSON.stringify(board)}\n\n`)
      }
      const refresh = async () => {
        if (closed) return
        try {
          const user = await sessionUser(actor.payload, request.headers)
          if (!user || String(user.id) !== String(actor.user?.id)) return close()
          sendBoard(await sharedRatioBoard({ ...actor, user }))
        } catch {
          // A failed read (the database restarting) is retried on the next change or refresh.
        }
      }
      send(`retry: 2000\n\n`)
      sendBoard(first)
      stopListening = onFloorChange((classroomId) => {
        if (closed) return
        // A teacher's board shows their classrooms only; an admin's every one.
        if (classroomId !== ANY_CLASSROOM && isTeacherUser(actor.user) && !teacherClassroomIds(actor.user).includes(classroomId)) return
        if (gathering) return
        gathering = setTimeout(() => {
          gathering = null
          void refresh()
        }, GATHER_MS)
      })
      timers.push(setInterval(() => send(`: keep-alive\n\n`), KEEPALIVE_MS))
      timers.push(setInterval(() => void refresh(), REFRESH_MS))
      request.signal.addEventListener('abort', close)
    },
    cancel() {
      closed = true
      stopListening()
      for (const timer of timers) clearInterval(timer)
      if (gathering) clearTimeout(gathering)
    },
  })
  return new Response(stream, {
    headers: {
      'Content-Type': 'text/event-stream; charset=utf-8',
      'Cache-Control': 'no-store',
      Connection: 'keep-alive',
      // nginx (deploy/nginx.conf) passes each event on at once instead of buffering the stream.
      'X-Accel-Buffering': 'no',
    },
  })
}
