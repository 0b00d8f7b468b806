import type { Payload, PayloadRequest } from 'payload'
import sharp from 'sharp'

/**
 * The demo's photos of children, drawn here (a coloured card with a few shapes) so the seed
 * needs no photo of a real child. With the demo consents (src/features/consents/seed.ts): Maria sees "Sofia at the
 * easel" (Sofia has portal consent); "Circle time in the Rainbow Room" stays hidden from both families,
 * because Noah has no portal consent yet; James sees "Amara at the sand table". None is on the website.
 * Each is found again by its title (a natural key), so a second run adds nothing.
 */
const CHILD_PHOTOS: { title: string; description: string; children: { username: string; child: string }[]; colour: string }[] = [
  { title: 'Sofia at the easel', description: 'Painting the autumn leaves.', children: [{ username: 'maria.garcia', child: 'Sofia' }], colour: '#f4a261' },
  {
    title: 'Circle time in the Rainbow Room',
    description: 'Singing the good-morning song together.',
    children: [
      { username: 'maria.garcia', child: 'Sofia' },
      { username: 'emily.brooks', child: 'Noah' },
    ],
    colour: '#2a9d8f',
  },
  { title: 'Amara at the sand table', description: 'Building a castle with a moat.', children: [{ username: 'james.okafor', child: 'Amara' }], colour: '#e9c46a' },
]

/** A 1200×900 PNG: a coloured background with three circles. */
async function drawnPhoto(colour: string): Promise<Buffer> {
  const circles = [0, 1, 2].map((i) => `<circle cx="${300 + i * 300}" cy="${450 + (i % 2) * 120}" r="${110 + i * 20}" fill="white" fill-opacity="0.55"/>`).join('')
  const svg = Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="900">${circles}</svg>`)
  return sharp({ create: { width: 1200, height: 900, channels: 3, background: colour } }).composite([{ input: svg }]).png().toBuffer()
}

/** Seeds the demo photos as the admin of `req.user` (uploadedBy); the media rules derive families and consent flags. */
export async function seedChildPhotos(payload: Payload, req: PayloadRequest): Promise<string[]> {
  let made = 0
  for (const photo of CHILD_PHOTOS) {
    const existing = await payload.count({ collection: 'media', where: { and: [{ purpose: { equals: 'child-photo' } }, { alt: { equals: photo.title } }] }, req, overrideAccess: true })
    if (existing.totalDocs > 0) continue
    const childIds: string[] = []
    for (const { username, child } of photo.children) {
      const { docs } = await payload.find({
        collection: 'children',
        where: { and: [{ 'parent.username': { equals: username } }, { firstName: { equals: child } }] },
        limit: 1,
        depth: 0,
        req,
        overrideAccess: true,
      })
      if (docs[0]) childIds.push(docs[0].id)
    }
    if (childIds.length !== photo.children.length) continue
    const data = await drawnPhoto(photo.colour)
    await payload.create({
      collection: 'media',
      data: { alt: photo.title, description: photo.description, children: childIds, purpose: 'child-photo' } as never,
      file: { data, mimetype: 'image/png', name: `${photo.title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}.png`, size: data.length },
      depth: 0,
      req,
      overrideAccess: true,
    })
    made++
  }
  return made > 0 ? [`${made} photos of children (one hidden from the families until Noah has portal consent)`] : []
}
