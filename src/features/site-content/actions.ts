import { EVERYONE, defineActions } from '@/access/actions'

/**
 * Who may do what with the public site's content (src/access/actions.ts): everyone reads what is
 * published; editing it (newsletters, their drafts, galleries, the site settings) is the kernel's
 * `manageContent` row (src/access/kernelActions.ts: editors and admins, who also edit the site media),
 * through `contentManagers`; the centre's tax id, printed on the families' statements, is the admins' alone.
 */
export const siteContentActions = defineActions('site-content', {
  readSite: { what: 'read the public site’s content: the published newsletters, the galleries and the site settings (not the settings only staff read)', callers: EVERYONE },
  // The books are the admins' (billing), and the statements print it.
  setTaxId: { what: 'set the centre’s tax id (EIN), printed on the families’ year-end statements', callers: { admin: 'all' } },
})
