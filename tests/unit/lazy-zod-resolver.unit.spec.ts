/**
 * The public forms' resolver (src/components/site/lazyZodResolver.ts): the shared schema loads once, on
 * preload or the first validation, gives the schema's messages; a failed load sends the form to the server
 * (which checks it with the same schema) and is retried next time.
 */
import type { ResolverOptions } from 'react-hook-form'
import { describe, expect, it, vi } from 'vitest'

import { lazyZodResolver } from '@/components/forms/lazyZodResolver'
import { type ContactMessageInput, contactMessageSchema } from '@/features/contact/schemas'

const options = { fields: {}, shouldUseNativeValidation: false } as ResolverOptions<ContactMessageInput>
const blank: ContactMessageInput = { name: '', email: '', message: '' }
const valid: ContactMessageInput = { name: 'Ana Lima', email: 'ana@example.com', message: 'Do you have a place in March?' }

describe('lazyZodResolver', () => {
  it('loads the schema once, on preload, and gives its messages', async () => {
    const load = vi.fn(async () => contactMessageSchema)
    const { resolver, preload } = lazyZodResolver(load)
    expect(load).not.toHaveBeenCalled()
    preload()
    preload()
    const refused = await resolver(blank, undefined, options)
    expect(refused.values).toEqual({})
    expect(refused.errors.name?.message).toBe('Name is required')
    expect(refused.errors.email?.message).toBe('Please enter a valid email address')
    const accepted = await resolver(valid, undefined, options)
    expect(accepted.errors).toEqual({})
    expect(accepted.values).toEqual(valid)
    expect(load).toHaveBeenCalledTimes(1)
  })

  it('loads on the first validation when nothing preloaded it', async () => {
    const load = vi.fn(async () => contactMessageSchema)
    const { resolver } = lazyZodResolver(load)
    expect((await resolver(blank, undefined, options)).errors.message?.message).toBe('Message must be at least 10 characters')
    expect(load).toHaveBeenCalledTimes(1)
  })

  it('lets the server check the form when the schema cannot be loaded, and tries again next time', async () => {
    const load = vi
      .fn<() => Promise<typeof contactMessageSchema>>()
      .mockRejectedValueOnce(new Error('chunk failed'))
      .mockResolvedValue(contactMessageSchema)
    const { resolver } = lazyZodResolver(load)
    const unchecked = await resolver(blank, undefined, options)
    expect(unchecked.errors).toEqual({})
    expect(unchecked.values).toEqual(blank)
    const checked = await resolver(blank, undefined, options)
    expect(checked.errors.name?.message).toBe('Name is required')
    expect(load).toHaveBeenCalledTimes(2)
  })
})
