/**
 * The public forms' check (src/components/site/schemaCheck.ts): the endpoint's own schema loads once, on
 * reaching the form or at the first check; each failing field gets its first message, named as the form's
 * fields are; passing values come back as the schema's output (its defaults filled in, as the server reads
 * them); a failed load lets the server check the values and is retried next time.
 */
import { describe, expect, it, vi } from 'vitest'

import { firstMessages, schemaCheck } from '@/components/site/schemaCheck'
import { enrollmentApplicationSchema } from '@/features/applications/schemas'
import { type ContactMessageInput, contactMessageSchema } from '@/features/contact/schemas'

const blank: ContactMessageInput = { name: '', email: '', message: '' }
const valid: ContactMessageInput = { name: 'Ana Lima', email: 'ana@example.com', message: 'Do you have a place in March?' }

describe('schemaCheck', () => {
  it('loads the schema once, when the form is reached, and gives its messages', async () => {
    const load = vi.fn(async () => contactMessageSchema)
    const { check, loadOnReach } = schemaCheck(load)
    expect(load).not.toHaveBeenCalled()
    loadOnReach.onFocus()
    loadOnReach.onPointerEnter()
    const refused = await check(blank)
    expect(refused.errors).toEqual({
      name: { type: 'invalid', message: 'Name is required' },
      email: { type: 'invalid', message: 'Please enter a valid email address' },
      message: { type: 'invalid', message: 'Message must be at least 10 characters' },
    })
    const accepted = await check(valid)
    expect(accepted).toEqual({ values: valid, errors: {} })
    expect(load).toHaveBeenCalledTimes(1)
  })

  it('loads at the first check when nothing reached the form', async () => {
    const load = vi.fn(async () => contactMessageSchema)
    const { check } = schemaCheck(load)
    expect((await check({ ...valid, message: 'Too short' })).errors).toEqual({ message: { type: 'invalid', message: 'Message must be at least 10 characters' } })
    expect(load).toHaveBeenCalledTimes(1)
  })

  it('gives what the server will read: the schema’s output, with its defaults', async () => {
    const { check } = schemaCheck(async () => enrollmentApplicationSchema)
    const application = {
      parentFirstName: 'Amina',
      parentLastName: 'Diallo',
      email: 'amina@example.com',
      phone: '(919) 555-0142',
      address: '12 Oak St, Durham, NC 27701',
      childFirstName: 'Sira',
      childLastName: 'Diallo',
      childDateOfBirth: '2024-02-10',
      childAgeGroup: 'toddler',
      desiredStartDate: '2027-02-01',
      schedulePreference: 'first-shift',
    }
    const { values, errors } = await check(application)
    expect(errors).toEqual({})
    expect(values).toMatchObject({ ...application, servicesNeeded: [], voucherInterested: false, specialNeeds: '', questions: '', language: 'en' })
  })

  it('lets the server check the values when the schema cannot be loaded, and tries again next time', async () => {
    const load = vi
      .fn<() => Promise<typeof contactMessageSchema>>()
      .mockRejectedValueOnce(new Error('chunk failed'))
      .mockResolvedValue(contactMessageSchema)
    const { check } = schemaCheck(load)
    expect(await check(blank)).toEqual({ values: blank, errors: {} })
    expect((await check(blank)).errors.name?.message).toBe('Name is required')
    expect(load).toHaveBeenCalledTimes(2)
  })

  it('keeps the first message of each field, named by the field an issue’s path starts with', () => {
    expect(
      firstMessages([
        { path: ['email'], message: 'Please enter a valid email address' },
        { path: ['email'], message: 'Must be at most 254 characters' },
        { path: ['servicesNeeded', 1], message: 'Please choose services from the list' },
      ]),
    ).toEqual({
      email: { type: 'invalid', message: 'Please enter a valid email address' },
      servicesNeeded: { type: 'invalid', message: 'Please choose services from the list' },
    })
  })
})
