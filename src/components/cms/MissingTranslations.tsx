'use client'

import { useConfig, useDocumentInfo, useTranslation } from '@payloadcms/ui'
import type { ClientField, UIFieldClientComponent } from 'payload'
import { toWords } from 'payload/shared'
import { useEffect, useId, useState } from 'react'

import { isWritten } from '@/i18n/cmsText'

type Doc = Record<string, unknown>
type Check = { state: 'unsaved' } | { state: 'checking' } | { state: 'failed' } | { state: 'done'; missing: string[] }

/** A field's label as the form shows it: its own label (in the admin's language when it has several), else its name in words. */
function labelOf(field: { name: string; label?: unknown }, language: string): string {
  const { label } = field
  if (typeof label === 'string' && label !== '') return label
  if (label && typeof label === 'object') {
    const byLanguage = label as Record<string, unknown>
    const chosen = byLanguage[language] ?? byLanguage.en ?? Object.values(byLanguage)[0]
    if (typeof chosen === 'string') return chosen
  }
  return toWords(field.name)
}

const asDoc = (value: unknown): Doc => (value && typeof value === 'object' && !Array.isArray(value) ? (value as Doc) : {})

/**
 * The localized fields written in English and not in the other language, by label ("Title",
 * "Hours: Days", "Image 03: Caption"). Arrays that are the same in every language (their rows) are
 * walked row by row, matched by the row's id.
 */
export function missingFields(fields: readonly ClientField[], english: Doc, other: Doc, language: string, prefix = ''): string[] {
  return fields.flatMap((field): string[] => {
    if (field.type === 'tabs') {
      return field.tabs.flatMap((tab) =>
        'name' in tab && tab.name
          ? missingFields(tab.fields, asDoc(english[tab.name]), asDoc(other[tab.name]), language, `${prefix}${labelOf({ name: tab.name, label: tab.label }, language)}: `)
          : missingFields(tab.fields, english, other, language, prefix),
      )
    }
    if (field.type === 'row' || field.type === 'collapsible' || (field.type === 'group' && !('name' in field && field.name))) {
      return missingFields(field.fields, english, other, language, prefix)
    }
    if (!('name' in field) || !field.name || field.type === 'ui') return []
    const label = `${prefix}${labelOf(field as { name: string; label?: unknown }, language)}`
    if ('localized' in field && field.localized) return isWritten(english[field.name]) && !isWritten(other[field.name]) ? [label] : []
    if (field.type === 'group') return missingFields(field.fields, asDoc(english[field.name]), asDoc(other[field.name]), language, `${label}: `)
    if (field.type === 'array') {
      const rows = Array.isArray(english[field.name]) ? (english[field.name] as Doc[]) : []
      const otherRows = Array.isArray(other[field.name]) ? (other[field.name] as Doc[]) : []
      const singular = field.labels?.singular ? labelOf({ name: field.name, label: field.labels.singular }, language) : label
      return rows.flatMap((row, index) => {
        const otherRow = otherRows.find((candidate) => candidate.id === row.id) ?? {}
        // Numbered as the form numbers its rows ("Image 06").
        return missingFields(field.fields, row, otherRow, language, `${singular} ${String(index + 1).padStart(2, '0')}: `)
      })
    }
    return []
  })
}

/**
 * The CMS sidebar's list of the texts still missing in each language other than the default one
 * (Spanish): "Missing in Spanish" and the fields, or "Every field has a Spanish version". It reads the
 * saved document through /api/cms in English and in Spanish without fallback (the latest draft, for
 * collections with drafts), and again after every save. (collections/shared/missingTranslations.ts)
 */
