import { expect, type Locator, type Page } from '@playwright/test'

import { expectNoAxeViolations } from './helpers/axe'
import { ADMIN, type Family, fetchInPage, newFamily, pngFile, test } from './helpers/family'
import { apiGet, unique } from './helpers/staff'

/**
 * Messages between a family and the centre (SPEC §12 "Messages"): a parent writes with an image from
 * the parent dashboard; the centre's shared inbox in /admin counts it unread until a staff member opens
 * the thread; the reply is counted unread on the parent's "Messages" until the thread is on screen.
 *
 * The test makes its own family (a parent and a child with no messages), so the family's counts are
 * exact; the centre's total also holds other families' messages, so only its change is compared.
 */

const unreadOf = async (page: Page) => {
  const response = await apiGet(page, '/api/messages/unread')
  expect(response.status()).toBe(200)
  return ((await response.json()) as { unread: number }).unread
}

/** The parent dashboard's "Messages" section. */
const portalMessages = (page: Page) => page.getByRole('region', { name: 'Messages', exact: true })

/** /admin's "Messages" tab (its name carries the unread total while there is one). */
const messagesTab = (page: Page) => page.getByRole('tab', { name: /^Messages\b/ })

/** The centre's unread total on the tab's badge (0 when it shows none). */
async function tabBadge(page: Page): Promise<number> {
  const tab = messagesTab(page)
  await expect(tab).toBeVisible()
  const badge = tab.getByLabel(/^\d+ unread$/)
  return (await badge.count()) === 0 ? 0 : Number((await badge.innerText()).trim())
}

/** Picks images through "Attach images" (the file chooser it opens). */
async function attach(page: Page, scope: Locator, files: Awaited<ReturnType<typeof pngFile>>[]) {
  const chooser = page.waitForEvent('filechooser')
  await scope.getByRole('button', { name: 'Attach images' }).click()
  await (await chooser).setFiles(files)
}

/** The thread button of `family` in the admin inbox. */
const threadButton = (page: Page, family: Family) => page.getByRole('list', { name: 'Message threads' }).getByRole('button', { name: new RegExp(`^${family.parentName}\\b`) })

