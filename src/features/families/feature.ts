import type { Feature } from '../feature'
import { Children } from './collection'
import { familyAdminEndpoints, familyListEndpoints, ownChildrenEndpoints } from './endpoints'

/**
 * Families: the children and their parents' accounts as staff list and add them, and a parent's own
 * children. A parent is a login account (the users collection, the accounts' own); the children's
 * collection is the feature's. The lists of `api.records` and `api.admin` share key names, so the
 * descriptor names the admins' entries apart.
 */
export const familiesFeature = {
  name: 'families',
  collections: [Children],
  endpoints: {
    ...ownChildrenEndpoints,
    ...familyListEndpoints,
    adminParents: familyAdminEndpoints.parents,
    inviteParent: familyAdminEndpoints.inviteParent,
    adminChildren: familyAdminEndpoints.children,
    adminAddChild: familyAdminEndpoints.addChild,
  },
  pages: [],
} as const satisfies Feature
