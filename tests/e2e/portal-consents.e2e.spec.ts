import { expect, type Locator, type Page, test } from '@playwright/test'

import { ACCOUNTS, signIn } from './helpers/accounts'
import { createFamily, toasts } from './helpers/staff'

/**
 * The parent dashboard's "Consents" section (SPEC §12 "Consents"): a parent gives and withdraws a
 * consent for their child with a checkbox, each change is confirmed by a toast, adds a row to the
 * child's history (newest first) and is stored, so a reload shows the same state.
 *
 * The test makes its own family (a parent and a child with no consent recorded yet), so it does not
 * depend on the seed's consents or on what another test or run recorded for a demo child.
 */

const CONSENT = 'Photos in the parent portal'
/** "25 Nov 2026 10:02" (the screen's en-GB day, month, year and 24-hour time). */
const STAMP = String.raw`\d{1,2} [A-Z][a-z]{2} \d{4}, \d{1,2}:\d{2} [AP]M`

/** The consents of one child: the article headed by the child's name inside the "Consents" region. */
const consentsOf = (page: Page, childName: string) => page.getByRole('region', { name: 'Consents' }).getByRole('article', { name: childName })

/** Opens the child's "History (n)" disclosure (a <summary>: no ARIA role to find it by) and answers its rows. */
async function openHistory(card: Locator, firstName: string, rows: number) {
  await card.getByText(`History (${rows})`, { exact: true }).click()
  const list = card.getByRole('list', { name: `${firstName}’s consent history, newest first` })
  await expect(list).toBeVisible()
  return list.getByRole('listitem')
}

test.describe('parent dashboard consents', () => {
  test('a parent gives and withdraws photo consent: toast, state, a history row each, and it is stored', async ({ page }) => {
    // A family of its own, made by the admin: one child, no consent recorded yet.
    await signIn(page, ACCOUNTS.admin)
    const family = await createFamily(page)
    await page.context().clearCookies()
    const suffix = family.childName.replace('Kid Child', '')
    const parentName = `Family Parent${suffix}`
    await signIn(page, { username: `family${suffix}`, password: 'family-pass-1' })
    await page.goto('/parent-dashboard')

    const card = consentsOf(page, family.childName)
    const consent = card.getByRole('checkbox', { name: CONSENT })
    // Nothing is given until a parent gives it: the three consents start "Not given", with no history.
    await expect(consent).not.toBeChecked()
    await expect(consent).toHaveAccessibleDescription('Not given')
    for (const other of ['Photos on the public website', 'Videos']) {
      await expect(card.getByRole('checkbox', { name: other })).not.toBeChecked()
      await expect(card.getByRole('checkbox', { name: other })).toHaveAccessibleDescription('Not given')
    }
    await expect(card.getByText('History (0)', { exact: true })).toBeVisible()

    await consent.click()
    await expect(toasts(page).filter({ hasText: `Consent given: ${CONSENT}` })).toContainText('For Kid. The change is kept in the history.')
    await expect(consent).toBeChecked()
    await expect(consent).toHaveAccessibleDescription('Given')
    await expect(card.getByRole('checkbox', { name: 'Videos' })).not.toBeChecked()
    let rows = await openHistory(card, 'Kid', 1)
    await expect(rows).toHaveCount(1)
    await expect(rows.first()).toHaveText(new RegExp(`^${CONSENT}Granted by ${parentName}, ${STAMP}$`))

    await consent.click()
    await expect(toasts(page).filter({ hasText: `Consent withdrawn: ${CONSENT}` })).toContainText('For Kid. The change is kept in the history.')
    await expect(consent).not.toBeChecked()
    await expect(consent).toHaveAccessibleDescription('Not given')
    // The disclosure stays open; the new row comes first and the grant is still there below it.
    await expect(card.getByText('History (2)', { exact: true })).toBeVisible()
    await expect(rows).toHaveCount(2)
    await expect(rows.nth(0)).toHaveText(new RegExp(`^${CONSENT}Withdrawn by ${parentName}, ${STAMP}$`))
    await expect(rows.nth(1)).toHaveText(new RegExp(`^${CONSENT}Granted by ${parentName}, ${STAMP}$`))

    // Stored: a fresh page load reads the same state and the same two rows from the server.
    await page.reload()
    await expect(consent).not.toBeChecked()
    await expect(consent).toHaveAccessibleDescription('Not given')
    rows = await openHistory(card, 'Kid', 2)
    await expect(rows).toHaveCount(2)
    await expect(rows.nth(0)).toHaveText(new RegExp(`^${CONSENT}Withdrawn by ${parentName}, ${STAMP}$`))
    await expect(rows.nth(1)).toHaveText(new RegExp(`^${CONSENT}Granted by ${parentName}, ${STAMP}$`))

    // Give it again: the state follows the latest row, and the history only grows.
    await consent.click()
    await expect(card.getByText('History (3)', { exact: true })).toBeVisible()
    await page.reload()
    await expect(consent).toBeChecked()
    await expect(consent).toHaveAccessibleDescription('Given')
    rows = await openHistory(card, 'Kid', 3)
    await expect(rows).toHaveText([
      new RegExp(`^${CONSENT}Granted by ${parentName}, ${STAMP}$`),
      new RegExp(`^${CONSENT}Withdrawn by ${parentName}, ${STAMP}$`),
      new RegExp(`^${CONSENT}Granted by ${parentName}, ${STAMP}$`),
    ])

    // By keyboard: the box keeps the focus while the change is saved, so Space gives and Space withdraws.
    const videos = card.getByRole('checkbox', { name: 'Videos' })
    await videos.focus()
    await page.keyboard.press('Space')
    await expect(toasts(page).filter({ hasText: 'Consent given: Videos' })).toBeVisible()
    await expect(videos).toBeChecked()
    await expect(videos).toBeFocused()
    await page.keyboard.press('Space')
    await expect(toasts(page).filter({ hasText: 'Consent withdrawn: Videos' })).toBeVisible()
    await expect(videos).not.toBeChecked()
    await expect(videos).toBeFocused()
  })
})
