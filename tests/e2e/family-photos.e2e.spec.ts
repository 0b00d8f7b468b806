import { expect, type Page } from '@playwright/test'

import { expectNoAxeViolations } from './helpers/axe'
import { ADMIN, type Family, fetchInPage, newFamily, pngFile, recordConsent, test } from './helpers/family'
import { apiGet, field, openTab, toasts, unique } from './helpers/staff'

/**
 * Photos of children (SPEC §12 "Photos", "Consents"): staff upload a photo in /admin → Photos and tag
 * the children in it; a family sees it (newest first, with a working 'Download') only while every tagged
 * child has consent to 'Photos in the parent portal'; a withdrawal hides it at once, its file included,
 * and the staff list names the child whose consent is missing.
 *
 * Each test makes its own families (a parent and a child, no consent recorded), so nothing depends on
 * the seed's photos and consents or on another test's.
 */

const PORTAL_CONSENT = 'Photos in the parent portal'
const VISIBLE = 'Visible to families'
const hiddenMissing = (...names: string[]) => `Hidden from families until every child has portal consent (missing: ${names.join(', ')})`

type PhotoRecord = { id: string; title: string; urls: { thumbnail: string | null; card: string | null; original: string | null } }

async function openAdminPhotos(page: Page) {
  await page.goto('/admin')
  await expect(page.getByRole('tablist', { name: 'Admin sections' })).toBeVisible()
  return openTab(page, 'Photos')
}

/** Uploads a photo through the /admin Photos form, tagging `children` (their names), and waits for the toast. */
async function uploadPhoto(page: Page, { children, title, description }: { children: string[]; title: string; description: string }) {
  const panel = page.getByRole('tabpanel', { name: 'Photos' })
  const tagged = panel.getByRole('group', { name: /Children in the photo/ })
  for (const name of children) await tagged.getByRole('checkbox', { name, exact: true }).check()
  await field(panel, 'Photo Title').fill(title)
  await field(panel, 'Description').fill(description)
  await field(panel, 'Image').setInputFiles(await pngFile(`${title}.png`))
  await panel.getByRole('button', { name: 'Upload Photo' }).click()
  return toasts(page).filter({ hasText: 'Photo Uploaded' })
}

/** A photo in the staff list (the "Photos" region of the tab), by its title. */
const staffPhoto = (page: Page, title: string) =>
  page.getByRole('tabpanel', { name: 'Photos' }).getByRole('region', { name: 'Photos' }).getByRole('listitem').filter({ hasText: title })

/** The parent dashboard's card of a child: its "Photos (n)" tab opened, answering the tab panel. */
async function openChildPhotos(page: Page, family: Family, count: number) {
  const card = page.getByRole('region', { name: family.childName })
  const tab = card.getByRole('tab', { name: `Photos (${count})`, exact: true })
  await tab.click()
  await expect(tab).toHaveAttribute('aria-selected', 'true')
  const panel = card.getByRole('tabpanel', { name: `Photos (${count})` })
  await expect(panel).toBeVisible()
  return panel
}

const consentBox = (page: Page, family: Family) =>
  page.getByRole('region', { name: 'Consents' }).getByRole('article', { name: family.childName }).getByRole('checkbox', { name: PORTAL_CONSENT })

/** The photos `page`'s session reads (GET /api/photos). */
async function photosAs(page: Page, query = ''): Promise<PhotoRecord[]> {
  const response = await apiGet(page, `/api/photos${query}`)
  expect(response.status()).toBe(200)
  return (await response.json()) as PhotoRecord[]
}

