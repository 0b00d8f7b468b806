/**
 * What the admin screens rely on besides the browser: the API client's upload and server message
 * (src/contract/client.ts), server field errors on a form, and a record's child by name.
 */
import { afterEach, describe, expect, it, vi } from 'vitest'

import { childNameOf } from '@/components/staff/shared/lists'
import { showServerFieldErrors } from '@/components/forms/serverFieldErrors'
import { ApiError, apiUpload } from '@/contract/client'

afterEach(() => {
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

describe('ApiError.serverMessage', () => {
  it('is the message of a JSON error body', () => {
    expect(new ApiError(409, JSON.stringify({ message: 'That username is already taken.' }), 'Conflict').serverMessage).toBe(
      'That username is already taken.',
    )
  })

  it('is null for a body without a message, a blank message or a body that is not JSON', () => {
    expect(new ApiError(500, JSON.stringify({ errors: [] }), 'Internal Server Error').serverMessage).toBeNull()
    expect(new ApiError(500, JSON.stringify({ message: '  ' }), 'Internal Server Error').serverMessage).toBeNull()
    expect(new ApiError(502, '<html>Bad gateway</html>', 'Bad Gateway').serverMessage).toBeNull()
  })
})

describe('apiUpload', () => {
  it('sends the form as it is (the browser sets the multipart type) with credentials', async () => {
    const fetchMock = vi.fn(async () => new Response('{"success":true}', { status: 201 }))
    vi.stubGlobal('fetch', fetchMock)
    const form = new FormData()
    form.set('title', 'Dance')
    const response = await apiUpload('POST', '/api/admin/videos', form)
    expect(response.status).toBe(201)
    expect(fetchMock).toHaveBeenCalledWith('/api/admin/videos', { method: 'POST', credentials: 'include', body: form })
  })

  it('throws an ApiError "<status>: <body>" with the field errors of a refusal', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const body = JSON.stringify({ message: 'Please choose a video file.', errors: [{ field: 'video', message: 'Please choose a video file.' }] })
    vi.stubGlobal('fetch', vi.fn(async () => new Response(body, { status: 400, statusText: 'Bad Request' })))
    const error = await apiUpload('POST', '/api/admin/videos', new FormData()).catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(ApiError)
    expect((error as ApiError).message).toBe(`400: ${body}`)
    expect((error as ApiError).fieldErrors).toEqual([{ field: 'video', message: 'Please choose a video file.' }])
  })
})

describe('showServerFieldErrors', () => {
  const refusal = new ApiError(
    400,
    JSON.stringify({
      message: "Child's first name is required",
      errors: [
        { field: 'firstName', message: "Child's first name is required" },
        { field: '_', message: 'Something about the whole form' },
        { field: 'parentId', message: 'Parent ID is required' },
      ],
    }),
    'Bad Request',
  )

  it('puts each message on its field, focusing only the first, and skips fields the form does not have', () => {
    const setError = vi.fn()
    showServerFieldErrors(refusal, setError, ['firstName', 'lastName', 'parentId'])
    expect(setError.mock.calls).toEqual([
      ['firstName', { type: 'server', message: "Child's first name is required" }, { shouldFocus: true }],
      ['parentId', { type: 'server', message: 'Parent ID is required' }, { shouldFocus: false }],
    ])
  })

  it('does nothing for a network error', () => {
    const setError = vi.fn()
    showServerFieldErrors(new TypeError('Failed to fetch'), setError, ['firstName'])
    expect(setError).not.toHaveBeenCalled()
  })
})

describe('childNameOf', () => {
  const children = [{ id: 'c1', firstName: 'Sofia', lastName: 'Garcia' }] as unknown as Parameters<typeof childNameOf>[0]

  it('names the record’s child, or "Unknown Child" when the list does not have it', () => {
    expect(childNameOf(children, 'c1')).toBe('Sofia Garcia')
    expect(childNameOf(children, 'c2')).toBe('Unknown Child')
    expect(childNameOf(children, null)).toBe('Unknown Child')
  })
})
