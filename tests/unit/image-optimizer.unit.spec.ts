/**
 * Next's image optimizer keeps what it fetches for hours, on each instance, whoever asked later. The
 * config lets it fetch an uploaded file only at the address marked `?public` (where the file is served
 * only while it is public site media: src/access/mediaVisibility.ts), so a photo of children or a
 * family's file never reaches its cache; the public folder's own pictures stay optimized.
 */
import { hasLocalMatch } from 'next/dist/shared/lib/match-local-pattern'
import { describe, expect, it } from 'vitest'

import { OPTIMIZABLE_FILE_QUERY } from '@/access/mediaVisibility'

type LocalPattern = { pathname?: string; search?: string }

async function localPatterns(): Promise<LocalPattern[]> {
  const { default: config } = (await import('../../next.config.mjs')) as unknown as { default: (phase: string) => Promise<{ images?: { localPatterns?: LocalPattern[] } }> }
  const { images } = await config('phase-production-server')
  return images?.localPatterns ?? []
}

describe('what the image optimizer may fetch (next.config.mjs images.localPatterns)', () => {
  it('an uploaded file only at its `?public` address, and the public folder', async () => {
    const patterns = await localPatterns()
    expect(patterns.length).toBeGreaterThan(0)
    const may = (url: string) => hasLocalMatch(patterns as never, url)
    expect(may(`/api/cms/media/file/garden-1280x853.webp?${OPTIMIZABLE_FILE_QUERY}`)).toBe(true)
    expect(may('/media/location.webp')).toBe(true)
    // A photo of children, a family's video or any file at its own address: never.
    expect(may('/api/cms/media/file/easel-768x576.webp')).toBe(false)
    expect(may('/api/cms/media/file/easel.webp?public=1')).toBe(false)
    expect(may('/api/cms/media/file/easel.webp?public&prefix=x')).toBe(false)
    expect(may('/api/cms/media/file/easel.webp?x=1&public')).toBe(false)
    expect(may('/api/photos')).toBe(false)
    // A health document at no address, `?public` included (its name at the media endpoint is refused there: tests/int/private-files).
    expect(may('/api/cms/health-documents/file/certificate.pdf')).toBe(false)
    expect(may(`/api/cms/health-documents/file/certificate.pdf?${OPTIMIZABLE_FILE_QUERY}`)).toBe(false)
  })
})
