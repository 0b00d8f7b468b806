import { randomBytes } from 'node:crypto'
import path from 'node:path'

import type { Payload, PayloadRequest, Where } from 'payload'
import { commitTransaction, createLocalReq, initTransaction, killTransaction } from 'payload'

import type { Config } from '@/payload-types'
import {
  CURRICULUM,
  DAILY,
  DEMO_FAMILIES,
  GALLERIES,
  MILESTONES,
  OCTOBER_NEWSLETTER,
  SITE_SETTINGS,
  VIDEOS,
  seedPasswords,
} from './demoData'
import { paragraphs } from './lexical'
import { CONTENT_TAGS, announceContentChange } from '@/lib/contentChanges'
import { SECURE_ADMIN_USERNAME, secureAdminPassword } from '@/server/secureAdmin'

type Slug = keyof Config['collections']
const MEDIA_DIR = path.resolve(import.meta.dirname, 'media')
const VIDEOS_FILES = ['dev-1.mp4', 'dev-2.mp4', 'dev-3.mp4']

/**
 * The demo data, created or brought back to its defined state: running it twice leaves the same data.
 * Runs in one transaction as the admin; once committed, it tells every running server that all the
 * site's content changed (their page caches expire it: see src/lib/contentChanges.ts).
 */
export async function seed(payload: Payload, log: (message: string) => void = payload.logger.info.bind(payload.logger)) {
  const passwords = seedPasswords()
  const req = await createLocalReq({ context: { disableRevalidate: true } }, payload)
  await initTransaction(req)
  try {
    const upsert = async <S extends Slug>(collection: S, where: Where, data: Record<string, unknown>, options: { update?: boolean } = {}) => {
      const found = await payload.find({ collection, where, limit: 1, depth: 0, req, overrideAccess: true, pagination: false })
      const existing = found.docs[0] as { id: string } | undefined
      if (existing) {
        if (options.update === false) return existing
        return (await payload.update({ collection, id: existing.id, data: data as never, depth: 0, req, overrideAccess: true })) as { id: string }
      }
      return (await payload.create({ collection, data: data as never, depth: 0, req, overrideAccess: true })) as { id: string }
    }

    const admin = await upsert('users', { username: { equals: 'admin' } }, {
      username: 'admin',
      password: passwords.admin,
      firstName: 'Centre',
      lastName: 'Director',
      email: 'admin@multicultural-childcare.example',
      role: 'admin',
    })
    // Records that remember who created them (createdBy) are created as the admin.
    req.user = { ...(await payload.findByID({ collection: 'users', id: admin.id, req, overrideAccess: true, depth: 0 })), collection: 'users' }

    // The account behind the /secure-admin gate (its password is the gate's).
    await upsert('users', { username: { equals: SECURE_ADMIN_USERNAME } }, {
      username: SECURE_ADMIN_USERNAME,
      password: secureAdminPassword() ?? randomBytes(24).toString('hex'),
      firstName: 'Secure',
      lastName: 'Admin',
      role: 'admin',
    })

    await upsert('users', { username: { equals: 'editor' } }, {
      username: 'editor',
      password: passwords.editor,
      firstName: 'Grace',
      lastName: 'Mensah',
      email: 'editor@multicultural-childcare.example',
      role: 'editor',
    })

    let childIndex = 0
    for (const family of DEMO_FAMILIES) {
      const parent = await upsert('users', { username: { equals: family.username } }, {
        username: family.username,
        password: passwords.parent,
        firstName: family.firstName,
        lastName: family.lastName,
        email: family.email,
        role: 'parent',
      })
      for (const child of family.children) {
        const childDoc = await upsert(
          'children',
          { and: [{ parent: { equals: parent.id } }, { firstName: { equals: child.firstName } }] },
          { ...child, parent: parent.id },
        )
        await seedChildRecords(payload, req, upsert, childDoc.id, childIndex++)
      }
    }

    await payload.updateGlobal({ slug: 'site-settings', data: SITE_SETTINGS, req, overrideAccess: true })

    await upsert('newsletters', { month: { equals: OCTOBER_NEWSLETTER.month } }, {
      ...OCTOBER_NEWSLETTER,
      intro: paragraphs(OCTOBER_NEWSLETTER.intro),
      _status: 'published',
    }, { update: false })

    for (const [slug, gallery] of Object.entries(GALLERIES)) {
      const images = []
      for (const image of gallery.images) {
        const media = await uploadOnce(payload, req, path.join(MEDIA_DIR, slug, image.file), image.alt)
        images.push({ image: media.id, alt: image.alt })
      }
      await upsert('galleries', { slug: { equals: slug } }, { slug, title: gallery.title, images })
    }

    await commitTransaction(req)
    await announceContentChange(payload, CONTENT_TAGS)
    log('Seed complete: admin, editor, 5 families, their children and records, the October newsletter, 2 galleries.')
  } catch (error) {
    await killTransaction(req)
    throw error
  }
}

