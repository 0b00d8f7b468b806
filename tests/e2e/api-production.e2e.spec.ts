import { expect, test } from '@playwright/test'

import { ACCOUNTS } from './helpers/accounts'

/*
 * The production server, where pages and route handlers are separate bundles sharing one Payload
 * instance (the readiness check has already rendered the home page, so a page started Payload).
 */

test('a taken email is a 409 from the production server, not a 500', async ({ page, baseURL }) => {
  const origin = baseURL!.replace(/\/$/, '')
  await page.goto('/services')
  expect((await page.request.post('/api/login', { data: ACCOUNTS.admin, headers: { Origin: origin } })).status()).toBe(200)
  const parent = { firstName: 'Taken', lastName: 'Email', email: `taken.${Date.now()}@example.com` }
  expect((await page.request.post('/api/parents', { data: parent, headers: { Origin: origin } })).status()).toBe(201)
  const again = await page.request.post('/api/parents', { data: parent, headers: { Origin: origin } })
  expect(again.status()).toBe(409)
  expect((await again.json()).errors).toEqual([{ field: 'email', message: expect.stringMatching(/already/) }])
})

test('logout ends the session at once on the production server', async ({ page, baseURL }) => {
  const origin = baseURL!.replace(/\/$/, '')
  await page.goto('/staff')
  expect((await page.request.post('/api/login', { data: ACCOUNTS.james, headers: { Origin: origin } })).status()).toBe(200)
  const asBrowser = { 'Sec-Fetch-Site': 'same-origin' }
  const token = (await page.context().cookies()).find((cookie) => cookie.name === 'payload-token')!.value
  const withOldCookie = { ...asBrowser, Cookie: `payload-token=${token}` }
  // Used just before logout, so the server has it in its short session cache.
  expect((await page.request.get('/api/parent/children', { headers: withOldCookie })).status()).toBe(200)
  expect((await page.request.post('/api/logout', { headers: { Origin: origin } })).status()).toBe(200)
  expect((await page.request.get('/api/parent/children', { headers: withOldCookie })).status()).toBe(401)
})
