/**
 * A stand-in for Stripe's API, the only one of the suite (docs/operations.md, STRIPE_API_URL): a real
 * HTTP server on a free port of 127.0.0.1 that answers `POST /v1/checkout/sessions` in Stripe's documented
 * shape and records each request as sent (the form-encoded parameters, the headers), so a test asserts what
 * the server asked Stripe for. Like Stripe, a request repeated with the same idempotency key gets the first
 * answer again. Anything else is a 404 in Stripe's error shape. Stopped by the test that started it.
 */
import { randomBytes } from 'node:crypto'
import { type IncomingHttpHeaders, createServer } from 'node:http'
import type { AddressInfo } from 'node:net'

export type StripeRequest = { method: string; path: string; headers: IncomingHttpHeaders; params: URLSearchParams }

export type StripeStandIn = {
  /** `http://127.0.0.1:<port>`: the STRIPE_API_URL that points the app here. */
  url: string
  /** Every request received, oldest first. */
  requests: StripeRequest[]
  /** Sessions created (one per idempotency key). */
  sessions: Map<string, { id: string; url: string }>
  /** The next requests answer with this status and Stripe's error shape (null: answer normally). */
  failWith: (status: number | null) => void
  stop: () => Promise<void>
}

export async function startStripeStandIn(): Promise<StripeStandIn> {
  const requests: StripeRequest[] = []
  const sessions = new Map<string, { id: string; url: string }>()
  let failure: number | null = null
  const server = createServer((request, response) => {
    const chunks: Buffer[] = []
    request.on('data', (chunk: Buffer) => chunks.push(chunk))
    request.on('end', () => {
      const params = new URLSearchParams(Buffer.concat(chunks).toString('utf8'))
      const path = (request.url ?? '').split('?')[0]!
      requests.push({ method: request.method ?? '', path, headers: request.headers, params })
      const answer = (status: number, body: unknown) => {
        response.writeHead(status, { 'Content-Type': 'application/json', 'Request-Id': `req_${randomBytes(8).toString('hex')}` })
        response.end(JSON.stringify(body))
      }
      if (failure !== null) return answer(failure, { error: { type: 'api_error', message: 'The stand-in was told to fail.' } })
      if (request.method !== 'POST' || path !== '/v1/checkout/sessions') {
        return answer(404, { error: { type: 'invalid_request_error', message: `Unrecognized request URL (${request.method}: ${path}).` } })
      }
      const key = String(request.headers['idempotency-key'] ?? randomBytes(8).toString('hex'))
      let session = sessions.get(key)
      if (!session) {
        const id = `cs_test_${randomBytes(12).toString('hex')}`
        session = { id, url: `https://checkout.stripe.com/c/pay/${id}` }
        sessions.set(key, session)
      }
      answer(200, {
        id: session.id,
        object: 'checkout.session',
        mode: params.get('mode'),
        status: 'open',
        payment_status: 'unpaid',
        currency: params.get('line_items[0][price_data][currency]'),
        amount_total: Number(params.get('line_items[0][price_data][unit_amount]')),
        customer_email: params.get('customer_email'),
        locale: params.get('locale'),
        metadata: { invoiceId: params.get('metadata[invoiceId]'), familyId: params.get('metadata[familyId]') },
        success_url: params.get('success_url'),
        cancel_url: params.get('cancel_url'),
        payment_intent: null,
        livemode: false,
        url: session.url,
      })
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    sessions,
    failWith: (status) => {
      failure = status
    },
    stop: async () => {
      const closed = new Promise<void>((resolve) => server.close(() => resolve()))
      server.closeAllConnections()
      await closed
    },
  }
}