type Upsert = <S extends Slug>(collection: S, where: Where, data: Record<string, unknown>, options?: { update?: boolean }) => Promise<{ id: string }>

async function seedChildRecords(
  payload: Payload,
  req: PayloadRequest,
  upsert: Upsert,
  childId: string,
  childIndex: number,
) {
  const ofChild = (extra: Where): Where => ({ and: [{ child: { equals: childId } }, extra] })
  for (const activity of CURRICULUM) {
    await upsert('curriculum-activities', ofChild({ title: { equals: activity.title } }), { ...activity, child: childId })
  }
  for (const [i, video] of VIDEOS.entries()) {
    // A child's videos and posters are that family's own files, private to the family.
    const own = (file: string) => ({ child: childId, filename: `child-${childIndex}-${file}` })
    const media = await uploadOnce(payload, req, path.join(MEDIA_DIR, 'videos', VIDEOS_FILES[(i + childIndex) % VIDEOS_FILES.length]), video.title, own(video.file))
    const poster = await uploadOnce(payload, req, path.join(MEDIA_DIR, 'children', video.poster), `Poster of ${video.title}`, own(video.poster))
    await upsert('development-videos', ofChild({ title: { equals: video.title } }), {
      title: video.title,
      description: video.description,
      category: video.category,
      recordedAt: video.recordedAt,
      child: childId,
      video: media.id,
      videoUrl: media.url,
      thumbnailUrl: poster.url,
    })
  }
  for (const day of DAILY) {
    await upsert('daily-activities', ofChild({ date: { equals: new Date(day.date).toISOString() } }), { ...day, child: childId })
  }
  for (const milestone of MILESTONES) {
    await upsert('milestones', ofChild({ title: { equals: milestone.title } }), { ...milestone, child: childId })
  }
}

/** Uploads a file through the media collection once; a later run finds it by file name. */
async function uploadOnce(
  payload: Payload,
  req: PayloadRequest,
  filePath: string,
  alt: string,
  options: { child?: string; filename?: string } = {},
) {
  const filename = options.filename ?? path.basename(filePath)
  // Stored file names can change (WebP conversion, a suffix when the name is taken), so a seeded file
  // is recognised by its alt text and child.
  const found = await payload.find({
    collection: 'media',
    where: { and: [{ alt: { equals: alt } }, options.child ? { child: { equals: options.child } } : { child: { exists: false } }] },
    limit: 1,
    depth: 0,
    req,
    overrideAccess: true,
  })
  if (found.docs[0]) return found.docs[0]
  const { readFile } = await import('node:fs/promises')
  const data = await readFile(filePath)
  const mimetype = filePath.endsWith('.mp4') ? 'video/mp4' : filePath.endsWith('.webp') ? 'image/webp' : 'image/jpeg'
  return payload.create({
    collection: 'media',
    data: { alt, ...(options.child ? { child: options.child } : {}) },
    file: { data, mimetype, name: filename, size: data.length },
    req,
    overrideAccess: true,
    depth: 0,
  })
}
