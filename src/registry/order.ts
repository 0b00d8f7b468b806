/** A piece a feature adds to one of the registry's lists, with the features it must follow (`after`) or precede (`before`). */
export type Placed<T> = { readonly feature: string; readonly piece: T; readonly after?: readonly string[]; readonly before?: readonly string[] }

/**
 * The pieces in the features' registered order, except where a piece says it goes after or before
 * another feature's pieces: each is taken as soon as every piece it must follow is, the earliest
 * registered first (so that without `after` and `before` nothing moves). Throws on a circle.
 */
export function inOrder<T>(pieces: readonly Placed<T>[]): T[] {
  const follows = pieces.map(() => new Set<number>())
  pieces.forEach((piece, index) => {
    pieces.forEach((other, otherIndex) => {
      if (otherIndex === index || other.feature === piece.feature) return
      if (piece.after?.includes(other.feature) || other.before?.includes(piece.feature)) follows[index]!.add(otherIndex)
    })
  })
  const taken = new Set<number>()
  const ordered: T[] = []
  while (ordered.length < pieces.length) {
    const next = pieces.findIndex((_, index) => !taken.has(index) && [...follows[index]!].every((before) => taken.has(before)))
    if (next === -1) throw new Error(`registry: the pieces of ${pieces.filter((_, index) => !taken.has(index)).map((piece) => piece.feature).join(', ')} wait for each other`)
    taken.add(next)
    ordered.push(pieces[next]!.piece)
  }
  return ordered
}
