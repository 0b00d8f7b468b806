import { type ChildProcess, spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import http from 'node:http'
import net from 'node:net'
import path from 'node:path'

import { expect, test } from '@playwright/test'
import pg from 'pg'

import { ACCOUNTS } from './helpers/accounts'
import { tsCommand } from '../../scripts/lib/run'

/*
 * SIGTERM on the production server, started as `npm start` starts it (scripts/start.ts → next start):
 * a request in flight is finished, a new connection is refused, an idle kept-alive connection does not
 * hold the exit up, and the process exits 0 within a few seconds. The job queue runs in this server
 * (PAYLOAD_DISABLE_JOBS unset) and its content-change listener is connected: neither keeps it alive.
 * The audit log's read entries, written a moment after each read (src/collections/shared/audit/auditBuffer.ts), are all in
 * the database when the process has exited.
 */

const ROOT = path.resolve(import.meta.dirname, '../..')
const DATABASE_URL = process.env.E2E_DATABASE_URL ?? ''
const PORT = Number(process.env.E2E_SHUTDOWN_PORT ?? Number(process.env.E2E_PORT ?? 3200) + 60)
const ORIGIN = `http://localhost:${PORT}`

test.setTimeout(180_000)

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** Whether a new TCP connection to the server is accepted. */
const accepts = () =>
  new Promise<boolean>((resolve) => {
    const socket = net.connect(PORT, '127.0.0.1', () => (socket.destroy(), resolve(true)))
    socket.on('error', () => resolve(false))
  })

function startServer(): { server: ChildProcess; exited: Promise<{ code: number | null; at: number }>; output: () => string } {
  let output = ''
  // As `npm start` runs it: Node with tsx's loader runs scripts/start.ts, which passes the signal to Next.
  const server = spawn(...tsCommand('scripts/start.ts'), {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      DATABASE_URL,
      PAYLOAD_SECRET: randomBytes(24).toString('hex'),
      SERVER_URL: ORIGIN,
      PORT: String(PORT),
      PAYLOAD_DISABLE_JOBS: '',
      RATE_LIMIT_FORMS: '0',
      RATE_LIMIT_LOGIN: '0',
    },
  })
  server.stdout!.on('data', (chunk) => (output += chunk))
  server.stderr!.on('data', (chunk) => (output += chunk))
  const exited = new Promise<{ code: number | null; at: number }>((resolve) => server.on('exit', (code) => resolve({ code, at: Date.now() })))
  return { server, exited, output: () => output }
}

async function waitUntilReady(output: () => string): Promise<void> {
  for (let attempt = 0; ; attempt++) {
    const ready = await fetch(`${ORIGIN}/api/ready`).then((response) => response.status, () => 0)
    if (ready === 200) return
    expect(attempt, `the server did not become ready:\n${output()}`).toBeLessThan(120)
    await sleep(500)
  }
}

/**
 * A POST whose body arrives in two parts, `pause` ms apart: in flight on the server all that time. The
 * body is an empty contact message, which the server refuses (400) without writing anything.
 */
function slowPost(firstPartSent: () => void, pause: number): Promise<{ status: number; body: string; completedAt: number }> {
  const body = JSON.stringify({ name: '', email: '', message: '' })
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: '127.0.0.1',
        port: PORT,
        path: '/api/contact',
        method: 'POST',
        agent: false,
        headers: { 'Content-Type': 'application/json', 'Content-Length': String(Buffer.byteLength(body)), Origin: ORIGIN },
      },
      (response) => {
        let text = ''
        response.on('data', (chunk) => (text += chunk))
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body: text, completedAt: Date.now() }))
      },
    )
    request.on('error', reject)
    request.write(body.slice(0, 10), () => {
      firstPartSent()
      setTimeout(() => request.end(body.slice(10)), pause)
    })
  })
}

