import { type Validate, validations } from 'payload'

/** Nothing written: a missing Spanish value, which the pages replace with the English one. */
const blank = (value: unknown) =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '') || (Array.isArray(value) && value.length === 0)

/**
 * A localized field's validator: the field is required in the default language (English) only. In
 * another language an empty value is allowed, so editors may save a partial translation: the pages show
 * the English text there, marked lang="en" (src/server/content.ts), and the CMS lists the fields still
 * missing (src/components/cms/MissingTranslations.tsx). A value that is written is validated as usual.
 */
export function requiredInDefaultLocale<V extends Validate>(validate: V): V {
  const inDefaultLocaleOnly: Validate = (value, options) => {
    const { req } = options
    const localization = req.payload.config.localization
    if (localization && req.locale && req.locale !== localization.defaultLocale && blank(value)) return true
    return validate(value, options)
  }
  return inDefaultLocaleOnly as V
}

/**
 * Payload's text validation as for a required field. For a localized text that must not be `required`
 * in the schema: a required field's column is NOT NULL, and a partial translation stores a null.
 */
export const payloadRequiredText: Validate = (value, options) =>
  validations.text(value as string, { ...options, required: true } as Parameters<typeof validations.text>[1])
