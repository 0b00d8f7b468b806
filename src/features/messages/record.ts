/** An image attached to a family message: paths on this site, served access-checked and never cached. */
export type MessageAttachmentRecord = { id: string; url: string | null; thumbnailUrl: string | null; alt: string }

/**
 * How a family is named, for a screen to word in its own language: by the parent's name (admins and the
 * parent read the account), by the family's last name and children (teachers read the children, not the
 * parents' accounts: "The Garcia family (Sofia)"), or not at all (a family the caller cannot name).
 */
export type FamilyNaming = { kind: 'parent'; name: string } | { kind: 'children'; lastName: string; children: string[] } | { kind: 'unknown' }

/** Who sent a message: a person the caller may name, the centre (a staff account the caller may not read), or the family. */
export type MessageSender = { kind: 'person'; name: string } | { kind: 'centre' } | { kind: 'family'; family: FamilyNaming }

/**
 * One message of a family's thread. `senderName` is the sender's name when the caller may read
 * it, else "The centre" or the family's name, in English; `sender` says the same as data, which the
 * screens word in their language. The read marks are the server's times (null: not read yet).
 */
export type FamilyMessageRecord = {
  id: string
  familyId: string
  body: string
  fromCentre: boolean
  senderName: string
  sender: MessageSender
  attachments: MessageAttachmentRecord[]
  createdAt: string
  readByFamilyAt: string | null
  readByCentreAt: string | null
}

/** A family's thread: for the caller's side, how many of the other side's messages are unread. `familyName` is English; `family` the same as data, for the screens to word. */
export type MessageThreadRecord = {
  familyId: string
  familyName: string
  family: FamilyNaming
  unread: number
  lastMessage: FamilyMessageRecord | null
  /** Oldest first; empty in the staff inbox's list (open one thread with `?familyId=`). */
  messages: FamilyMessageRecord[]
}

/** GET /api/messages: the caller's threads, newest activity first, and the families staff may write to. */
export type MessageThreads = { threads: MessageThreadRecord[]; families: { familyId: string; familyName: string; family: FamilyNaming }[] }
