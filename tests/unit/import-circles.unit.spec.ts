/**
 * No two files of src import each other round a circle, type imports included (docs/architecture.md,
 * "Rules, enforced"): a circle inside one folder is as tangled as one between folders, and the folders'
 * test (layering.unit.spec.ts) cannot see it. A piece two files share goes in a file of its own.
 */
import { beforeAll, describe, expect, it } from 'vitest'

import { type Edge, fileEdges, folderLoops } from '../../scripts/lib/importEdges'

describe('no circles between files', () => {
  // Read once: every file of src, parsed.
  let edges: Edge[]
  beforeAll(() => {
    edges = fileEdges()
  }, 120_000)

  it('src’s files import each other in no circle, type imports included', () => {
    expect(edges.length).toBeGreaterThan(500)
    expect(folderLoops(edges, { runtimeOnly: false })).toEqual([])
  })

  it('a circle planted among them is found, with the files it closes, even through a type import', () => {
    const hook = 'src/components/swr.tsx'
    const back = edges.find((edge) => edge.to === hook && !edge.from.startsWith('src/app'))
    expect(back).toBeDefined()
    const planted: Edge = { from: hook, to: back!.from, file: hook, target: back!.from, typeOnly: true }
    expect(folderLoops([...edges, planted], { runtimeOnly: true })).toEqual([])
    const circles = folderLoops([...edges, planted], { runtimeOnly: false })
    expect(circles).toHaveLength(1)
    expect(circles[0]).toEqual(expect.arrayContaining([hook, back!.from]))
  })
})
