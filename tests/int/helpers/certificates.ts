/**
 * A certificate authority of the test's own and a mail server certificate it signed for 127.0.0.1
 * (openssl, in a temporary folder): what a provider's server presents, and the CA a client must trust
 * to accept it (NODE_EXTRA_CA_CERTS for a process that should).
 */
import { execFile } from 'node:child_process'
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'

const run = promisify(execFile)

export type TestCertificates = { caFile: string; key: string; cert: string; remove: () => Promise<void> }

export async function makeTestCertificates(): Promise<TestCertificates> {
  const dir = await mkdtemp(path.join(tmpdir(), 'centre-tls-'))
  const file = (name: string) => path.join(dir, name)
  // scripts/test.ts makes sure it is there (OPENSSL_PATH).
  const openssl = (...args: string[]) => run(process.env.OPENSSL_PATH ?? 'openssl', args)
  await openssl('req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '2', '-subj', '/CN=Centre Test CA', '-keyout', file('ca.key'), '-out', file('ca.pem'))
  await openssl('req', '-newkey', 'rsa:2048', '-nodes', '-subj', '/CN=127.0.0.1', '-keyout', file('server.key'), '-out', file('server.csr'))
  await writeFile(file('server.ext'), 'subjectAltName=IP:127.0.0.1\nextendedKeyUsage=serverAuth\n')
  await openssl('x509', '-req', '-in', file('server.csr'), '-CA', file('ca.pem'), '-CAkey', file('ca.key'), '-CAcreateserial', '-days', '2', '-extfile', file('server.ext'), '-out', file('server.pem'))
  return {
    caFile: file('ca.pem'),
    key: await readFile(file('server.key'), 'utf8'),
    cert: await readFile(file('server.pem'), 'utf8'),
    remove: () => rm(dir, { recursive: true, force: true }),
  }
}
