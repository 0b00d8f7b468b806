const MEDIA_FILE_PATH = /^\/api\/cms\/media\/file\//

/**
 * An uploaded file's address as a path on this site. Payload records its media URLs with the server
 * origin of the moment (the seed's, say), but the file is always served here, with this session's cookie.
 */
export function mediaSrc(url: string | null | undefined): string | undefined {
  if (!url) return undefined
  try {
    const parsed = new URL(url, 'http://site.invalid')
    return MEDIA_FILE_PATH.test(parsed.pathname) ? parsed.pathname + parsed.search : url
  } catch {
    return undefined
  }
}
