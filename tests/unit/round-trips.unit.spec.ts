/**
 * The benchmarks' round-trip counter (scripts/lib/roundTrips.ts) reads PostgreSQL's messages to the client
 * as they arrive, in chunks cut anywhere: it must count each ReadyForQuery once, whatever the cuts, and
 * never mistake a 'Z' inside another message's body for one.
 */
import { describe, expect, it } from 'vitest'

import { messageCounter } from '../../scripts/lib/roundTrips'

/** One backend message: its type byte, its length (counting itself), its body. */
function message(type: string, body: Buffer): Buffer {
  const header = Buffer.alloc(5)
  header.write(type, 0, 'latin1')
  header.writeInt32BE(body.length + 4, 1)
  return Buffer.concat([header, body])
}

// A query's answer: RowDescription, a DataRow whose text is full of 'Z', CommandComplete, ReadyForQuery.
const answer = Buffer.concat([
  message('T', Buffer.from('\u0000\u0001id\u0000')),
  message('D', Buffer.from('\u0000\u0001\u0000\u0000\u0000\u0005ZZZZZ')),
  message('C', Buffer.from('SELECT 1\u0000')),
  message('Z', Buffer.from('I')),
])
const stream = Buffer.concat([answer, answer, answer])

function count(chunks: Buffer[]): number {
  let readies = 0
  const feed = messageCounter(() => readies++)
  for (const chunk of chunks) feed(chunk)
  return readies
}

describe('the round-trip counter of the benchmarks', () => {
  it('counts one ReadyForQuery per answer, not the Zs inside a row', () => {
    expect(count([stream])).toBe(3)
  })

  it('counts the same when the stream arrives cut at every possible place, and byte by byte', () => {
    for (let cut = 1; cut < stream.length; cut++) expect(count([stream.subarray(0, cut), stream.subarray(cut)]), `cut at ${cut}`).toBe(3)
    expect(count([...stream].map((byte) => Buffer.from([byte])))).toBe(3)
  })

  it('counts nothing until a ReadyForQuery has fully arrived in its header', () => {
    const ready = message('Z', Buffer.from('I'))
    let readies = 0
    const feed = messageCounter(() => readies++)
    feed(ready.subarray(0, 3))
    expect(readies).toBe(0)
    feed(ready.subarray(3))
    expect(readies).toBe(1)
  })
})
