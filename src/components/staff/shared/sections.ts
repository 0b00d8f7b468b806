import type { ComponentType } from 'react'

import type catalogue from '@/i18n/messages/en.json'
import type { ListEndpoint } from './lists'

/** The keys of a part of the catalogue that name a text ('tabs.parents'), as next-intl's `t` takes them. */
type TextKeys<T, Prefix extends string = ''> = { [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : TextKeys<T[K], `${Prefix}${K}.`> }[keyof T & string]
/** The texts of /admin's catalogue (`staff.admin`) and of /admin-dashboard's (`staff.dashboard`). */
export type AdminText = TextKeys<(typeof catalogue)['staff']['admin']>
export type DashboardText = TextKeys<(typeof catalogue)['staff']['dashboard']>

/** What an admin screen hands each tab's content: whether a parent may be invited by email (read by the page on the server). */
export type AdminTabProps = { mailReady: boolean }

/**
 * A tab a feature adds to an admin screen. `value` names it (radix's value, the tests'); `label` and the
 * Overview count's `label` are texts of the screen's own catalogue (`staff.admin`, `staff.dashboard`), or
 * `Label`, in place of `label`, a component of the feature's that draws the tab's label itself (the messages' unread count).
 */
export type AdminTabSection<Text extends string = string> = {
  readonly value: string
  readonly count?: { readonly label: Text; readonly list: ListEndpoint }
  readonly Content: ComponentType<AdminTabProps>
} & ({ readonly label: Text; readonly Label?: never } | { readonly label?: never; readonly Label: ComponentType })

/** A notice a feature shows above an admin screen's tabs (the ratios' over-ratio alert). */
export type AdminNotice = { readonly id: string; readonly Notice: ComponentType }

/** What a feature adds to one admin screen: tabs after the Overview, notices above them. */
export type AdminHostSections<Text extends string> = { readonly tabs?: readonly AdminTabSection<Text>[]; readonly notices?: readonly AdminNotice[] }

/** A staff area a feature adds to the admin screens' row of links; `area` is a text of both screens' catalogues. */
export type StaffAreaLink = { readonly area: AdminText & DashboardText; readonly href: string }

/**
 * What a feature adds to the staff hosts, declared in its `screens/staff/sections.ts`: the tabs and notices of
 * /admin (`admin`) and /admin-dashboard (`adminDashboard`), and its area in their row of links. The registry
 * (src/registry/screens) lists them in the screens' order and hands each host its own; the hosts import no feature.
 */
export type StaffSections = {
  readonly admin?: AdminHostSections<AdminText>
  readonly adminDashboard?: AdminHostSections<DashboardText>
  readonly staffAreas?: readonly StaffAreaLink[]
}

/** One admin screen's parts (its catalogue's texts `Text`), composed by the registry from every feature's StaffSections. */
export type AdminScreenSections<Text extends string> = {
  readonly tabs: readonly AdminTabSection<Text>[]
  readonly notices: readonly AdminNotice[]
  readonly staffAreas: readonly StaffAreaLink[]
}
