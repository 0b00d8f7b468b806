import AxeBuilder from '@axe-core/playwright'
import { expect, type Page } from '@playwright/test'

/**
 * Lets every finite animation on the page end (a toast fading in or out, a dialog opening): axe measures
 * colours as they are painted, and a toast half-way through its fade is a contrast failure of that frame
 * only. Endless ones (a spinner) are not waited for.
 */
async function settleAnimations(page: Page) {
  await page.evaluate(async () => {
    const finite = document.getAnimations().filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
    await Promise.all(finite.map((animation) => animation.finished.catch(() => undefined)))
  })
}

/** WCAG 2.x A/AA and axe's best practices: the page as it is now (an open dialog or tab included). */
export async function expectNoAxeViolations(page: Page) {
  await settleAnimations(page)
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze()
  expect(violations.map(({ id, nodes }) => `${id}: ${nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([])
}
