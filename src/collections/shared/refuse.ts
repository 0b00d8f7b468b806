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
