import { type Done, get, post } from '@/contract/endpoint'
import type { ChildRecord, UserRecord } from '@/contract/records'

import { familiesActions } from './actions'

/** The bodies' schemas, each in the chunk of its module, fetched when something validates (see src/contract/endpoint.ts). */
const child = () => import('@/contract/schemas/child')
const parent = () => import('@/contract/schemas/parent')

/** A parent's own children (admins: any child): spread into `api.family` (src/registry/api.ts). */
export const ownChildrenEndpoints = {
  ownChildren: get('/api/parent/children', familiesActions.readChildren).returns<ChildRecord[]>(),
} as const

/** The parents and children lists of /admin-db and /secure-admin, read and added at the same path, and the example family: spread into `api.records`. */
export const familyListEndpoints = {
  parents: get('/api/parents', familiesActions.listParents).returns<UserRecord[]>(),
  addParent: post('/api/parents', async () => (await parent()).parentContactSchema, familiesActions.keepFamilies).returns<UserRecord>(),
  children: get('/api/children', familiesActions.listChildren).returns<ChildRecord[]>(),
  addChild: post('/api/children', async () => (await child()).childSchema, familiesActions.keepFamilies).returns<ChildRecord>(),
  addExampleFamily: post('/api/create-example', null, familiesActions.keepFamilies).returns<{ success: true }>(),
} as const

/** The admins' parents and children (/admin, /admin-dashboard): spread into `api.admin`. */
export const familyAdminEndpoints = {
  parents: get('/api/admin/parents', familiesActions.listParents).returns<UserRecord[]>(),
  /** Mails a parent who has not chosen a password yet a new "set your password" link (7 days). */
  inviteParent: post((parentId: string) => `/api/admin/parents/${encodeURIComponent(parentId)}/invitation`, null, familiesActions.keepFamilies).returns<Done>(),
  children: get('/api/admin/children', familiesActions.listChildren).returns<ChildRecord[]>(),
  addChild: post('/api/admin/children', async () => (await child()).childSchema, familiesActions.keepFamilies).returns<Done & { child: ChildRecord }>(),
} as const
