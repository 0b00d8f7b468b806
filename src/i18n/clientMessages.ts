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

/** The messages an area's client components may read, in `locale`. */
export async function clientMessages(locale: Locale, area: ClientArea): Promise<AbstractIntlMessages> {
  const messages = await getMessages({ locale })
  return Object.fromEntries(Object.entries(messages).filter(([namespace]) => !LEFT_OUT[area].includes(namespace)))
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
