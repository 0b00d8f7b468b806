import { EVERYONE, EVERY_ACCOUNT, defineActions } from './actions'

/**
 * The kernel's rows of who may do what (src/access/actions.ts): what no feature owns, the session's
 * "who am I", signing out, the language an account reads in, the probes, the CMS's door and the app's own
 * revalidation between its processes.
 */
export const kernelActions = defineActions('kernel', {
  signOut: { what: 'sign out (ends the session, if any)', callers: EVERYONE },
  readOwnSession: { what: 'read who is signed in: one’s own account', callers: EVERY_ACCOUNT, signedOutMessage: 'Not logged in.' },
  // An integration's language is an admin's to set, like the rest of its account.
  chooseLanguage: { what: 'save the language one’s own account reads in', callers: { parent: 'self', teacher: 'self', editor: 'self', admin: 'self' } },
  probe: { what: 'ask whether the process answers and can serve (the probes)', callers: EVERYONE },
  manageContent: { what: 'edit the public site’s content: newsletters, galleries, pages, site media and settings', callers: { editor: 'all', admin: 'all' } },
  readClassrooms: { what: 'read the classrooms: a teacher their own, a parent their children’s (the portal names the room)', callers: { admin: 'all', integration: 'all', teacher: 'rooms', parent: 'family' } },
  keepClassrooms: { what: 'add, change or remove a classroom (its name, ages and capacity), read its earlier versions', callers: { admin: 'all' } },
  openCms: { what: 'open the CMS at /cms', callers: { editor: 'all', admin: 'all' } },
  revalidate: { what: 'tell the other processes what content changed (a bearer token between the app’s processes, never a role)', callers: {}, token: true },
})
