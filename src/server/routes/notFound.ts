import 'server-only'

import { json } from '@/server/http/route'

/** Any other /api path: a JSON 404, never the HTML not-found page. */
const notFound = () => json({ message: 'Not found.' }, 404)

export const GET = notFound
export const POST = notFound
export const PUT = notFound
export const PATCH = notFound
export const DELETE = notFound
