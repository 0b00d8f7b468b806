/** scripts/lib/benchmarksFile.ts: each benchmark rewrites its own section of BENCHMARKS.md and nothing else. */
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { writeBenchmarkSection } from '../../scripts/lib/benchmarksFile'

const fileWith = (text: string | null) => {
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'benchmarks-')), 'BENCHMARKS.md')
  if (text !== null) writeFileSync(file, text)
  return file
}

describe('writeBenchmarkSection', () => {
  it('replaces its own section only, keeping the sections and notes around it', () => {
    const file = fileWith('# Benchmarks\n\n## API (npm run bench:api)\n\nold figures\n\n## API: notes\n\nkept\n\n## Public pages (npm run bench:pages)\n\nold pages\n')
    writeBenchmarkSection('## API (npm run bench:api)\n\nnew figures, $& and $1 as written\n', file)
    expect(readFileSync(file, 'utf8')).toBe('# Benchmarks\n\n## API (npm run bench:api)\n\nnew figures, $& and $1 as written\n\n## API: notes\n\nkept\n\n## Public pages (npm run bench:pages)\n\nold pages\n')
    writeBenchmarkSection('## Public pages (npm run bench:pages)\n\nnew pages\n', file)
    expect(readFileSync(file, 'utf8')).toMatch(/## API: notes\n\nkept\n\n## Public pages \(npm run bench:pages\)\n\nnew pages\n$/)
  })

  it('a heading that only starts like another is a section of its own, added at the end', () => {
    const file = fileWith('# Benchmarks\n\n## API (npm run bench:api)\n\nfigures\n')
    writeBenchmarkSection('## API on 50,000 families (BENCH_FAMILIES=50000 npm run bench:api)\n\nlarge\n', file)
    expect(readFileSync(file, 'utf8')).toBe('# Benchmarks\n\n## API (npm run bench:api)\n\nfigures\n\n## API on 50,000 families (BENCH_FAMILIES=50000 npm run bench:api)\n\nlarge\n')
  })

  it('starts the file when there is none, and refuses a section without its heading', () => {
    const file = fileWith(null)
    writeBenchmarkSection('## Memory (npm run bench:memory)\n\nfigures\n', file)
    expect(readFileSync(file, 'utf8')).toMatch(/^# Benchmarks\n[\s\S]*\n\n## Memory \(npm run bench:memory\)\n\nfigures\n$/)
    expect(() => writeBenchmarkSection('figures without a heading\n', file)).toThrow('heading')
  })
})
