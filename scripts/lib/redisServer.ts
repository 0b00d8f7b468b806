import { type ChildProcess, spawn } from 'node:child_process'
import net from 'node:net'

/**
 * A real Redis for tests and benchmarks: `redis-server` (Debian's package) on a free loopback port,
 * nothing saved to disk. `kill()` ends it the hard way (SIGKILL, as a crash would), `pause()` and
 * `resume()` freeze it (SIGSTOP / SIGCONT: connected, but no answer), `start()` brings it back on the
 * same port, empty. `stop()` ends it for good.
 */
export type RedisServer = {
  url: string
  port: number
  start: () => Promise<void>
  kill: () => Promise<void>
  pause: () => void
  resume: () => void
  stop: () => Promise<void>
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo
      server.close(() => resolve(port))
    })
  })
}

const answersPing = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = net.connect(port, '127.0.0.1')
    socket.setTimeout(500)
    socket.once('connect', () => socket.write('PING\r\n'))
    socket.once('data', (data) => (socket.destroy(), resolve(data.toString().startsWith('+PONG'))))
    socket.once('error', () => resolve(false))
    socket.once('timeout', () => (socket.destroy(), resolve(false)))
  })

/**
 * The environment a redis-server starts in: ours, without libfaketime (npm run test:days shifts every
 * other process's clock with it), which cannot start inside Redis (jemalloc reads the clock while
 * libfaketime is still loading). Redis keeps the real clock; it only times keys' lifetimes, relative.
 */
export function redisServerEnv(): NodeJS.ProcessEnv {
  const preload = (process.env.LD_PRELOAD ?? '').split(/[: ]/).filter((library) => library && !library.includes('faketime'))
  return { ...process.env, LD_PRELOAD: preload.join(':') }
}

export async function startRedisServer(port?: number): Promise<RedisServer> {
  const listenOn = port ?? (await freePort())
  let child: ChildProcess | undefined
  let exited: Promise<void> = Promise.resolve()

  const start = async () => {
    const server = spawn('redis-server', ['--port', String(listenOn), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], {
      stdio: ['ignore', 'ignore', 'inherit'],
      env: redisServerEnv(),
    })
    child = server
    exited = new Promise<void>((resolve) => server.once('exit', () => resolve()))
    server.once('error', () => undefined)
    for (let attempt = 0; !(await answersPing(listenOn)); attempt++) {
      if (server.exitCode !== null || attempt > 100) throw new Error(`redis-server did not start on port ${listenOn} (is Debian's redis-server installed?)`)
      await new Promise((resolve) => setTimeout(resolve, 50))
    }
  }
  const kill = async () => {
    child?.kill('SIGKILL')
    await exited
  }
  process.once('exit', () => child?.kill('SIGKILL'))
  await start()
  return {
    url: `redis://127.0.0.1:${listenOn}`,
    port: listenOn,
    start,
    kill,
    pause: () => child?.kill('SIGSTOP'),
    resume: () => child?.kill('SIGCONT'),
    stop: async () => {
      child?.kill('SIGCONT')
      await kill()
    },
  }
}
