import type { GlobalConfig } from 'payload'

import { contentManagers } from '@/access/contentManagers'
import { MAX } from '@/lib/constants'
import { emailAddress, requiredText, webUrl } from '@/contract/schemas/fields'
import { z } from '@/contract/schemas/z'
import { zodValidate } from '@/collections/shared/zodValidate'
import { contentChanged } from '@/lib/contentChanges'
import { DEFAULT_LOCALE } from '@/i18n/routing'
import { payloadRequiredText, requiredInDefaultLocale } from '@/collections/shared/localized'
import { missingTranslationsField } from '@/collections/shared/missingTranslations'
import { editsContent, siteReaders, taxIdSetters } from '../access'

const EIN = /^\d{2}-\d{7}$/
const EIN_MESSAGE = 'A tax id (EIN) is nine digits written as 12-3456789'

/** The centre's name and contact details, shown in the layout, footer and contact page. */
export const SiteSettings: GlobalConfig = {
  slug: 'site-settings',
  label: 'Site settings',
  admin: { group: 'Content' },
  access: {
    read: siteReaders,
    readVersions: contentManagers,
    update: contentManagers,
  },
  hooks: {
    // Payload merges a partial update with the stored settings read WITH the request's fallback: in
    // Spanish, every localized field the update leaves out would be saved with its English text as the
    // Spanish one. The CMS's own forms ask for no fallback; this makes /api/cms and the Local API agree.
    beforeOperation: [
      ({ args, operation, req }) => {
        if (operation === 'update' && req.locale !== DEFAULT_LOCALE) req.fallbackLocale = null
        return args
      },
    ],
    afterChange: [async ({ doc, req }) => (await contentChanged(req, 'site-settings'), doc)],
  },
  fields: [
    { name: 'name', type: 'text', required: true, validate: zodValidate(requiredText('Name is required', MAX.line)) },
    { name: 'address', type: 'textarea', required: true, validate: zodValidate(requiredText('Address is required', MAX.line)) },
    { name: 'phone', type: 'text', required: true, validate: zodValidate(requiredText('Phone is required', MAX.phone)) },
    { name: 'email', type: 'text', required: true, validate: zodValidate(emailAddress('Please enter a valid email address')) },
    {
      // Not shown on the site: only staff read it (the public reads every other setting).
      name: 'notificationEmail',
      label: 'Notification email',
      type: 'text',
      access: { read: editsContent, update: editsContent },
      validate: zodValidate(emailAddress('Please enter a valid email address').optional().or(z.literal(''))),
      admin: {
        description: 'Where new applications and contact messages are announced by email. Empty: the CENTRE_NOTIFY_EMAIL of the server.',
      },
    },
    {
      // Printed on the families' year-end statements (the dependent-care credit asks for the provider's
      // tax id); not on the public site, and set by admins only, as the books are theirs.
      name: 'taxId',
      label: 'Tax id (EIN)',
      type: 'text',
      access: { read: editsContent, update: taxIdSetters },
      validate: zodValidate(z.string().regex(EIN, EIN_MESSAGE).optional().nullable().or(z.literal(''))),
      admin: { description: 'The centre’s employer identification number, as 12-3456789: printed on the families’ year-end statements.' },
    },
    {
      name: 'hours',
      type: 'group',
      fields: [
        {
          // Words, so per language (the times are the same in both). Required in English, checked by
          // `validate` (a `required` column would refuse a partial translation).
          name: 'days',
          type: 'text',
          localized: true,
          // In English only: a Spanish default would pass for a translation (and hide the missing one).
          defaultValue: ({ locale }: { locale?: string }) => (!locale || locale === DEFAULT_LOCALE ? 'Monday - Friday' : undefined),
          admin: { description: 'Required in English.' },
          validate: requiredInDefaultLocale(payloadRequiredText),
        },
        { name: 'open', type: 'text', required: true, defaultValue: '6:30 AM' },
        { name: 'close', type: 'text', required: true, defaultValue: '10:00 PM' },
        { name: 'firstShift', type: 'text', required: true, defaultValue: '6:30 AM-6:00 PM' },
        { name: 'secondShift', type: 'text', required: true, defaultValue: '6:00 PM-10:00 PM' },
      ],
    },
    {
      name: 'socialLinks',
      type: 'array',
      maxRows: 6,
      fields: [
        { name: 'platform', type: 'text', required: true },
        { name: 'url', type: 'text', required: true, validate: zodValidate(webUrl('Valid URL is required')) },
      ],
    },
    missingTranslationsField,
  ],
}
