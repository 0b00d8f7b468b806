import type { Payload, PayloadRequest, Where } from 'payload'

type Upsert = (collection: 'family-messages', where: Where, data: Record<string, unknown>, options?: { update?: boolean }, onReq?: PayloadRequest) => Promise<{ id: string }>

/** A demo thread: Maria Garcia and the centre, both ways; the centre's last message unread by her. */
const THREAD = {
  username: 'maria.garcia',
  messages: [
    { fromCentre: false, hoursAgo: 50, read: true, body: 'Good morning! Sofia has a dentist appointment on Thursday, so I will pick her up at 2 pm that day.' },
    { fromCentre: true, hoursAgo: 49, read: true, body: 'Thank you for letting us know, Maria. We will have Sofia ready at 2 pm on Thursday.' },
    { fromCentre: false, hoursAgo: 26, read: true, body: 'Could you remind her to wear her sun hat outside? She keeps leaving it in her cubby.' },
    { fromCentre: true, hoursAgo: 3, read: false, body: 'Sofia painted a lovely sunflower today and proudly wore her sun hat all afternoon!' },
  ],
}

/**
 * The demo thread, as it was written: each message with its sender, its past time and its read marks
 * (written as the system: `user` null, so the collection takes them as given). Keyed by family and
 * text, so a second run adds nothing.
 */
export async function seedFamilyMessages(payload: Payload, req: PayloadRequest, upsert: Upsert): Promise<string[]> {
  const { docs } = await payload.find({ collection: 'users', where: { username: { equals: THREAD.username } }, limit: 1, depth: 0, req, overrideAccess: true })
  const parent = docs[0]
  const staff = req.user
  if (!parent || !staff) return []
  const asSystem = { ...req, user: null } as unknown as PayloadRequest
  for (const message of THREAD.messages) {
    const sentAt = new Date(Date.now() - message.hoursAgo * 3_600_000)
    const readAt = new Date(sentAt.getTime() + 20 * 60_000).toISOString()
    await upsert(
      'family-messages',
      { and: [{ family: { equals: parent.id } }, { body: { equals: message.body } }] },
      {
        family: parent.id,
        body: message.body,
        fromCentre: message.fromCentre,
        createdBy: message.fromCentre ? staff.id : parent.id,
        createdAt: sentAt.toISOString(),
        readByFamilyAt: message.fromCentre && message.read ? readAt : null,
        readByCentreAt: !message.fromCentre && message.read ? readAt : null,
      },
      { update: false },
      asSystem,
    )
  }
  return [`a message thread between ${THREAD.username} and the centre (${THREAD.messages.length} messages, the last unread by the parent)`]
}
