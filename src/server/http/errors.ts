/** An error with the HTTP status and JSON body the client should see. */
import 'server-only'

export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly errors?: { field: string; message: string }[],
    readonly headers?: Record<string, string>,
  ) {
    super(message)
  }
}

export const badRequest = (message: string, errors?: { field: string; message: string }[]) => new HttpError(400, message, errors)
/** 401 because the request has no usable session (route() may replace the message with why not). */
export class NoSessionError extends HttpError {
  constructor(message = 'Please log in.') {
    super(401, message)
  }
}

export const unauthorized = (message = 'Please log in.') => new NoSessionError(message)
export const forbidden = (message = 'You are not allowed to do that.') => new HttpError(403, message)
export const notFound = (message = 'Not found.') => new HttpError(404, message)
