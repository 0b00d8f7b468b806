import { type ChildProcess, spawn } from 'node:child_process'
import { existsSync } from 'node:fs'
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import net from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { ROOT } from './database'
import { freePort } from './redisServer'

export const NGINX = process.env.NGINX_PATH ?? '/usr/sbin/nginx'

export type NginxServer = { origin: string; port: number; stop: () => Promise<void> }

/**
 * deploy/nginx.conf made to run here, unchanged but for what only a deployment knows: the upstream's
 * `server app…:3000` lines become `upstreamPorts` on 127.0.0.1, `listen 80` a free loopback port, the
 * pid and logs go to a temporary prefix (access log off), nginx's temp folders into it too, and one
 * worker process (so that round robin alternates strictly between the instances, request by request).
 */
export function nginxConfigFor(template: string, { port, upstreamPorts, prefix }: { port: number; upstreamPorts: number[]; prefix: string }) {
  const serverLine = /^(\s*)server app[\w-]*:3000( [^;]*)?;\s*$/m
  const first = serverLine.exec(template)
  if (!first) throw new Error('deploy/nginx.conf: no `server app…:3000` line in its upstream')
  const upstream = upstreamPorts.map((p) => `${first[1]}server 127.0.0.1:${p}${first[2] ?? ''};`).join('\n')
  const replaced = template
    .replace(new RegExp(serverLine.source, 'gm'), '\u0000')
    .replace(/\u0000(\n\u0000)*/, upstream)
    .replace(/^(\s*)listen 80;/m, `$1listen 127.0.0.1:${port};`)
    .replace(/^worker_processes [^;]+;/m, 'worker_processes 1;')
    .replace(/^pid [^;]+;/m, `pid ${prefix}/nginx.pid;`)
    .replace(/^error_log [^;]+;/m, `error_log ${prefix}/error.log warn;`)
    .replace(/^(\s*)access_log [^;]+;/m, '$1access_log off;')
    .replace(
      /^http \{/m,
      `http {\n  ${['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((name) => `${name}_temp_path ${prefix}/${name};`).join(' ')}`,
    )
  for (const expected of [`listen 127.0.0.1:${port};`, 'access_log off;', `pid ${prefix}/nginx.pid;`]) {
    if (!replaced.includes(expected)) throw new Error(`deploy/nginx.conf: could not set \`${expected}\``)
  }
  return replaced
}

const answers = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = net.connect(port, '127.0.0.1')
    socket.once('connect', () => (socket.destroy(), resolve(true)))
    socket.once('error', () => resolve(false))
  })

/** Debian's nginx with deploy/nginx.conf in front of the app instances on `upstreamPorts`. */
export async function startNginx(upstreamPorts: number[], port?: number): Promise<NginxServer> {
  if (!existsSync(NGINX)) throw new Error(`nginx is needed at ${NGINX}: sudo apt-get install -y nginx (or set NGINX_PATH).`)
  const listenOn = port ?? (await freePort())
  const prefix = await mkdtemp(path.join(tmpdir(), 'centre-nginx-'))
  await mkdir(path.join(prefix, 'logs'))
  const template = await readFile(path.join(ROOT, 'deploy/nginx.conf'), 'utf8')
  const config = path.join(prefix, 'nginx.conf')
  await writeFile(config, nginxConfigFor(template, { port: listenOn, upstreamPorts, prefix }))
  const child: ChildProcess = spawn(NGINX, ['-p', prefix, '-c', config, '-g', 'daemon off;'], { stdio: ['ignore', 'ignore', 'inherit'] })
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  child.once('error', () => undefined)
  process.once('exit', () => child.kill('SIGTERM'))
  for (let attempt = 0; !(await answers(listenOn)); attempt++) {
    if (child.exitCode !== null || attempt > 100) {
      const log = await readFile(path.join(prefix, 'error.log'), 'utf8').catch(() => '')
      child.kill('SIGTERM')
      await rm(prefix, { recursive: true, force: true })
      throw new Error(`nginx did not start on port ${listenOn}: ${log.trim()}`)
    }
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  return {
    origin: `http://127.0.0.1:${listenOn}`,
    port: listenOn,
    stop: async () => {
      if (child.exitCode === null) child.kill('SIGTERM')
      await exited
      await rm(prefix, { recursive: true, force: true })
    },
  }
}
