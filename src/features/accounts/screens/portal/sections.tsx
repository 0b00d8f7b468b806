import type { PortalSectionProps, PortalSections } from '@/components/portal/sections'
import { EmailNotices } from './EmailNotices'

/** The email notices the parent chooses, offered only when the account has an email address. */
function EmailNoticesSection({ user }: PortalSectionProps) {
  return <EmailNotices hasEmail={Boolean(user.email)} />
}

/** What the accounts feature adds to the portal (src/registry/screens lists it): the email notices, last on the dashboard. */
export const accountsPortalSections = {
  parentDashboard: [{ id: 'email-notices', Section: EmailNoticesSection }],
} satisfies PortalSections
