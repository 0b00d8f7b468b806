/**
 * What the mails about an application say: a new one to the centre (CENTRE_MAIL_LOCALE), a new status to
 * the applicant in their language; hooks/announceApplication.ts queues them.
 */
import { DEFAULT_LOCALE, type Locale } from '@/i18n/routing'
import { localizedPath } from '@/i18n/paths'
import { APPLICATION_AGE_GROUPS, type ApplicationStatus } from '@/lib/constants'
import type { MailContent } from '@/mail/layout'
import { CENTRE_MAIL_LOCALE, hello } from '@/mail/mails'
import { mailText } from '@/mail/text'

export type ApplicationSummary = {
  parentFirstName: string
  parentLastName: string
  email: string
  phone: string
  childFirstName: string
  childLastName: string
  /** The age group's value ('toddler'); its label is the mail's language's. */
  childAgeGroup: string
  desiredStartDate: string
}

type AgeGroup = (typeof APPLICATION_AGE_GROUPS)[number]['value']
const isAgeGroup = (value: string): value is AgeGroup => APPLICATION_AGE_GROUPS.some((group) => group.value === value)

/** To the centre's notification address (CENTRE_MAIL_LOCALE). */
export function newApplicationMail(application: ApplicationSummary, locale: Locale = CENTRE_MAIL_LOCALE): MailContent {
  const t = mailText(locale)
  const parent = `${application.parentFirstName} ${application.parentLastName}`
  const child = `${application.childFirstName} ${application.childLastName}`
  return {
    locale,
    subject: t('newApplication.subject', { childFirstName: application.childFirstName, childLastName: application.childLastName }),
    paragraphs: [t('newApplication.intro', { parentFirstName: application.parentFirstName, parentLastName: application.parentLastName, childFirstName: application.childFirstName })],
    details: [
      { label: t('newApplication.parent'), value: parent },
      { label: t('newApplication.email'), value: application.email },
      { label: t('newApplication.phone'), value: application.phone },
      { label: t('newApplication.child'), value: child },
      { label: t('newApplication.ageGroup'), value: isAgeGroup(application.childAgeGroup) ? t(`ageGroups.${application.childAgeGroup}`) : application.childAgeGroup },
      { label: t('newApplication.desiredStart'), value: application.desiredStartDate },
    ],
    action: { label: t('newApplication.action'), path: localizedPath(locale, '/admin-dashboard') },
  }
}

/** An application's new status, to the applicant: the status's label and text are the mail's language's. */
export function applicationStatusMail(application: { parentFirstName: string; childFirstName: string }, status: ApplicationStatus, locale: Locale = DEFAULT_LOCALE): MailContent {
  const t = mailText(locale)
  return {
    locale,
    subject: t('applicationStatus.subject', { childFirstName: application.childFirstName, status: t(`statuses.${status}.label`) }),
    greeting: hello(t, application.parentFirstName),
    paragraphs: [t(`statuses.${status}.text`), t('applicationStatus.questions')],
    notes: [t('applicationStatus.optOut')],
  }
}
