import { expect, test, type Page } from '@playwright/test'

/** The seeded accounts (README "Demo logins"; the seed reads the same defaults). */
export const ACCOUNTS = {
  admin: {
    username: 'admin',
    password: process.env.ADMIN_PASSWORD ?? 'admin-dev-123',
  },
  editor: {
    username: 'editor',
    password: process.env.EDITOR_PASSWORD ?? 'editor-dev-123',
  },
  /** Demo family 1: one child, Sofia. */
  maria: {
    username: 'maria.garcia',
    password: process.env.DEMO_PARENT_PASSWORD ?? 'parent-dev-123',
  },
  /** Demo family 2: one child, Amara. */
  james: {
    username: 'james.okafor',
    password: process.env.DEMO_PARENT_PASSWORD ?? 'parent-dev-123',
  },
  /** Demo family 5: one child, Noah, on a weekly plan; a month behind with billing. */
  emily: {
    username: 'emily.brooks',
    password: process.env.DEMO_PARENT_PASSWORD ?? 'parent-dev-123',
  },
  /** Teacher of the Rainbow Room (Sofia's). */
  ana: {
    username: 'ana.lopez',
    password: process.env.DEMO_TEACHER_PASSWORD ?? 'teacher-dev-123',
  },
} as const

export const SECURE_ADMIN_PASSWORD = process.env.SECURE_ADMIN_PASSWORD ?? 'secure-admin-dev'

/**
 * Signs the page's browser context in through `POST /api/login` (the cookie lands in the context), for
 * tests whose subject is not the login form itself. Sends Origin as a browser does (CSRF check).
 */
export async function signIn(page: Page, account: { username: string; password: string }) {
  const origin = test.info().project.use.baseURL!.replace(/\/$/, '')
  const response = await page.request.post('/api/login', {
    data: account,
    headers: { Origin: origin },
  })
  expect(response.status(), await response.text()).toBe(200)
}
