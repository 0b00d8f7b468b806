/**
 * Every mail the centre sends, in one layout: HTML for mail apps (one column, readable on a phone, no
 * images or outside resources) and the same words as plain text. Links go to this site only: a link is
 * given as a path and made absolute with SERVER_URL here, so no mail can point anywhere else. The
 * layout's own words and `<html lang>` are the mail's language (`content.locale`, English by default).
 */
import { localizedPath } from '@/i18n/paths'
import { DEFAULT_LOCALE, type Locale } from '@/i18n/routing'
import { serverURL } from '@/lib/runtimeConfig'
import { mailText } from './text'

export type MailCentre = { name: string; address: string | null; phone: string | null }

export type MailContent = {
  /** The language the mail is written in (its builder's `locale`); English when not given. */
  locale?: Locale
  /** The subject line (also the heading). */
  subject: string
  greeting?: string
  paragraphs: string[]
  /** One button: its label and the path on this site (`/reset-password?token=…`). */
  action?: { label: string; path: string }
  /** Small print under the button (why you got this, how long the link works). */
  notes?: string[]
  /** Label/value lines (an application's details), shown as a table and as `Label: value` lines. */
  details?: { label: string; value: string }[]
}

export type RenderedMail = { subject: string; html: string; text: string }

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!)

/** An absolute link to a path of this site; anything that is not a path of ours is refused. */
export function siteLink(path: string): string {
  if (!path.startsWith('/') || path.startsWith('//')) throw new Error(`A mail link must be a path of this site, not ${path}`)
  return `${serverURL}${path}`
}

const paragraphHtml = (text: string) =>
  `<p style="margin:0 0 16px;font-size:16px;line-height:1.5;color:#1f2937;">${escapeHtml(text).replace(/\n/g, '<br>')}</p>`

export function renderMail(content: MailContent, centre: MailCentre): RenderedMail {
  const locale = content.locale ?? DEFAULT_LOCALE
  const t = mailText(locale)
  const link = content.action ? siteLink(content.action.path) : null
  // The site's home page in the mail's language, under the signature (English: the bare SERVER_URL).
  const home = locale === DEFAULT_LOCALE ? serverURL : siteLink(localizedPath(locale, '/'))
  const footerLines = [centre.name, ...(centre.address ? centre.address.split('\n') : []), ...(centre.phone ? [centre.phone] : [])]
    .map((line) => line.trim())
    .filter(Boolean)

  const text = [
    content.greeting,
    ...content.paragraphs,
    ...(content.details?.length ? [content.details.map(({ label, value }) => `${label}: ${value}`).join('\n')] : []),
    ...(content.action && link ? [`${content.action.label}:\n${link}`] : []),
    ...(content.notes ?? []),
    `--\n${footerLines.join('\n')}\n${home}`,
  ]
    .filter((part): part is string => Boolean(part))
    .join('\n\n')

  const details = content.details?.length
    ? `<table role="presentation" style="width:100%;border-collapse:collapse;margin:0 0 16px;font-size:15px;">${content.details
        .map(
          ({ label, value }) =>
            `<tr><th scope="row" style="text-align:left;vertical-align:top;padding:6px 12px 6px 0;color:#4b5563;font-weight:600;white-space:nowrap;">${escapeHtml(label)}</th><td style="padding:6px 0;color:#1f2937;">${escapeHtml(value).replace(/\n/g, '<br>')}</td></tr>`,
        )
        .join('')}</table>`
    : ''
  const button =
    content.action && link
      ? `<p style="margin:24px 0;"><a href="${escapeHtml(link)}" style="display:inline-block;background:#0f766e;color:#ffffff;text-decoration:none;font-weight:600;font-size:16px;padding:12px 20px;border-radius:8px;">${escapeHtml(content.action.label)}</a></p>
<p style="margin:0 0 16px;font-size:13px;line-height:1.5;color:#4b5563;">${escapeHtml(t('layout.buttonFallback'))}<br><a href="${escapeHtml(link)}" style="color:#0f766e;word-break:break-all;">${escapeHtml(link)}</a></p>`
      : ''
  const notes = (content.notes ?? []).map((note) => `<p style="margin:0 0 12px;font-size:13px;line-height:1.5;color:#4b5563;">${escapeHtml(note)}</p>`).join('')

  const html = `<!doctype html>
<html lang="${locale}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(content.subject)}</title>
</head>
<body style="margin:0;padding:0;background:#f3f4f6;">
<table role="presentation" width="100%" style="border-collapse:collapse;background:#f3f4f6;">
<tr><td style="padding:16px;">
<table role="presentation" width="100%" style="max-width:600px;margin:0 auto;border-collapse:collapse;background:#ffffff;border-radius:12px;">
<tr><td style="padding:24px 24px 8px;font-family:Arial,Helvetica,sans-serif;">
<p style="margin:0 0 8px;font-size:14px;font-weight:600;color:#0f766e;">${escapeHtml(centre.name)}</p>
<h1 style="margin:0 0 16px;font-size:22px;line-height:1.3;color:#111827;">${escapeHtml(content.subject)}</h1>
${content.greeting ? paragraphHtml(content.greeting) : ''}
${content.paragraphs.map(paragraphHtml).join('\n')}
${details}
${button}
${notes}
</td></tr>
<tr><td style="padding:16px 24px 24px;border-top:1px solid #e5e7eb;font-family:Arial,Helvetica,sans-serif;font-size:13px;line-height:1.5;color:#6b7280;">
${footerLines.map(escapeHtml).join('<br>')}<br><a href="${escapeHtml(home)}" style="color:#0f766e;">${escapeHtml(home.replace(/^https?:\/\//, ''))}</a>
</td></tr>
</table>
</td></tr>
</table>
</body>
</html>`
  return { subject: content.subject, html, text }
}
