/**
 * The mails themselves: what each says. Each returns the content for `renderMail` (layout.ts); the words
 * are English today, and each builder takes the recipient's language once the site has two (issue 18).
 */
import type { MailContent } from './layout'

export const PASSWORD_RESET_HOURS = 1
export const INVITATION_DAYS = 7

const hello = (firstName?: string | null) => (firstName?.trim() ? `Hello ${firstName.trim()},` : 'Hello,')

export function passwordResetMail(user: { firstName?: string | null; username: string }, path: string): MailContent {
  return {
    subject: 'Reset your password',
    greeting: hello(user.firstName),
    paragraphs: [`Someone (we hope you) asked to reset the password of the account "${user.username}". Choose a new password with the button below.`],
    action: { label: 'Choose a new password', path },
    notes: [
      `The link works once, for ${PASSWORD_RESET_HOURS} hour. Choosing a new password signs out every other device using this account.`,
      'If you did not ask for this, you can ignore this mail: your password stays as it is.',
    ],
  }
}

export function invitationMail(user: { firstName?: string | null; username: string }, centreName: string, path: string): MailContent {
  return {
    subject: `Your ${centreName} parent portal account`,
    greeting: hello(user.firstName),
    paragraphs: [
      `${centreName} has made you an account for the parent portal, where you can follow your child's day, activities and milestones.`,
      `Your username is "${user.username}". Choose your password with the button below to sign in.`,
    ],
    action: { label: 'Set your password', path },
    notes: [`The link works once, for ${INVITATION_DAYS} days. If it has expired, ask the centre to send a new one.`],
  }
}

export type ApplicationSummary = {
  parentFirstName: string
  parentLastName: string
  email: string
  phone: string
  childFirstName: string
  childLastName: string
  childAgeGroup: string
  desiredStartDate: string
}

export function newApplicationMail(application: ApplicationSummary): MailContent {
  return {
    subject: `New application: ${application.childFirstName} ${application.childLastName}`,
    paragraphs: [`${application.parentFirstName} ${application.parentLastName} applied for a place for ${application.childFirstName}.`],
    details: [
      { label: 'Parent', value: `${application.parentFirstName} ${application.parentLastName}` },
      { label: 'Email', value: application.email },
      { label: 'Phone', value: application.phone },
      { label: 'Child', value: `${application.childFirstName} ${application.childLastName}` },
      { label: 'Age group', value: application.childAgeGroup },
      { label: 'Desired start', value: application.desiredStartDate },
    ],
    action: { label: 'Open the applications', path: '/admin-dashboard' },
  }
}

export function newContactMessageMail(message: { name: string; email: string; message: string }): MailContent {
  return {
    subject: `New message from ${message.name}`,
    paragraphs: [`${message.name} sent a message through the website's contact form.`],
    details: [
      { label: 'From', value: `${message.name} <${message.email}>` },
      { label: 'Message', value: message.message },
    ],
    action: { label: 'Open the messages', path: '/admin-dashboard' },
    notes: ['Reply to the sender at the address above.'],
  }
}

export function applicationStatusMail(application: { parentFirstName: string; childFirstName: string }, statusLabel: string, statusText: string): MailContent {
  return {
    subject: `Your application for ${application.childFirstName}: ${statusLabel}`,
    greeting: hello(application.parentFirstName),
    paragraphs: [statusText, 'If you have questions, reply to this mail or call the centre.'],
    notes: ['Parents with a portal account can turn these mails off under "Email notices" in the parent portal.'],
  }
}

export function newsletterMail(parent: { firstName?: string | null }, title: string, centreName: string): MailContent {
  return {
    subject: `${centreName} newsletter: ${title}`,
    greeting: hello(parent.firstName),
    paragraphs: [`The newsletter "${title}" is out, with what each class is doing this month.`],
    action: { label: 'Read the newsletter', path: '/' },
    notes: ['You can turn these mails off under "Email notices" in the parent portal.'],
  }
}

/** An incident report about a parent's child (issue 16): always sent, like mails about the account. */
export function incidentMail(parent: { firstName?: string | null }, report: { childFirstName: string; when: string; place: string }, centreName: string): MailContent {
  return {
    subject: `Incident report for ${report.childFirstName}: please read and acknowledge`,
    greeting: hello(parent.firstName),
    paragraphs: [
      `${centreName} filed an incident report about ${report.childFirstName}: ${report.when}, ${report.place}.`,
      'Please read it in the parent portal and acknowledge it by typing your name. Call the centre if you have any question.',
    ],
    action: { label: 'Read and acknowledge', path: '/parent-dashboard' },
    notes: ['Incident reports are always mailed to the parent’s address, whatever the notice choices.'],
  }
}

/** The ratio board, where an over-ratio alert sends the admins. */
export const RATIO_BOARD_PATH = '/staff/ratios'

/**
 * A classroom went over the NC staff:child ratio (issue 16): to the centre's notification address and
 * every admin with an email, once per episode (src/server/operations/ratioAlerts.ts).
 */
export function overRatioMail(alert: { room: string; childrenPresent: number; staffPresent: number; staffRequired: number; ratio: string | null; when: string }): MailContent {
  const staff = (count: number) => `${count} staff`
  return {
    subject: `Over ratio: ${alert.room} needs ${staff(alert.staffRequired)}, ${alert.staffPresent} present`,
    paragraphs: [
      `${alert.room} is over ratio since ${alert.when}: ${alert.childrenPresent} ${alert.childrenPresent === 1 ? 'child' : 'children'} checked in${alert.ratio ? ` (ratio ${alert.ratio} for the youngest)` : ''}, ${alert.staffPresent} staff checked in, ${alert.staffRequired} needed.`,
      'Please send staff to the room, or move children, until the board shows it within ratio.',
    ],
    action: { label: 'Open the ratio board', path: RATIO_BOARD_PATH },
    notes: ['You get this mail once per episode. The alert closes by itself when the room is within ratio again; every episode is kept under Ratio alerts in /cms.'],
  }
}

/**
 * Family messages (issue 17). The message's text and images stay in the portal and the inbox (they can
 * be private): the mail only says there is one, and where to read it.
 */
export function familyMessageToCentreMail(familyName: string, imageCount: number): MailContent {
  return {
    subject: `New message from ${familyName}`,
    paragraphs: [`${familyName} sent the centre a message${imageCount > 0 ? ` with ${imageCount === 1 ? 'an image' : `${imageCount} images`}` : ''} in the parent portal.`],
    action: { label: 'Open the inbox', path: '/admin' },
    notes: ['Read and answer it in the Messages tab; teachers see the messages of their classrooms’ families on their attendance screen.'],
  }
}

export function familyMessageToParentMail(parent: { firstName?: string | null }, centreName: string): MailContent {
  return {
    subject: `New message from ${centreName}`,
    greeting: hello(parent.firstName),
    paragraphs: [`${centreName} sent you a message. Read it, and answer, under "Messages" in the parent portal.`],
    action: { label: 'Read the message', path: '/parent-dashboard' },
  }
}