test.describe('family messages', () => {
  test('a parent writes with an image, the centre reads and replies, and each side’s unread count clears', async ({ signedInPage }) => {
    const admin = await signedInPage(ADMIN)
    const family = await newFamily(admin)
    const question = unique('Can Kid bring a teddy bear on Friday? ')
    const reply = unique('Of course, the teddy is welcome. ')

    // The parent writes: no thread yet, then a message with one image.
    const parent = await signedInPage(family)
    await parent.goto('/parent-dashboard')
    let messages = portalMessages(parent)
    await expect(messages.getByText('No messages yet. Write the first one below.')).toBeVisible()
    await expect(messages.getByLabel(/unread$/)).toHaveCount(0)
    await messages.getByLabel('Message to the centre').fill(question)
    await expect(messages.getByText('0/4 images (JPEG, PNG or WebP)')).toBeVisible()
    const drawing = await pngFile('teddy.png', '#e76f51')
    await attach(parent, messages, [drawing])
    const toSend = messages.getByRole('list', { name: 'Images to send' })
    await expect(toSend.getByRole('img', { name: 'Image 1: teddy.png' })).toBeVisible()
    await expect(messages.getByText('1/4 images (JPEG, PNG or WebP)')).toBeVisible()
    // A chosen image can be removed before sending, and chosen again.
    await toSend.getByRole('button', { name: 'Remove image 1 (teddy.png)' }).click()
    await expect(toSend).toHaveCount(0)
    await expect(messages.getByText('0/4 images (JPEG, PNG or WebP)')).toBeVisible()
    await attach(parent, messages, [drawing])
    await expect(messages.getByText('1/4 images (JPEG, PNG or WebP)')).toBeVisible()
    await messages.getByRole('button', { name: 'Send' }).click()

    const parentThread = messages.getByRole('list', { name: 'Messages with the centre' })
    await expect(parentThread.getByRole('article')).toHaveCount(1)
    await expect(parentThread.getByRole('article')).toContainText(question)
    await expect(parentThread.getByRole('img', { name: `Image 1 from ${family.parentName}` })).toBeVisible()
    // The composer is empty again.
    await expect(messages.getByLabel('Message to the centre')).toHaveValue('')
    await expect(messages.getByText('0/4 images (JPEG, PNG or WebP)')).toBeVisible()
    await expect(messages.getByRole('list', { name: 'Images to send' })).toHaveCount(0)
    expect(await unreadOf(parent)).toBe(0)

    // The centre: the tab counts it unread, and so does the family's thread in the inbox.
    await admin.goto('/admin')
    await expect(admin.getByRole('tablist', { name: 'Admin sections' })).toBeVisible()
    await expect.poll(() => tabBadge(admin)).toBeGreaterThanOrEqual(1)
    const totalBefore = await tabBadge(admin)
    expect(totalBefore).toBe(await unreadOf(admin))
    await messagesTab(admin).click()
    const inbox = admin.getByRole('tabpanel', { name: /^Messages\b/ })
    await expect(inbox.getByRole('heading', { name: 'Inbox' })).toBeVisible()
    const thread = threadButton(admin, family)
    await expect(thread).toContainText('1 unread')
    await expect(thread).toContainText(question)

    // Opening it shows the message and its image and marks it read for the centre.
    await thread.click()
    await expect(thread).toHaveAttribute('aria-current', 'true')
    await expect(inbox.getByRole('heading', { name: family.parentName, exact: true })).toBeVisible()
    const centreThread = inbox.getByRole('list', { name: `Messages with ${family.parentName}` })
    await expect(centreThread.getByRole('article')).toHaveCount(1)
    await expect(centreThread.getByRole('article')).toContainText(question)
    await expect(centreThread.getByRole('article')).toContainText(family.parentName)
    const image = centreThread.getByRole('img', { name: `Image 1 from ${family.parentName}` })
    await expect(image).toBeVisible()
    await expect(image).toHaveJSProperty('complete', true)
    expect(await image.evaluate((element: HTMLImageElement) => element.naturalWidth)).toBeGreaterThan(0)
    const imageLink = centreThread.getByRole('link', { name: `Image 1 from ${family.parentName}` })
    const file = await fetchInPage(admin, (await imageLink.getAttribute('href'))!)
    expect(file.status).toBe(200)
    expect(file.contentType).toMatch(/^image\//)
    await expect(thread).not.toContainText('unread')
    await expect.poll(() => tabBadge(admin)).toBe(totalBefore - 1)
    expect(await unreadOf(admin)).toBe(totalBefore - 1)

    // The reply.
    await inbox.getByLabel(`Reply to ${family.parentName}`).fill(reply)
    await inbox.getByRole('button', { name: 'Send' }).click()
    await expect(centreThread.getByRole('article')).toHaveCount(2)
    await expect(centreThread.getByRole('article').nth(1)).toContainText(reply)
    await expect(centreThread.getByRole('article').nth(1)).toContainText('Centre Director')
    await expect(inbox.getByLabel(`Reply to ${family.parentName}`)).toHaveValue('')
    await expect(thread).toContainText(`Centre: ${reply}`)
    await expect(thread).not.toContainText('unread')
    await expectNoAxeViolations(admin)

    // The parent, on a new page: the reply is counted unread beside "Messages" until the thread is on screen.
    const reader = await signedInPage(family)
    expect(await unreadOf(reader)).toBe(1)
    await reader.goto('/parent-dashboard')
    messages = portalMessages(reader)
    const heading = messages.getByRole('heading', { name: 'Messages', exact: true })
    await expect(heading).toBeVisible()
    // Below the children on a fresh load: not on screen yet, so not read yet.
    await expect(heading).not.toBeInViewport()
    await expect(messages.getByLabel('1 unread', { exact: true })).toHaveText('1')
    expect(await unreadOf(reader)).toBe(1)
    // A glimpse is not reading: the thread scrolled past at once stays unread, even a while later.
    const readerMessages = messages.getByRole('list', { name: 'Messages with the centre' })
    await readerMessages.scrollIntoViewIfNeeded()
    await reader.evaluate(() => window.scrollTo(0, 0))
    await expect(heading).not.toBeInViewport()
    await reader.waitForTimeout(1_500)
    await expect(messages.getByLabel('1 unread', { exact: true })).toHaveText('1')
    expect(await unreadOf(reader)).toBe(1)
    // On screen for a moment, it is read.
    await heading.scrollIntoViewIfNeeded()
    const readerThread = messages.getByRole('list', { name: 'Messages with the centre' })
    await expect(readerThread.getByRole('article')).toHaveCount(2)
    await expect(readerThread.getByRole('article').nth(0)).toContainText(question)
    await expect(readerThread.getByRole('article').nth(1)).toContainText(reply)
    // A staff member's message reads "The centre" to a family.
    await expect(readerThread.getByRole('article').nth(1)).toContainText('The centre')
    await expect(readerThread.getByRole('article').nth(1)).not.toContainText('Centre Director')
    await expect(messages.getByLabel(/unread$/)).toHaveCount(0)
    expect(await unreadOf(reader)).toBe(0)
    await expectNoAxeViolations(reader)

    // It stays read.
    await reader.reload()
    await expect(portalMessages(reader).getByRole('list', { name: 'Messages with the centre' }).getByRole('article')).toHaveCount(2)
    await expect(portalMessages(reader).getByLabel(/unread$/)).toHaveCount(0)
    expect(await unreadOf(reader)).toBe(0)
  })
})
