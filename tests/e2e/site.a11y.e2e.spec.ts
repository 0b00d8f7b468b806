import AxeBuilder from '@axe-core/playwright'
import { expect, test } from '@playwright/test'

const PUBLIC_PAGES = ['/', '/services', '/staff', '/apply', '/contact', '/no-such-page']

for (const path of PUBLIC_PAGES) {
  test(`${path} has no axe-core violations (WCAG 2.x A/AA)`, async ({ page }) => {
    await page.goto(path)
    await page.waitForLoadState('networkidle')
    const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze()
    expect(violations.map(({ id, nodes }) => `${id}: ${nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([])
  })
}

test('the apply form with its error messages showing has no axe-core violations', async ({ page }) => {
  await page.goto('/apply')
  await page.waitForLoadState('networkidle')
  await page.getByRole('button', { name: /submit application/i }).click()
  await expect(page.getByText('Parent first name is required').first()).toBeVisible()
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze()
  expect(violations.map(({ id }) => id)).toEqual([])
})

test('on a phone, the open menu has no axe-core violations', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 })
  await page.goto('/')
  await page.waitForLoadState('networkidle')
  await page.getByRole('button', { name: /menu/i }).click()
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze()
  expect(violations.map(({ id }) => id)).toEqual([])
})
