import { APIError } from 'payload'

/**
 * A refusal from a collection's rules, with the status and the message people read (public: Payload
 * sends it as is), and the field it is about when there is one. Nothing has been written.
 */
export class Refusal extends APIError {
  constructor(message: string, status: 400 | 403 | 404 | 409, path?: string) {
    super(message, status, path ? { errors: [{ path, message }] } : undefined, true)
  }
}

export const refuse = (message: string, status: 400 | 403 | 404 | 409, path?: string): never => {
  throw new Refusal(message, status, path)
}

/** The id of a relationship value, whether it came as an id or as a joined document. */
export const relationId = (value: unknown): string | null => {
  if (typeof value === 'string' && value) return value
  if (typeof value === 'number') return String(value)
  if (value && typeof value === 'object' && 'id' in value) return String((value as { id: unknown }).id)
  return null
}
