import type { ComponentType } from 'react'

import type { SessionUser } from '@/components/session/session'

/** What the parent dashboard hands each section: the signed-in parent, and the centre's phone (or null). */
export type PortalSectionProps = { user: SessionUser; phone: string | null }

/**
 * A section a feature adds to the parent dashboard, declared in the feature's `screens/portal/sections.ts`
 * (`id`: its React key, unique on the page). The registry (src/registry/screens) lists them in the page's
 * order and hands them to the host; the host imports no feature.
 */
export type PortalSection = { readonly id: string; readonly Section: ComponentType<PortalSectionProps> }

/** What a feature adds to the portal's hosts (today one: /parent-dashboard). */
export type PortalSections = { readonly parentDashboard?: readonly PortalSection[] }