test('SIGTERM: the request in flight completes, new connections are refused, the process exits 0', async () => {
  // Never skipped: without the database npm test gives, the test fails and says why.
  expect(DATABASE_URL, 'E2E_DATABASE_URL must name the e2e database (npm test sets it)').not.toBe('')
  const { server, exited, output } = startServer()
  try {
    // Up, and Payload started (the job queue and its database pool), before the signal.
    await waitUntilReady(output)

    // An idle connection kept alive, as a browser or a proxy keeps one.
    const keptAlive = new http.Agent({ keepAlive: true, maxSockets: 1 })
    const first = await fetch(`${ORIGIN}/api/health`).then((response) => response.status)
    expect(first).toBe(200)
    await new Promise<void>((resolve, reject) =>
      http.get({ host: '127.0.0.1', port: PORT, path: '/api/health', agent: keptAlive }, (response) => (response.resume(), response.on('end', resolve))).on('error', reject),
    )

    let signalledAt = 0
    const inFlight = slowPost(() => {
      signalledAt = Date.now()
      server.kill('SIGTERM')
    }, 3000)

    // Within a second of the signal, new connections are refused, while the slow request goes on.
    let refusedAt = 0
    while (Date.now() - signalledAt < 2500 || signalledAt === 0) {
      if (signalledAt && !(await accepts())) {
        refusedAt = Date.now()
        break
      }
      await sleep(50)
    }
    expect(refusedAt, 'a new connection was still accepted 2.5 s after SIGTERM').toBeGreaterThan(0)

    const answer = await inFlight
    expect(refusedAt).toBeLessThan(answer.completedAt)
    expect(answer.status, answer.body).toBe(400)
    expect(JSON.parse(answer.body).message).toEqual(expect.any(String))

    const { code, at } = await exited
    expect(code, output()).toBe(0)
    expect(at - answer.completedAt, 'exit after the last request').toBeLessThan(5000)
    keptAlive.destroy()
  } finally {
    if (server.exitCode === null && server.signalCode === null) server.kill('SIGKILL')
  }
})

test('SIGTERM right after reads: every read answered is in the audit log once the process has exited', async () => {
  expect(DATABASE_URL, 'E2E_DATABASE_URL must name the e2e database (npm test sets it)').not.toBe('')
  const { server, exited, output } = startServer()
  const db = new pg.Client({ connectionString: DATABASE_URL })
  await db.connect()
  try {
    await waitUntilReady(output)
    const login = await fetch(`${ORIGIN}/api/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: ORIGIN },
      body: JSON.stringify({ username: ACCOUNTS.maria.username, password: ACCOUNTS.maria.password }),
    })
    expect(login.status, await login.clone().text()).toBe(200)
    const cookie = /payload-token=[^;]+/.exec(login.headers.get('set-cookie') ?? '')![0]
    const { id: userId } = (await (await fetch(`${ORIGIN}/api/auth/user`, { headers: { Cookie: cookie, Origin: ORIGIN } })).json()) as { id: string }
    const since = (await db.query<{ now: Date }>('select clock_timestamp() as now')).rows[0]!.now

    // Reads answered in the last moment before the signal: their entries are still in the buffer.
    let expected = 0
    for (let read = 0; read < 5; read++) {
      const answer = await fetch(`${ORIGIN}/api/parent/children`, { headers: { Cookie: cookie, Origin: ORIGIN } })
      expect(answer.status).toBe(200)
      expected += ((await answer.json()) as unknown[]).length
    }
    expect(expected).toBeGreaterThan(0)
    server.kill('SIGTERM')
    const { code } = await exited
    expect(code, output()).toBe(0)

    const { rows } = await db.query<{ n: number }>(
      `select count(*)::int as n from audit_events where user_id = $1 and action = 'read' and record_collection = 'children' and created_at >= $2`,
      [userId, since],
    )
    expect(rows[0]!.n, output()).toBe(expected)
  } finally {
    await db.end()
    if (server.exitCode === null && server.signalCode === null) server.kill('SIGKILL')
  }
})
