import { describe, expect, it } from 'vitest'

import { relationId } from '@/lib/relationId'

describe('relationId', () => {
  it('returns an id given as a string or a number', () => {
    expect(relationId('8f0c7c1e-1b1a-4c2b-9a55-0d0a3f1f5b11')).toBe('8f0c7c1e-1b1a-4c2b-9a55-0d0a3f1f5b11')
    expect(relationId(42)).toBe('42')
  })

  it('returns the id of a joined document, however deep the join', () => {
    expect(relationId({ id: 'room-1', name: 'Rainbow' })).toBe('room-1')
    expect(relationId({ id: { id: 'room-2' } })).toBe('room-2')
  })

  it('is null when there is no relation', () => {
    for (const value of [null, undefined, '', {}, { name: 'no id' }, { id: null }, true, []]) expect(relationId(value)).toBeNull()
  })
})
