/**
 * The framework's floor for a page: a Next app with nothing of ours (one static page in a bare root layout),
 * built with this tree's own Next and React and served by `next start`. The JavaScript its page loads is
 * what any page of any Next app of these versions loads (React, Next's router and runtime, Turbopack's
 * loader); what one of our pages loads beyond it is our own (bench:pages).
 *
 * Built in a temporary folder of its own with this tree's node_modules hard-linked (as bench:compare
 * builds another commit): built inside this tree, Turbopack would take this project's root, its
 * instrumentation and its Payload config along.
 */
import { execFileSync, spawnSync } from 'node:child_process'
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { ROOT } from './database'
import { startProductionServer } from './server'

const LAYOUT = `export const metadata = { title: 'The framework alone' }

export default function Layout({ children }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  )
}
`
const PAGE = `export default function Page() {
  return (
    <main>
      <h1>Nothing but the framework</h1>
    </main>
  )
}
`

/** Builds the bare app and serves it on `port`; `stop()` ends the server and removes the folder. */
export async function startFrameworkFloor(port: number): Promise<{ origin: string; stop: () => Promise<void> }> {
  const dir = await mkdtemp(path.join(tmpdir(), 'centre-framework-floor-'))
  const remove = () => rm(dir, { recursive: true, force: true })
  try {
    await mkdir(path.join(dir, 'app'))
    await writeFile(path.join(dir, 'package.json'), JSON.stringify({ name: 'framework-floor', private: true, type: 'module' }))
    await writeFile(path.join(dir, 'app/layout.jsx'), LAYOUT)
    await writeFile(path.join(dir, 'app/page.jsx'), PAGE)
    execFileSync('cp', ['-al', path.join(ROOT, 'node_modules'), path.join(dir, 'node_modules')])
    const built = spawnSync(process.execPath, [path.join(dir, 'node_modules/next/dist/bin/next'), 'build'], {
      cwd: dir,
      encoding: 'utf8',
      env: { ...process.env, NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1' },
    })
    if (built.status !== 0) throw new Error(`next build of the bare app failed (${built.status ?? built.signal}):\n${built.stdout}\n${built.stderr}`)
  } catch (error) {
    await remove()
    throw error
  }

  // Served as the benchmarks serve another build (bench:compare's commit): this tree's `next start` on its folder.
  try {
    const server = await startProductionServer(port, '', {}, { dir })
    return { origin: server.origin, stop: () => server.stop().then(remove) }
  } catch (error) {
    await remove()
    throw error
  }
}
