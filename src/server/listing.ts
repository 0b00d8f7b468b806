/** Lists are JSON arrays, newest first; `?limit=` (≤ 1000, default 500) and `?page=` page through them. */
export function listWindow(request: Request): { limit: number; page: number; pagination: false } {
  const params = new URL(request.url).searchParams
  const limit = Math.min(1000, Math.max(1, Number(params.get('limit')) || 500))
  const page = Math.max(1, Math.floor(Number(params.get('page')) || 1))
  // The contract returns a bare array, so the total count Payload would add is a query for nothing.
  return { limit, page, pagination: false }
}
