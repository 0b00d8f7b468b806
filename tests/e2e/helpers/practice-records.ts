import { expect, type Page, type Request } from '@playwright/test'

import { SCRATCH_RECORDS_KEY } from '../../../src/components/staff/practice-store/store'
import type { ScratchRecords } from '../../../src/components/staff/practice-store/types'

/** Driving /firebase-admin and /data-viewer (the in-memory records of one browser tab). */

/** The visible toasts (radix also announces each one in a hidden live region: not counted here). */
export const toasts = (page: Page) => page.locator('[data-slot="toast"]')

export async function expectToast(page: Page, title: string, description: string) {
  const shown = toasts(page).filter({ hasText: title })
  await expect(shown).toBeVisible()
  await expect(shown).toContainText(description)
}

/** Today in the browser's (and this machine's) time zone, as YYYY-MM-DD. */
export function localIsoDate(date = new Date()) {
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`
}

/** A tab of /firebase-admin by its label, whatever its count: 'Parents (2)'. */
export const recordTab = (page: Page, label: 'Children' | 'Parents' | 'Activities' | 'Milestones') =>
  page.getByRole('tab', { name: new RegExp(`^${label} \\(\\d+\\)$`) })

export async function openAddDialog(page: Page, tab: Parameters<typeof recordTab>[1], title: string) {
  await recordTab(page, tab).click()
  await page.getByRole('button', { name: title, exact: true }).click()
  const dialog = page.getByRole('dialog', { name: title })
  await expect(dialog).toBeVisible()
  return dialog
}

async function submitAndExpectAdded(page: Page, title: string, success: string) {
  const dialog = page.getByRole('dialog', { name: title })
  await dialog.getByRole('button', { name: title, exact: true }).click()
  await expectToast(page, 'Success', success)
  await expect(dialog).toBeHidden()
}

export async function addParent(page: Page, parent: { firstName: string; lastName: string; email: string; phone?: string }) {
  const dialog = await openAddDialog(page, 'Parents', 'Add Parent')
  await dialog.getByLabel('First Name').fill(parent.firstName)
  await dialog.getByLabel('Last Name').fill(parent.lastName)
  await dialog.getByLabel('Email').fill(parent.email)
  if (parent.phone) await dialog.getByLabel('Phone').fill(parent.phone)
  await submitAndExpectAdded(page, 'Add Parent', 'Parent added successfully!')
}

export async function addChild(page: Page, child: { firstName: string; lastName: string; dateOfBirth: string; parent: string; allergies?: string }) {
  const dialog = await openAddDialog(page, 'Children', 'Add Child')
  await dialog.getByLabel('First Name').fill(child.firstName)
  await dialog.getByLabel('Last Name').fill(child.lastName)
  await dialog.getByLabel('Date of Birth').fill(child.dateOfBirth)
  await dialog.getByLabel('Parent').selectOption({ label: child.parent })
  if (child.allergies) await dialog.getByLabel('Allergies').fill(child.allergies)
  await submitAndExpectAdded(page, 'Add Child', 'Child added successfully!')
}

export async function addDailyActivity(page: Page, activity: { child: string; date: string; meals?: string; mood?: string }) {
  const dialog = await openAddDialog(page, 'Activities', 'Add Daily Activity')
  await dialog.getByLabel('Child').selectOption({ label: activity.child })
  await dialog.getByLabel(/^Date/).fill(activity.date)
  if (activity.meals) await dialog.getByLabel('Meals').fill(activity.meals)
  if (activity.mood) await dialog.getByLabel('Mood').selectOption({ label: activity.mood })
  await submitAndExpectAdded(page, 'Add Daily Activity', 'Daily activity added successfully!')
}

export async function addMilestone(page: Page, milestone: { child: string; title: string; description: string; achievedDate?: string }) {
  const dialog = await openAddDialog(page, 'Milestones', 'Add Milestone')
  await dialog.getByLabel('Child').selectOption({ label: milestone.child })
  await dialog.getByLabel('Title').fill(milestone.title)
  await dialog.getByLabel('Description').fill(milestone.description)
  if (milestone.achievedDate) await dialog.getByLabel('Achieved Date').fill(milestone.achievedDate)
  await submitAndExpectAdded(page, 'Add Milestone', 'Milestone added successfully!')
}

/** Puts records straight into the tab's storage (as the store writes them) and reloads the page. */
export async function storeRecords(page: Page, records: ScratchRecords) {
  await page.evaluate(([key, value]) => sessionStorage.setItem(key, value), [SCRATCH_RECORDS_KEY, JSON.stringify(records)] as const)
  await page.reload()
}

export { SCRATCH_RECORDS_KEY }

/** Every request the page makes from now on. */
export function recordRequests(page: Page): Request[] {
  const requests: Request[] = []
  page.on('request', (request) => requests.push(request))
  return requests
}
