import { existsSync } from 'node:fs'

import { type Browser, chromium } from '@playwright/test'

/**
 * Which Chromium the end-to-end tests drive (playwright.config.ts). Debian's `chromium-headless-shell`
 * when it is installed (`npm test` and `.ci/run` install it): Chromium's own headless build, the same
 * Blink and V8 as the browser, which Playwright itself runs headless tests in by default; on the 2-core
 * machine it ran the whole tier in 921 s where the full browser's new headless mode needed about 1.4
 * times as long (85 tests: 122 s against 171 s, 3 December), with about half the CPU. Otherwise, or with
 * `E2E_BROWSER_PATH`, the full Chromium (`CHROMIUM_PATH`, /usr/bin/chromium).
 */
export const FULL_CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
const HEADLESS_SHELL = process.env.CHROMIUM_HEADLESS_SHELL_PATH ?? '/usr/bin/chromium-headless-shell'
export const E2E_BROWSER = process.env.E2E_BROWSER_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : FULL_CHROMIUM)

/** The flags every test's browser starts with: no sandbox (root in CI), no GPU, nothing it would fetch on its own. */
export const BROWSER_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
]

/**
 * The full Chromium, for a test of what the headless shell does not do as a visitor's browser does: it
 * fetches an image marked `loading="lazy"` however far below the viewport it is (the home page's showcase
 * posters, 3,200 px down on a phone, measured 3 December), where the full browser waits until the visitor
 * scrolls near it, as phones do. Close it when done.
 */
export const fullChromium = (): Promise<Browser> => chromium.launch({ executablePath: FULL_CHROMIUM, args: BROWSER_ARGS })
