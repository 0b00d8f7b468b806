/**
 * The features' page files (src/app/(frontend)/[locale]/(<area>)/<path>/page.tsx) and the proxy's list of
 * their paths (src/i18n/featurePages.ts) are written from each feature's `pages` by `npm run pages`
 * (src/registry/pages.ts); the check that fails on drift runs here in-process, as `npm run
 * registry:check` runs it in the lint tier.
 */
import { describe, expect, it } from 'vitest'

import { FEATURE_PAGE_ROUTES } from '@/i18n/featurePages'
import { APP_PAGE_ROUTES, KERNEL_PAGE_ROUTES } from '@/i18n/pageRoutes'
import { FEATURES } from '@/registry/features'
import { PAGE_HEADER, declaredPages, featurePagesText, pageFileOf, pageFileText, pageFiles } from '@/registry/pages'
import { pageDrift } from '../../scripts/lib/pages'

describe('the features’ page files', () => {
  it('are as the features declare them, none missing, drifted or undeclared', () => {
    expect(pageDrift()).toEqual({ missing: [], drifted: [], extra: [], problems: [] })
  })

  it('list the features’ pages for the proxy beside the kernel’s, each once', () => {
    expect([...FEATURE_PAGE_ROUTES].sort()).toEqual(Object.values(FEATURES).flatMap((feature) => Object.keys(feature.pages ?? {})).sort())
    expect(FEATURE_PAGE_ROUTES).toContain('/staff/drills')
    expect(new Set(APP_PAGE_ROUTES).size).toBe(KERNEL_PAGE_ROUTES.length + FEATURE_PAGE_ROUTES.length)
  })

  it('put a new feature’s page in its area’s route group, re-exporting its page module, with nothing else written by hand', () => {
    const { pages, problems } = declaredPages({ ...FEATURES, 'room-notes': { name: 'room-notes', pages: { '/staff/room-notes/[roomId]': 'screens/staff/RoomNotesPage' } } })
    expect(problems).toEqual([])
    const page = pages.find((entry) => entry.feature === 'room-notes')!
    expect(pageFileOf(page)).toBe('src/app/(frontend)/[locale]/(staff)/staff/room-notes/[roomId]/page.tsx')
    expect(pageFileText(page)).toBe(
      `${PAGE_HEADER}\n// The address is this file's place in src/app; the page lives with its feature (src/features/room-notes).\nexport { default, generateMetadata } from '@/features/room-notes/screens/staff/RoomNotesPage'\n`,
    )
    expect(featurePagesText(pages)).toContain("  '/staff/room-notes/[roomId]',\n")
    expect(pageFiles(pages).has('src/app/(frontend)/[locale]/(staff)/staff/room-notes/[roomId]/page.tsx')).toBe(true)
  })

  it('refuse a page module outside screens/portal or screens/staff, a path that is no page path, and a path two features declare', () => {
    const { problems } = declaredPages({
      drills: { name: 'drills', pages: { '/staff/drills': 'screens/staff/DrillsPage' } },
      notes: { name: 'notes', pages: { '/staff/drills': 'screens/staff/NotesPage', '/notes': 'NotesPage', 'notes?x': 'screens/portal/NotesPage' } },
    })
    expect(problems).toEqual([
      '/staff/drills: declared by drills and notes',
      'notes: the page /notes is NotesPage, not a module of screens/portal or screens/staff',
      "notes: notes?x is not a page path ('/staff/drills', '/incidents/[incidentId]')",
    ])
  })
})
