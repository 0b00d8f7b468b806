import type { Locale } from '@/i18n/routing'

/**
 * How this tab saves a change of language on the signed-in person's account, once a screen that knows
 * that person has said how (src/components/i18n/accountLanguage.tsx, from the portal's and staff screens'
 * src/components/SWRProvider.tsx). Nothing else lives here, so the language switcher of a public page
 * carries neither SWR nor the API's contract: a public page opened on its own never knows anyone and asks
 * nobody, while one reached from the portal in the same tab still saves the choice on the parent's account.
 */
type SaveOnAccount = (language: Locale) => Promise<void>

let saveOnAccount: SaveOnAccount | null = null

/** Kept for the rest of the tab's life: the person stays known (until a sign-out forgets them) when the screens that knew them are left. */
export function rememberAccountLanguage(save: SaveOnAccount) {
  saveOnAccount = save
}

/** Saves `language` on the account when this tab knows a signed-in person; otherwise does nothing. */
export async function saveLanguageOnAccount(language: Locale): Promise<void> {
  await saveOnAccount?.(language)
}