test.describe('photos of children and portal consent', () => {
  test('consent given → the photo is visible and downloads; consent withdrawn → the photo and its file are gone', async ({ signedInPage }) => {
    const admin = await signedInPage(ADMIN)
    const family = await newFamily(admin)
    const parent = await signedInPage(family)

    // The parent gives portal-photo consent in the dashboard.
    await parent.goto('/parent-dashboard')
    await expect(parent.getByRole('heading', { level: 1 })).toHaveText('Welcome, Family')
    const consent = consentBox(parent, family)
    await expect(consent).not.toBeChecked()
    await consent.click()
    await expect(toasts(parent).filter({ hasText: `Consent given: ${PORTAL_CONSENT}` })).toBeVisible()
    await expect(consent).toBeChecked()
    await expect(consent).toHaveAccessibleDescription('Given')
    // No photo of the child yet.
    let photos = await openChildPhotos(parent, family, 0)
    await expect(photos.getByRole('heading', { name: 'No Photos Yet' })).toBeVisible()

    // The admin uploads two photos tagging the child, one after the other.
    const older = unique('Sand play ')
    const newer = unique('Painting ')
    await openAdminPhotos(admin)
    await expect(await uploadPhoto(admin, { children: [family.childName], title: older, description: 'In the garden.' })).toContainText(`${older}: ${VISIBLE}.`)
    // The form is cleared for the next photo.
    await expect(field(admin.getByRole('tabpanel', { name: 'Photos' }), 'Photo Title')).toHaveValue('')
    await expect(await uploadPhoto(admin, { children: [family.childName], title: newer, description: 'Blue and yellow.' })).toContainText(`${newer}: ${VISIBLE}.`)
    for (const [title, description] of [
      [older, 'In the garden.'],
      [newer, 'Blue and yellow.'],
    ]) {
      const item = staffPhoto(admin, title)
      await expect(item).toHaveCount(1)
      await expect(item).toContainText(description)
      await expect(item).toContainText(`Children: ${family.childName}`)
      await expect(item.getByText(VISIBLE, { exact: true })).toBeVisible()
      await expect(item.getByText('Not for the website (no website consent: ' + family.childName + ')', { exact: true })).toBeVisible()
      await expect(item.getByRole('img', { name: title })).toHaveJSProperty('complete', true)
      await expect(item.getByRole('button', { name: `Delete ${title}` })).toBeVisible()
    }
    // The staff list is newest first too: the newer photo comes before the older one.
    const staffTitles = await admin.getByRole('tabpanel', { name: 'Photos' }).getByRole('region', { name: 'Photos' }).getByRole('listitem').allInnerTexts()
    const staffOrder = (title: string) => staffTitles.findIndex((text) => text.includes(title))
    expect(staffOrder(newer)).toBeGreaterThanOrEqual(0)
    expect(staffOrder(newer)).toBeLessThan(staffOrder(older))
    await expectNoAxeViolations(admin)

    // The parent sees both, newest first, each with its title, description, date and a Download link.
    await parent.reload()
    photos = await openChildPhotos(parent, family, 2)
    const items = photos.getByRole('listitem')
    await expect(items).toHaveCount(2)
    await expect(items.nth(0)).toContainText(newer)
    await expect(items.nth(0)).toContainText('Blue and yellow.')
    await expect(items.nth(0)).toContainText(/Shared \S/)
    await expect(items.nth(1)).toContainText(older)
    await expect(items.nth(1)).toContainText('In the garden.')
    await expect(items.nth(0).getByRole('img', { name: newer })).toBeVisible()
    await expect(items.nth(0).getByRole('img', { name: newer })).toHaveJSProperty('complete', true)
    expect(await items.nth(0).getByRole('img', { name: newer }).evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0)
    const download = items.nth(0).getByRole('link', { name: `Download ${newer}` })
    const href = (await download.getAttribute('href'))!
    expect(href).toMatch(/^\/api\/cms\/media\/file\/.+\.(png|webp)$/)
    // The download is named after the title, with the stored file's extension.
    await expect(download).toHaveAttribute('download', `${newer}${href.slice(href.lastIndexOf('.'))}`)
    const file = await fetchInPage(parent, href)
    expect(file.status).toBe(200)
    expect(file.contentType).toMatch(/^image\//)
    expect(file.cacheControl).toContain('no-store')
    // The Overview counts them.
    const card = parent.getByRole('region', { name: family.childName })
    await card.getByRole('tab', { name: 'Overview', exact: true }).click()
    await expect(card.getByRole('term').filter({ hasText: /^Photos$/ }).locator('xpath=following-sibling::dd[1]')).toHaveText('2')
    await openChildPhotos(parent, family, 2)
    await expectNoAxeViolations(parent)

    // The parent withdraws the consent: after a reload the photos are gone, and so is their file.
    await consent.click()
    await expect(toasts(parent).filter({ hasText: `Consent withdrawn: ${PORTAL_CONSENT}` })).toBeVisible()
    await expect(consent).toHaveAccessibleDescription('Not given')
    await parent.reload()
    photos = await openChildPhotos(parent, family, 0)
    await expect(photos.getByRole('heading', { name: 'No Photos Yet' })).toBeVisible()
    await expect(parent.getByText(newer)).toHaveCount(0)
    await expect(parent.getByText(older)).toHaveCount(0)
    expect((await fetchInPage(parent, href)).status).toBe(403)
    expect(await photosAs(parent, `?childId=${family.childId}`)).toEqual([])

    // The admin's list shows both hidden, naming the child whose consent is missing; the admin still reads the file.
    await admin.reload()
    await openTab(admin, 'Photos')
    for (const title of [older, newer]) {
      await expect(staffPhoto(admin, title).getByText(hiddenMissing(family.childName), { exact: true })).toBeVisible()
      await expect(staffPhoto(admin, title).getByText(VISIBLE, { exact: true })).toHaveCount(0)
    }
    expect((await fetchInPage(admin, href)).status).toBe(200)
  })

  test('a photo that also shows another child without portal consent is not shown to the family', async ({ signedInPage }) => {
    const admin = await signedInPage(ADMIN)
    const family = await newFamily(admin)
    const other = await newFamily(admin)
    const parent = await signedInPage(family)
    const otherParent = await signedInPage(other)
    await recordConsent(parent, family.childId, 'portal-photos', true)

    const alone = unique('Story time ')
    const together = unique('Building blocks ')
    await openAdminPhotos(admin)
    await expect(await uploadPhoto(admin, { children: [family.childName], title: alone, description: 'Just one child.' })).toContainText(`${alone}: ${VISIBLE}.`)
    await expect(await uploadPhoto(admin, { children: [family.childName, other.childName], title: together, description: 'Two children.' })).toContainText(
      `${together}: ${hiddenMissing(other.childName)}.`,
    )
    const shared = staffPhoto(admin, together)
    await expect(shared).toContainText(/Children: Kid Child\d+, Kid Child\d+/)
    await expect(shared).toContainText(family.childName)
    await expect(shared).toContainText(other.childName)
    await expect(shared.getByText(hiddenMissing(other.childName), { exact: true })).toBeVisible()

    // The family sees only the photo of their child alone; the shared one (nor its file) is not theirs.
    await parent.goto('/parent-dashboard')
    const photos = await openChildPhotos(parent, family, 1)
    await expect(photos.getByRole('listitem')).toHaveCount(1)
    await expect(photos.getByRole('listitem')).toContainText(alone)
    await expect(parent.getByText(together)).toHaveCount(0)
    await expectNoAxeViolations(parent)
    const sharedRecord = (await photosAs(admin)).find((photo) => photo.title === together)!
    expect((await fetchInPage(parent, sharedRecord.urls.original!)).status).toBe(403)
    // Nor does the other family see it (their child has no consent at all).
    expect(await photosAs(otherParent)).toEqual([])

    // Once the other child's parent gives portal consent too, both families see it.
    await recordConsent(otherParent, other.childId, 'portal-photos', true)
    await parent.reload()
    const both = await openChildPhotos(parent, family, 2)
    await expect(both.getByRole('listitem').nth(0)).toContainText(together)
    await expect(both.getByRole('listitem').nth(1)).toContainText(alone)
    expect((await fetchInPage(parent, sharedRecord.urls.original!)).status).toBe(200)
    expect((await photosAs(otherParent)).map((photo) => photo.title)).toEqual([together])
    await admin.reload()
    await openTab(admin, 'Photos')
    await expect(staffPhoto(admin, together).getByText(VISIBLE, { exact: true })).toBeVisible()
  })
})