export const MissingTranslations: UIFieldClientComponent = () => {
  const { config } = useConfig()
  const { id, collectionSlug, globalSlug, docConfig, lastUpdateTime } = useDocumentInfo()
  const { i18n } = useTranslation()
  const headingId = useId()
  const localization = config.localization
  const others = localization ? localization.locales.filter((locale) => locale.code !== localization.defaultLocale) : []
  const defaultLocale = localization ? localization.defaultLocale : undefined
  const path = globalSlug ? `/globals/${globalSlug}` : collectionSlug && id !== undefined ? `/${collectionSlug}/${encodeURIComponent(String(id))}` : null
  const drafts = Boolean(docConfig && 'versions' in docConfig && docConfig.versions && typeof docConfig.versions === 'object' && docConfig.versions.drafts)
  const codes = others.map((locale) => locale.code).join(',')
  // What the last check was of: a save (lastUpdateTime) or another document starts a new one.
  const key = path ? `${path}?${codes}@${lastUpdateTime}` : null
  const [result, setResult] = useState<{ key: string; checks: Record<string, Check> } | null>(null)

  useEffect(() => {
    if (!key || !path || !defaultLocale || !docConfig || codes === '') return
    const locales = codes.split(',')
    const controller = new AbortController()
    const read = async (locale: string): Promise<Doc> => {
      const query = new URLSearchParams({ locale, 'fallback-locale': 'none', depth: '0', ...(drafts ? { draft: 'true' } : {}) })
      const response = await fetch(`${config.serverURL}${config.routes.api}${path}?${query}`, { credentials: 'include', signal: controller.signal })
      if (!response.ok) throw new Error(`${response.status}`)
      return asDoc(await response.json())
    }
    void (async () => {
      let checks: Record<string, Check>
      try {
        const [english, ...translations] = await Promise.all([read(defaultLocale), ...locales.map(read)])
        checks = Object.fromEntries(
          locales.map((code, index) => [code, { state: 'done', missing: missingFields(docConfig.fields, english, translations[index], i18n.language) }]),
        )
      } catch {
        if (controller.signal.aborted) return
        checks = Object.fromEntries(locales.map((code) => [code, { state: 'failed' }]))
      }
      setResult({ key, checks })
    })()
    return () => controller.abort()
  }, [key, path, drafts, codes, defaultLocale, docConfig, config.serverURL, config.routes.api, i18n.language])

  const checkOf = (code: string): Check => {
    if (!path) return { state: 'unsaved' }
    if (result?.key !== key) return { state: 'checking' }
    return result.checks[code] ?? { state: 'checking' }
  }

  if (others.length === 0) return null
  return (
    <div className="field-type missing-translations" style={{ marginBottom: 'var(--base)' }}>
      {others.map((locale) => {
        const language = new Intl.DisplayNames(['en'], { type: 'language' }).of(locale.code) ?? locale.code
        const check = checkOf(locale.code)
        return (
          <section key={locale.code} aria-labelledby={`${headingId}-${locale.code}`} aria-live="polite" aria-busy={check.state === 'checking'}>
            <h3 id={`${headingId}-${locale.code}`} style={{ fontSize: 'inherit', fontWeight: 600, margin: '0 0 calc(var(--base) / 4)' }}>
              {check.state === 'done' && check.missing.length === 0 ? `${language} version` : `Missing in ${language}`}
            </h3>
            {check.state === 'unsaved' && <p>Save the document in English first; its texts can then be written in {language}.</p>}
            {check.state === 'checking' && <p>Checking the {language} version…</p>}
            {check.state === 'failed' && <p>The {language} version could not be checked. Reload the page to try again.</p>}
            {check.state === 'done' &&
              (check.missing.length === 0 ? (
                <p>Every field has a {language} version.</p>
              ) : (
                <>
                  <ul style={{ margin: 0, paddingInlineStart: 'calc(var(--base) * 1.25)' }}>
                    {check.missing.map((label) => (
                      <li key={label}>{label}</li>
                    ))}
                  </ul>
                  <p style={{ marginTop: 'calc(var(--base) / 4)', color: 'var(--theme-elevation-500)' }}>
                    The {language} page shows these in English. To write them, switch Locale (at the top) to {labelOf({ name: locale.code, label: locale.label }, i18n.language)}.
                  </p>
                </>
              ))}
          </section>
        )
      })}
    </div>
  )
}
