/**
 * How a public form's island loads the form's code (src/components/site/formLoader.ts): once at a time,
 * kept once it arrived and marked so (React's `use` then renders it at once), tried again after a failure;
 * started with the module on the server, only when asked for in a browser.
 */
import { afterEach, describe, expect, it } from 'vitest'

import { formLoader } from '@/components/site/formLoader'

const Form = () => null
const settled = () => new Promise((resolve) => setTimeout(resolve, 0))

afterEach(() => {
  Reflect.deleteProperty(globalThis, 'window')
})

/** A loader in a browser (a `window`), with the count of the imports it started. */
function inBrowser(outcomes: ('arrives' | 'fails')[]) {
  Object.assign(globalThis, { window: {} })
  let imports = 0
  const load = formLoader(() => {
    const outcome = outcomes[imports++] ?? 'arrives'
    return outcome === 'arrives' ? Promise.resolve(Form) : Promise.reject(new Error('Failed to fetch'))
  })
  return { load, imports: () => imports }
}

describe('formLoader', () => {
  it('in a browser, fetches nothing until asked, then once however often it is asked', async () => {
    const { load, imports } = inBrowser(['arrives'])
    expect(imports()).toBe(0)
    const first = load()
    expect(load()).toBe(first)
    await expect(first).resolves.toBe(Form)
    expect(load()).toBe(first)
    expect(imports()).toBe(1)
  })

  it('marks the code as arrived on its promise, as React’s `use` reads it', async () => {
    const { load } = inBrowser(['arrives'])
    const loading = load()
    await loading
    expect(loading).toMatchObject({ status: 'fulfilled', value: Form })
  })

  it('forgets a failed fetch: the next time it is asked for, it fetches again', async () => {
    const { load, imports } = inBrowser(['fails', 'arrives'])
    await expect(load()).rejects.toThrow('Failed to fetch')
    await settled()
    await expect(load()).resolves.toBe(Form)
    expect(imports()).toBe(2)
  })

  it('on the server, starts with the module, so that the page renders the form in place', async () => {
    let imports = 0
    const load = formLoader(() => {
      imports++
      return Promise.resolve(Form)
    })
    expect(imports).toBe(1)
    await settled()
    expect(load()).toMatchObject({ status: 'fulfilled', value: Form })
    expect(imports).toBe(1)
  })
})
