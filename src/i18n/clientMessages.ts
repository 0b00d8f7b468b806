import 'server-only'

import type { AbstractIntlMessages } from 'next-intl'
import { getMessages } from 'next-intl/server'

import type { Locale } from './routing'

export type ClientArea = 'site' | 'portal' | 'staff'

/**
 * The catalogue's namespaces no client component of an area reads, left out of what its pages send to
 * the browser (a page carries its NextIntlClientProviders' messages in its HTML): a public page never
 * uses the staff screens', the parents' and billing's texts (~50 kB of JSON), and `mail` is read on the server
 * only. Server components read the whole catalogue (src/i18n/request.ts) wherever they are.
 * tests/unit/i18n-client-messages.unit.spec.ts holds every component to its area's namespaces.
 */
export const LEFT_OUT: Record<ClientArea, readonly string[]> = {
  site: ['portal', 'staff', 'mail', 'billing'],
  portal: ['staff', 'mail'],
  staff: ['portal', 'mail'],
}

/**
 * What the client components of the root layout itself read: the toasts (`ui`) and, on the 404 of a
 * parent or staff screen ([locale]/not-found.tsx), the not-found message. Each area's layout hands its
 * own screens the rest, so no page carries a text twice.
 */
export const ROOT_MESSAGES = { ui: true, site: { notFound: true } } as const

/**
 * What the public site's own client components read on every page: the menu (`site.nav`), the language
 * switcher (`common`), the hero video and the preview bar (`site.common`), the 404 (`site.notFound`), the
 * dialogs and toasts (`ui`). Nothing else: every public page carries these in its HTML, and the whole
 * `site` and `serverText` namespaces were ~40 kB of each page's ~160 kB, which the server hashes (ETag) and
 * writes and every phone downloads on every page. A page with a form
 * hands the form what it reads besides (FORM_MESSAGES, src/components/site/FormTexts.tsx).
 * tests/unit/i18n-client-messages.unit.spec.ts holds the site's client components to these.
 */
export const SITE_MESSAGES = { ui: true, common: true, site: { nav: true, common: true, notFound: true } } as const

/** What a public form reads, handed to it by its page: the fields' texts (`forms`), the server's messages in the visitor's language (`serverText`), its own. */
export const FORM_MESSAGES = {
  apply: { ui: true, common: true, forms: true, serverText: true, site: { apply: { form: true } } },
  contact: { ui: true, common: true, forms: true, serverText: true, site: { contact: { form: true } } },
} as const

export type PublicForm = keyof typeof FORM_MESSAGES

/** The messages an area's client components may read, in `locale`. */
export async function clientMessages(locale: Locale, area: ClientArea): Promise<AbstractIntlMessages> {
  const messages = await getMessages({ locale })
  if (area === 'site') return pick(messages, SITE_MESSAGES)
  return Object.fromEntries(Object.entries(messages).filter(([namespace]) => !LEFT_OUT[area].includes(namespace)))
}

/** The messages a public form reads (FORM_MESSAGES), in `locale`. */
export async function formClientMessages(locale: Locale, form: PublicForm): Promise<AbstractIntlMessages> {
  return pick(await getMessages({ locale }), FORM_MESSAGES[form])
}

type Selection = { readonly [key: string]: true | Selection }

function pick(messages: AbstractIntlMessages, selection: Selection): AbstractIntlMessages {
  return Object.fromEntries(
    Object.entries(selection).map(([key, part]) => [key, part === true ? messages[key]! : pick(messages[key] as AbstractIntlMessages, part)]),
  )
}

/** The root layout's messages (ROOT_MESSAGES), in `locale`. */
export async function rootClientMessages(locale: Locale): Promise<AbstractIntlMessages> {
  return pick(await getMessages({ locale }), ROOT_MESSAGES)
}
