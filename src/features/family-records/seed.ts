import path from 'node:path'

import type { Payload, PayloadRequest, Where } from 'payload'

import { SEED_MEDIA_DIR, uploadOnce } from '@/seed/uploads'

type Upsert = (collection: 'curriculum-activities' | 'development-videos' | 'daily-activities' | 'milestones', where: Where, data: Record<string, unknown>) => Promise<{ id: string }>

type Curriculum = { title: string; description: string; category: 'learning' | 'social' | 'physical' | 'creative'; completedAt: string; notes?: string }
type Video = { title: string; description: string; category: 'milestone' | 'activity' | 'social' | 'learning'; recordedAt: string; file: string; poster: string }
type Daily = { date: string; mealTime: string; napTime: string; activities: string; mood: string; notes: string }
type Milestone = { title: string; description: string; category: string; achievedAt: string; notes?: string }

export const CURRICULUM: Curriculum[] = [
  { title: 'Counting with autumn leaves', description: 'Sorted and counted leaves from the garden by colour and size.', category: 'learning', completedAt: '2026-10-06', notes: 'Counted to ten on their own.' },
  { title: 'Friendship circle', description: 'Took turns passing the talking stone and sharing a favourite family tradition.', category: 'social', completedAt: '2026-10-13' },
  { title: 'Obstacle course', description: 'Crawled through the tunnel, balanced on the beam and hopped between hoops.', category: 'physical', completedAt: '2026-10-20', notes: 'Very confident on the balance beam.' },
  { title: 'Día de los Muertos marigolds', description: 'Made tissue-paper marigolds and learned why families celebrate the day.', category: 'creative', completedAt: '2026-10-29' },
]

export const VIDEOS: Video[] = [
  { title: 'Building a block tower', description: 'Stacking blocks higher than ever before.', category: 'milestone', recordedAt: '2026-10-08', file: 'dev-1.mp4', poster: 'poster-1.jpg' },
  { title: 'Music and movement', description: 'Dancing to drums from around the world.', category: 'activity', recordedAt: '2026-10-22', file: 'dev-2.mp4', poster: 'poster-2.jpg' },
]

const MOODS = ['happy', 'energetic', 'calm', 'tired', 'happy']
export const DAILY: Daily[] = Array.from({ length: 5 }, (_, i) => ({
  date: `2026-11-${String(16 + i).padStart(2, '0')}`,
  mealTime: ['Oatmeal and bananas; rice and beans at lunch', 'Yogurt and berries; chicken and vegetables', 'Toast and eggs; pasta with tomato sauce', 'Pancakes; lentil soup with bread', 'Fruit salad; fish tacos'][i],
  napTime: ['12:30 PM - 2:00 PM', '12:45 PM - 2:15 PM', '1:00 PM - 2:00 PM', '12:30 PM - 1:45 PM', '12:30 PM - 2:10 PM'][i],
  activities: ['Story time, painting, outdoor play', 'Music circle, sand table', 'Garden walk, puzzles', 'Cooking corner, building blocks', 'Dance party, library visit'][i],
  mood: MOODS[i],
  notes: ['Shared toys with a new friend.', 'Loved the drums today!', 'Found a caterpillar in the garden.', 'Helped set the table for snack.', 'Great week: ask about the library book!'][i],
}))

export const MILESTONES: Milestone[] = [
  { title: 'Shares toys without prompting', description: 'Offered a toy to a classmate who was waiting.', category: 'social', achievedAt: '2026-09-18' },
  { title: 'Sorts shapes by colour', description: 'Sorted red, blue and yellow shapes into matching bins.', category: 'cognitive', achievedAt: '2026-10-09', notes: 'Named each colour in English and Spanish.' },
  { title: 'First self-portrait', description: 'Drew a face with eyes, a nose, a smile and hair.', category: 'creative', achievedAt: '2026-11-04' },
]

const VIDEOS_FILES = ['dev-1.mp4', 'dev-2.mp4', 'dev-3.mp4']

/** A demo child's family records: its curriculum activities, videos (its family's own files), daily reports and milestones. */
export async function seedFamilyRecordsOf(payload: Payload, req: PayloadRequest, upsert: Upsert, childId: string, childIndex: number) {
  const ofChild = (extra: Where): Where => ({ and: [{ child: { equals: childId } }, extra] })
  for (const activity of CURRICULUM) {
    await upsert('curriculum-activities', ofChild({ title: { equals: activity.title } }), { ...activity, child: childId })
  }
  for (const [i, video] of VIDEOS.entries()) {
    // A child's videos and posters are that family's own files, private to the family.
    const own = (file: string) => ({ child: childId, filename: `child-${childIndex}-${file}` })
    const media = await uploadOnce(payload, req, path.join(SEED_MEDIA_DIR, 'videos', VIDEOS_FILES[(i + childIndex) % VIDEOS_FILES.length]), video.title, own(video.file))
    const poster = await uploadOnce(payload, req, path.join(SEED_MEDIA_DIR, 'children', video.poster), `Poster of ${video.title}`, own(video.poster))
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
