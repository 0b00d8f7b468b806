/**
 * The catalogues (src/i18n/messages/<locale>.json) are written from their parts by `npm run messages`
 * (scripts/lib/catalogues.ts): the kernel's texts (src/i18n/kernel) and each feature's own
 * (src/features/<name>/i18n), holding exactly the namespaces its feature.ts declares. The check that fails
 * on drift runs here in-process, as `npm run messages:check` runs it in the lint tier.
 */
import { existsSync, readdirSync } from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import en from '@/i18n/messages/en.json'
import { FEATURE_LIST } from '@/registry/features'
import { catalogueDrift, catalogueFile, composeCatalogue, featureFileOf, projectParts } from '../../scripts/lib/catalogues'

const ROOT = path.join(import.meta.dirname, '../..')

describe('the catalogues', () => {
  it('are as their parts write them: the kernel’s texts and each feature’s, none wrong', () => {
    expect(catalogueDrift()).toEqual([])
  })

  it('hold each feature’s namespaces from its own folder, and the kernel holds none of them', () => {
    const billing = FEATURE_LIST.find((feature) => feature.name === 'billing')!
    expect(billing.messages).toEqual(expect.arrayContaining(['staff.billing', 'portal.billing', 'mail.invoice', 'billing']))
    const { kernel, features } = projectParts('en')
    expect((kernel as Record<string, Record<string, unknown>>).staff?.billing).toBeUndefined()
    expect(kernel.billing).toBeUndefined()
    const billingTexts = features.find((part) => part.name === 'billing')!.texts as unknown as typeof en
    expect(en.staff.billing).toEqual(billingTexts.staff.billing)
    expect(en.mail.invoice).toEqual(billingTexts.mail.invoice)
    // The kernel's own texts beside them, in the same namespace.
    expect(en.mail.greeting).toEqual((kernel as unknown as typeof en).mail.greeting)
  })

  it('have a file per language in a feature’s i18n folder exactly when the feature declares namespaces', () => {
    for (const feature of FEATURE_LIST) {
      for (const locale of ['en', 'es']) expect(existsSync(path.join(ROOT, featureFileOf(feature.name, locale))), `${feature.name} ${locale}`).toBe(Boolean(feature.messages?.length))
    }
    const folders = readdirSync(path.join(ROOT, 'src/features'), { withFileTypes: true }).filter((entry) => entry.isDirectory() && existsSync(path.join(ROOT, 'src/features', entry.name, 'i18n')))
    expect(folders.map((entry) => entry.name).sort()).toEqual(FEATURE_LIST.filter((feature) => feature.messages?.length).map((feature) => feature.name).sort())
  })
})

describe('composing a catalogue', () => {
  const kernel = { common: { hello: 'Hello' }, mail: { greeting: 'Hi {name},' } }

  it('merges a feature’s namespaces into the kernel’s, beside the kernel’s own texts of the same namespace', () => {
    const { catalogue, problems } = composeCatalogue(kernel, [
      { name: 'billing', namespaces: ['mail.invoice', 'billing'], texts: { mail: { invoice: { subject: 'Invoice' } }, billing: { total: 'Total' } } },
    ])
    expect(problems).toEqual([])
    expect(catalogue).toEqual({ common: { hello: 'Hello' }, mail: { greeting: 'Hi {name},', invoice: { subject: 'Invoice' } }, billing: { total: 'Total' } })
  })

  it('refuses a text outside the namespaces its feature declares', () => {
    const { problems } = composeCatalogue(kernel, [{ name: 'billing', namespaces: ['billing'], texts: { billing: { total: 'Total' }, staff: { billing: { title: 'Billing' } } } }])
    expect(problems).toEqual(['billing: staff.billing.title is in none of the namespaces it declares (feature.ts `messages`)'])
  })

  it('refuses a declared namespace the feature’s texts do not hold', () => {
    const { problems } = composeCatalogue(kernel, [{ name: 'drills', namespaces: ['staff.drills'], texts: {} }])
    expect(problems).toEqual(['drills: declares staff.drills, which its texts do not hold'])
  })

  it('refuses a namespace given twice: by two features, or by a feature and the kernel', () => {
    const { problems } = composeCatalogue(kernel, [
      { name: 'health', namespaces: ['mail.medication'], texts: { mail: { medication: { subject: 'A dose' } } } },
      { name: 'billing', namespaces: ['mail.medication'], texts: { mail: { medication: { subject: 'Another' } } } },
      { name: 'ratios', namespaces: ['common'], texts: { common: { hello: 'Hi' } } },
    ])
    expect(problems).toEqual(['mail.medication: declared by billing and given by health', 'common: declared by ratios and given by the kernel (src/i18n/kernel)'])
  })

  it('writes the file with two spaces and the no-break spaces as escapes', () => {
    expect(catalogueFile({ times: { morning: '6:30\u00a0a.\u00a0m.' } })).toBe('{\n  "times": {\n    "morning": "6:30\\u00a0a.\\u00a0m."\n  }\n}\n')
  })
})
