import type { UIField } from 'payload'

/**
 * The sidebar's "Missing in Spanish" list on a document with localized fields: which texts an editor
 * wrote in English and not yet in Spanish (the Spanish page shows those in English). Not stored: a `ui`
 * field only draws src/components/cms/MissingTranslations.tsx, which reads the document through /api/cms.
 */
export const missingTranslationsField: UIField = {
  name: 'missingTranslations',
  type: 'ui',
  admin: {
    position: 'sidebar',
    components: { Field: '/src/components/cms/MissingTranslations#MissingTranslations' },
  },
}
