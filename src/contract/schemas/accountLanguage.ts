import { z } from '@/contract/schemas/z'

import { LOCALES } from '@/i18n/routing'
import { LANGUAGE_CHOICE_MESSAGE } from './fields'

/** The language switcher of a signed-in person: their portal's and mails' language (every screen has the switcher). */
export const LANGUAGE_MESSAGE = LANGUAGE_CHOICE_MESSAGE
export const accountLanguageSchema = z.object({ language: z.enum(LOCALES, { error: LANGUAGE_MESSAGE }) })
export type AccountLanguage = z.output<typeof accountLanguageSchema>
