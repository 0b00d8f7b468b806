/**
 * What the over-ratio alert says, in each recipient's language (the catalogue's `mail.overRatio`);
 * ratioAlerts.ts queues it when a classroom goes over ratio.
 */
import { DEFAULT_LOCALE, type Locale } from '@/i18n/routing'
import { localizedPath } from '@/i18n/paths'
import type { MailContent } from '@/mail/layout'
import { mailText, mailTimeAfterPreposition } from '@/mail/text'

/** The ratio board, where an over-ratio alert sends the admins. */
export const RATIO_BOARD_PATH = '/staff/ratios'

/**
 * A classroom went over the NC staff:child ratio: to the centre's notification address and
 * every admin with an email, once per episode (ratioAlerts.ts). `startedAt`: told
 * in the centre's time zone.
 */
export function overRatioMail(
  alert: { room: string; childrenPresent: number; staffPresent: number; staffRequired: number; ratio: string | null; startedAt: Date },
  locale: Locale = DEFAULT_LOCALE,
): MailContent {
  const t = mailText(locale)
  const counts = { childrenPresent: alert.childrenPresent, staffPresent: alert.staffPresent, staffRequired: alert.staffRequired }
  return {
    locale,
    subject: t('overRatio.subject', { room: alert.room, staffRequired: alert.staffRequired, staffPresent: alert.staffPresent }),
    paragraphs: [
      t('overRatio.situation', {
        room: alert.room,
        when: mailTimeAfterPreposition(alert.startedAt, locale),
        ...counts,
        hasRatio: alert.ratio ? 'yes' : 'no',
        ratio: alert.ratio ?? '',
      }),
      t('overRatio.instructions'),
    ],
    action: { label: t('overRatio.action'), path: localizedPath(locale, RATIO_BOARD_PATH) },
    notes: [t('overRatio.episodes')],
  }
}
