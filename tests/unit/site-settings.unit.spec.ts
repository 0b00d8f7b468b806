/**
 * The site settings as pages use them (src/lib/siteSettings.ts): a fresh install has no settings at
 * all, and every blank place gets the specification's default; no phone or email is invented.
 */
import { describe, expect, it } from 'vitest'

import { DEFAULT_CENTRE_NAME, DEFAULT_HOURS, siteSettingsWithDefaults } from '@/lib/siteSettings'

describe('siteSettingsWithDefaults', () => {
  it('an empty settings document (a fresh install) gets the centre’s name and hours from the specification, and no phone, email or address', () => {
    for (const stored of [undefined, null, {}, { hours: null, socialLinks: null }]) {
      expect(siteSettingsWithDefaults(stored)).toEqual({
        name: DEFAULT_CENTRE_NAME,
        address: null,
        phone: null,
        email: null,
        hours: { days: 'Monday - Friday', open: '6:30 AM', close: '10:00 PM', firstShift: '6:30 AM-6:00 PM', secondShift: '6:00 PM-10:00 PM' },
        socialLinks: [],
      })
    }
  })

  it('blank or non-text values count as missing (a phone read as anything but a string never reaches a page)', () => {
    const settings = siteSettingsWithDefaults({ name: '  ', phone: 5550100, email: '', address: '\n', hours: { days: ' ', open: null } })
    expect(settings).toMatchObject({ name: DEFAULT_CENTRE_NAME, phone: null, email: null, address: null, hours: DEFAULT_HOURS })
  })

  it('keeps what the editors entered, trimmed, and drops incomplete social links', () => {
    const settings = siteSettingsWithDefaults({
      name: ' Harmony House ',
      phone: '(919) 555-0100',
      email: 'hello@centre.example',
      address: '1 Main St',
      hours: { days: 'Monday - Saturday', open: '7:00 AM', close: '9:00 PM', firstShift: 'a', secondShift: 'b' },
      socialLinks: [{ platform: 'Facebook', url: 'https://facebook.example/centre' }, { platform: 'Instagram', url: '' }, null],
    })
    expect(settings).toEqual({
      name: 'Harmony House',
      phone: '(919) 555-0100',
      email: 'hello@centre.example',
      address: '1 Main St',
      hours: { days: 'Monday - Saturday', open: '7:00 AM', close: '9:00 PM', firstShift: 'a', secondShift: 'b' },
      socialLinks: [{ platform: 'Facebook', url: 'https://facebook.example/centre' }],
    })
  })
})
