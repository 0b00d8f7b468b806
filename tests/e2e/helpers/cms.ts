import { expect, type Page } from '@playwright/test'

/**
 * Payload's admin forms (login, create-first-user, account) render before React has attached their
 * handlers; a click in that moment is lost without an error (seen in CI about once in three runs). The
 * helpers below fill and submit again until the page has moved on, then assert where it went: the
 * assertions of the tests are unchanged, only a click that never reached the form is repeated.
 */

/** Fills and submits `/cms/login` until the browser leaves it; the caller asserts where it lands. */
export async function signInToCms(page: Page, username: string, password: string) {
  await page.goto('/cms/login')
  await submitUntilLeft(page, /\/cms\/login/, () => submitCmsLogin(page, username, password))
}

/** One submit of the `/cms/login` form, for an account the CMS turns away (the page may stay where it is). */
export async function submitCmsLogin(page: Page, username: string, password: string) {
  await page.getByLabel(/username/i).fill(username)
  await page.getByLabel(/password/i).fill(password)
  await page.getByRole('button', { name: /login/i }).click()
}

/**
 * Runs `submit` (fill the form, click its button) until the URL no longer matches `form`. A retry
 * happens only while the browser is still on the form `wait` ms after the click, so a submit that went
 * through is not repeated (give a slow, non-repeatable submit such as creating an account a long `wait`).
 */
export async function submitUntilLeft(page: Page, form: RegExp, submit: () => Promise<void>, { wait = 5_000, timeout = 45_000 } = {}) {
  await expect(async () => {
    if (!form.test(page.url())) return
    await submit()
    await expect(page).not.toHaveURL(form, { timeout: wait })
  }).toPass({ timeout })
}
