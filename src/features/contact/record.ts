/** A Quick Contact message as the /api sends it (the admin's list, and the sender's answer). */
export type ContactMessageRecord = {
  id: string
  name: string
  email: string
  message: string
  submittedAt: string | null
}
