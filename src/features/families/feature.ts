import type { Feature, RoutesOf } from '../feature'
import { familiesActions } from './actions'
import { Children } from './collection'
import { familyAdminEndpoints, familyListEndpoints, ownChildrenEndpoints } from './endpoints'

/** Its /api entries, as the contract has them (src/registry/api.ts spreads them into their groups). */
const endpoints = {
  ...ownChildrenEndpoints,
  ...familyListEndpoints,
  adminParents: familyAdminEndpoints.parents,
  inviteParent: familyAdminEndpoints.inviteParent,
  adminChildren: familyAdminEndpoints.children,
  adminAddChild: familyAdminEndpoints.addChild,
} as const

/**
 * Families: the children and their parents' accounts as staff list and add them, and a parent's own
 * children. A parent is a login account (the users collection, the accounts' own); the children's
 * collection is the feature's. The lists of `api.records` and `api.admin` share key names, so the
 * descriptor names the admins' entries apart.
 */
export const familiesFeature = {
  name: 'families',
  collections: [Children],
  actions: familiesActions,
  endpoints,
  routes: {
    ownChildren: 'ownChildren',
    parents: 'parents',
    addParent: 'parents',
    children: 'children',
    addChild: 'children',
    addExampleFamily: 'createExample',
    adminParents: 'adminParents',
    inviteParent: 'invitation',
    adminChildren: 'adminChildren',
    adminAddChild: 'adminChildren',
  } satisfies RoutesOf<typeof endpoints>,
  pages: { '/secure-admin': 'screens/staff/SecureAdminPage' },
} as const satisfies Feature
