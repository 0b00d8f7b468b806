/**
 * The validation rules of docs/spec.md §5 and the defaults of §9, as the server enforces them: through the
 * Local API as the app's calls make it (overrideAccess: false with the caller's user: the admin for
 * family data and accounts, anonymous for applications and contact messages).
 *
 * A refusal is Payload's ValidationError (status 400) whose data.errors name the field path and the
 * exact message of the spec, and it writes nothing. Accepted input is stored verbatim and the
 * server-side defaults are applied.
 */
import type { CollectionSlug, TypedUser } from 'payload'
import { ValidationError } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { type Actors, countAll, firstChildOf, loadActors, testPayload } from './helpers/payload'
import { validApplication } from './helpers/fixtures'

type Data = Record<string, unknown>
type Caller = 'admin' | 'anonymous'

/** A change that removes the field from the body. */
const OMIT = Symbol('omit')
type Change = Record<string, unknown>

let actors: Actors
let childA: { id: string }
let unique = 0
const nextUsername = () => `validation.user${Date.now().toString(36)}${unique++}`

beforeAll(async () => {
  actors = await loadActors()
  childA = await firstChildOf(actors.parentA)
})

const userOf = (caller: Caller): TypedUser | null => (caller === 'admin' ? actors.admin : null)

const apply = (base: Data, change: Change): Data => {
  const data: Data = { ...base }
  for (const [key, value] of Object.entries(change)) {
    if (value === OMIT) delete data[key]
    else data[key] = value
  }
  return data
}

const idOf = (value: unknown) => (value && typeof value === 'object' ? (value as { id: string }).id : value)

/** Valid bodies, one per collection: each refusal below changes exactly one field of these. */
const BASES: Record<string, { caller: Caller; data: () => Data }> = {
  children: {
    caller: 'admin',
    data: () => ({ firstName: 'Test', lastName: 'Child', dateOfBirth: '2023-01-01', enrollmentDate: '2026-01-05', parent: actors.parentA!.id }),
  },
  'curriculum-activities': {
    caller: 'admin',
    data: () => ({ child: childA.id, title: 'Test activity', description: 'Described', category: 'learning' }),
  },
  'development-videos': {
    caller: 'admin',
    data: () => ({ child: childA.id, title: 'Test video', videoUrl: 'https://videos.example/v.mp4', category: 'activity' }),
  },
  'daily-activities': {
    caller: 'admin',
    data: () => ({ child: childA.id, date: '2026-11-02', mood: 'happy' }),
  },
  milestones: {
    caller: 'admin',
    data: () => ({ child: childA.id, title: 'Test milestone', description: 'Described', category: 'social' }),
  },
  applications: {
    caller: 'anonymous',
    data: () => ({
      ...validApplication(),
    }),
  },
  'contact-messages': {
    caller: 'anonymous',
    data: () => ({ name: 'Ana', email: 'ana@example.com', message: 'Do you have openings in January?' }),
  },
  users: {
    caller: 'admin',
    data: () => ({ username: nextUsername(), password: 'secret-123', firstName: 'New', lastName: 'Parent' }),
  },
}

const create = async (slug: CollectionSlug, data: Data, caller: Caller) => {
  const payload = await testPayload()
  return payload.create({ collection: slug, data: data as never, user: userOf(caller), overrideAccess: false, depth: 0 })
}

/** Runs `attempt`, expects Payload's ValidationError naming exactly `expected`, and that `slug` gained no document. */
async function expectRefused(slug: CollectionSlug, attempt: () => Promise<unknown>, expected: { path: string; message: string }[]) {
  const before = await countAll(slug)
  const error = await attempt().then(
    () => undefined,
    (caught: unknown) => caught,
  )
  expect(error, 'the write was refused').toBeInstanceOf(ValidationError)
  expect(error).toMatchObject({ name: 'ValidationError', status: 400, data: { collection: slug } })
  const errors = (error as ValidationError).data.errors.map(({ path, message }) => ({ path, message }))
  for (const entry of expected) expect(errors).toContainEqual(entry)
  // No other field is blamed: the rest of the body is valid.
  expect(errors.map(({ path }) => path).sort()).toEqual(expected.map(({ path }) => path).sort())
  expect(await countAll(slug), 'nothing was written').toBe(before)
}

type Row = { slug: CollectionSlug; label: string; change: Change; path: string; message: string }

/** `[title, row]` pairs, so the test names read plainly. */
const titled = (list: Row[], title: (row: Row) => string) => list.map((row) => [title(row), row] as const)

const rows = (slug: CollectionSlug, path: string, message: string, cases: [label: string, value: unknown][]): Row[] =>
  cases.map(([label, value]) => ({ slug, label, change: { [path]: value }, path, message }))

const MISSING: [string, unknown] = ['missing', OMIT]
const EMPTY: [string, unknown] = ['empty', '']
const BLANK: [string, unknown] = ['whitespace only', ' \t \n ']
const BLANK_STRINGS = [MISSING, EMPTY, BLANK]

const REFUSALS: Row[] = [
  // Children (server messages)
  ...rows('children', 'firstName', "Child's first name is required", BLANK_STRINGS),
  ...rows('children', 'lastName', "Child's last name is required", BLANK_STRINGS),
  ...rows('children', 'dateOfBirth', 'Date of birth is required', [MISSING, EMPTY, BLANK, ['not a date', 'last spring'], ['impossible date', '2023-02-30x']]),
  ...rows('children', 'enrollmentDate', 'Enrollment date is required', [EMPTY, BLANK, ['not a date', 'next week']]),
  ...rows('children', 'parent', 'Parent ID is required', [MISSING, EMPTY, ['null', null]]),
  // Curriculum activities (server messages)
  ...rows('curriculum-activities', 'child', 'Child ID is required', [MISSING, EMPTY, ['null', null]]),
  ...rows('curriculum-activities', 'title', 'Activity title is required', BLANK_STRINGS),
  ...rows('curriculum-activities', 'description', 'Activity description is required', BLANK_STRINGS),
  ...rows('curriculum-activities', 'category', 'Category is required', [MISSING, ['not a category', 'cooking']]),
  // Development videos
  ...rows('development-videos', 'child', 'Child ID is required', [MISSING, EMPTY]),
  ...rows('development-videos', 'title', 'Video title is required', BLANK_STRINGS),
  ...rows('development-videos', 'videoUrl', 'Valid video URL is required', [
    MISSING,
    EMPTY,
    BLANK,
    ['not a URL', 'my video'],
    ['ftp URL', 'ftp://videos.example/v.mp4'],
    ['javascript: URL', 'javascript:alert(1)'],
  ]),
  ...rows('development-videos', 'category', 'Category is required', [MISSING, ['not a category', 'funny']]),
  // Daily activities (server)
  ...rows('daily-activities', 'child', 'Child ID is required', [MISSING, EMPTY]),
  ...rows('daily-activities', 'date', 'Date is required', [EMPTY, BLANK, ['not a date', 'someday'], ['month 13', '2026-13-01']]),
  // Milestones (server)
  ...rows('milestones', 'child', 'Child ID is required', [MISSING, EMPTY]),
  ...rows('milestones', 'title', 'Milestone title is required', BLANK_STRINGS),
  ...rows('milestones', 'description', 'Description is required', BLANK_STRINGS),
  ...rows('milestones', 'category', 'Category is required', [['not a category', 'sporty']]),
  // Applications: the 11 messages of §5
  ...rows('applications', 'parentFirstName', 'Parent first name is required', BLANK_STRINGS),
  ...rows('applications', 'parentLastName', 'Parent last name is required', BLANK_STRINGS),
  ...rows('applications', 'email', 'Please enter a valid email address', [
    MISSING,
    EMPTY,
    BLANK,
    ['no @', 'ana.example.com'],
    ['no domain', 'ana@'],
    ['a space inside', 'ana silva@example.com'],
  ]),
  ...rows('applications', 'phone', 'Please enter a valid phone number', [MISSING, EMPTY, ['9 characters', '919555010'], ['10 spaces (long enough, but blank)', '          ']]),
  ...rows('applications', 'address', 'Home address is required', BLANK_STRINGS),
  ...rows('applications', 'childFirstName', 'Child first name is required', BLANK_STRINGS),
  ...rows('applications', 'childLastName', 'Child last name is required', BLANK_STRINGS),
  ...rows('applications', 'childDateOfBirth', 'Child date of birth is required', [MISSING, EMPTY, BLANK, ['not a date', 'two years ago']]),
  ...rows('applications', 'childAgeGroup', 'Please select an age group', [MISSING, EMPTY, ['not a choice', 'teenager'], ['an /admin label', 'Toddlers (1-2 years)']]),
  ...rows('applications', 'schedulePreference', 'Please select a schedule preference', [MISSING, EMPTY, ['not a choice', 'weekends']]),
  ...rows('applications', 'desiredStartDate', 'Please select a desired start date', [MISSING, EMPTY, BLANK, ['not a date', 'as soon as possible']]),
  // Contact messages
  ...rows('contact-messages', 'name', 'Name is required', BLANK_STRINGS),
  ...rows('contact-messages', 'email', 'Please enter a valid email address', [MISSING, EMPTY, BLANK, ['no @', 'ana.example.com'], ['no domain', 'ana@']]),
  ...rows('contact-messages', 'message', 'Message must be at least 10 characters', [
    MISSING,
    EMPTY,
    ['9 characters', 'Hi there!'],
    ['12 spaces (long enough, but blank)', '            '],
  ]),
  // Users (create parent)
  ...rows('users', 'username', 'Username must be at least 3 characters', [MISSING, EMPTY, ['2 characters', 'ab']]),
  ...rows('users', 'password', 'Password must be at least 6 characters', [MISSING, EMPTY, ['5 characters', '12345']]),
  ...rows('users', 'email', 'Valid email is required', [['no @', 'parent.example.com'], ['no domain', 'parent@'], ['a space inside', 'new parent@example.com']]),
  ...rows('users', 'firstName', 'First name is required', [BLANK]),
  ...rows('users', 'lastName', 'Last name is required', [BLANK]),
]

describe('docs/spec.md §5: bad input is refused with the spec message and nothing is written', () => {
  it.each(titled(REFUSALS, (r) => `${r.slug}: ${r.path} ${r.label} → "${r.message}"`))('%s', async (_title, { slug, change, path, message }) => {
    const base = BASES[slug]!
    await expectRefused(slug, () => create(slug, apply(base.data(), change), base.caller), [{ path, message }])
  })

  it.each(Object.keys(BASES) as CollectionSlug[])('%s: the valid body the refusals start from is accepted', async (slug) => {
    const base = BASES[slug]!
    const before = await countAll(slug)
    await expect(create(slug, base.data(), base.caller)).resolves.toHaveProperty('id')
    expect(await countAll(slug)).toBe(before + 1)
  })

  it('applications: an empty submission reports all 11 required fields with their messages', async () => {
    await expectRefused('applications', () => create('applications', {}, 'anonymous'), [
      { path: 'parentFirstName', message: 'Parent first name is required' },
      { path: 'parentLastName', message: 'Parent last name is required' },
      { path: 'email', message: 'Please enter a valid email address' },
      { path: 'phone', message: 'Please enter a valid phone number' },
      { path: 'address', message: 'Home address is required' },
      { path: 'childFirstName', message: 'Child first name is required' },
      { path: 'childLastName', message: 'Child last name is required' },
      { path: 'childDateOfBirth', message: 'Child date of birth is required' },
      { path: 'childAgeGroup', message: 'Please select an age group' },
      { path: 'desiredStartDate', message: 'Please select a desired start date' },
      { path: 'schedulePreference', message: 'Please select a schedule preference' },
    ])
  })

  it('contact messages: an empty message reports name, email and message', async () => {
    await expectRefused('contact-messages', () => create('contact-messages', {}, 'anonymous'), [
      { path: 'name', message: 'Name is required' },
      { path: 'email', message: 'Please enter a valid email address' },
      { path: 'message', message: 'Message must be at least 10 characters' },
    ])
  })

  it('users: a short username and password and a bad email are reported together', async () => {
    await expectRefused('users', () => create('users', { username: 'ab', password: '12345', email: 'nope' }, 'admin'), [
      { path: 'username', message: 'Username must be at least 3 characters' },
      { path: 'password', message: 'Password must be at least 6 characters' },
      { path: 'email', message: 'Valid email is required' },
    ])
  })

  const UPDATES: Row[] = [
    { slug: 'children', label: 'blank', change: { firstName: '   ' }, path: 'firstName', message: "Child's first name is required" },
    { slug: 'curriculum-activities', label: 'blank', change: { title: '  ' }, path: 'title', message: 'Activity title is required' },
    { slug: 'development-videos', label: 'not a URL', change: { videoUrl: 'not a url' }, path: 'videoUrl', message: 'Valid video URL is required' },
    { slug: 'daily-activities', label: 'empty', change: { date: '' }, path: 'date', message: 'Date is required' },
    { slug: 'milestones', label: 'blank', change: { description: ' ' }, path: 'description', message: 'Description is required' },
    { slug: 'applications', label: 'short', change: { phone: '555-0100' }, path: 'phone', message: 'Please enter a valid phone number' },
    { slug: 'contact-messages', label: 'bad', change: { email: 'nobody' }, path: 'email', message: 'Please enter a valid email address' },
    { slug: 'users', label: 'short', change: { password: 'abc' }, path: 'password', message: 'Password must be at least 6 characters' },
  ]

  it.each(titled(UPDATES, (r) => `${r.slug}: an update to a ${r.label} ${r.path} is refused with "${r.message}" and changes nothing`))('%s', async (_title, { slug, change, path, message }) => {
    const payload = await testPayload()
    const base = BASES[slug]!
    const doc = (await create(slug, base.data(), base.caller)) as unknown as Data & { id: string }
    const stored = async () => (await payload.findByID({ collection: slug, id: doc.id, overrideAccess: true, depth: 0 })) as unknown as Data
    const before = await stored()
    await expectRefused(
      slug,
      () => payload.update({ collection: slug, id: doc.id, data: change as never, user: actors.admin, overrideAccess: false, depth: 0 }),
      [{ path, message }],
    )
    expect(await stored()).toEqual(before)
  })
})

describe('family records remember who created them', () => {
  it.each(['daily-activities', 'milestones'] as const)('%s: a call without a user is refused with "Created by is required"', async (slug) => {
    const payload = await testPayload()
    // Only a trusted server call (access overridden) gets past access without a user; it still needs one.
    await expectRefused(slug, () => payload.create({ collection: slug, data: BASES[slug]!.data() as never, overrideAccess: true, depth: 0 }), [
      { path: 'createdBy', message: 'Created by is required' },
    ])
  })
})

describe('docs/spec.md §9 defaults', () => {
  const within = (value: unknown, from: number, to: number) => {
    const time = Date.parse(String(value))
    expect(time, `${String(value)} is the server's now`).toBeGreaterThanOrEqual(from - 1000)
    expect(time).toBeLessThanOrEqual(to + 1000)
  }

  it('applications: voucherInterested false, specialNeeds and questions empty, servicesNeeded []', async () => {
    const payload = await testPayload()
    const doc = await create('applications', BASES.applications!.data(), 'anonymous')
    const stored = await payload.findByID({ collection: 'applications', id: doc.id, overrideAccess: true, depth: 0 })
    expect(stored.voucherInterested).toBe(false)
    expect(stored.specialNeeds).toBe('')
    expect(stored.questions).toBe('')
    expect(stored.servicesNeeded).toEqual([])
  })

  it('milestones: category defaults to physical and achievedAt to now', async () => {
    const payload = await testPayload()
    const from = Date.now()
    const doc = await create('milestones', apply(BASES.milestones!.data(), { category: OMIT }), 'admin')
    const to = Date.now()
    const stored = await payload.findByID({ collection: 'milestones', id: doc.id, overrideAccess: true, depth: 0 })
    expect(stored.category).toBe('physical')
    within(stored.achievedAt, from, to)
  })

  it('curriculum activities: completedAt defaults to now', async () => {
    const payload = await testPayload()
    const from = Date.now()
    const doc = await create('curriculum-activities', BASES['curriculum-activities']!.data(), 'admin')
    const to = Date.now()
    const stored = await payload.findByID({ collection: 'curriculum-activities', id: doc.id, overrideAccess: true, depth: 0 })
    within(stored.completedAt, from, to)
  })

  it('children: enrollmentDate defaults to today', async () => {
    const payload = await testPayload()
    const from = Date.now()
    const doc = await create('children', apply(BASES.children!.data(), { enrollmentDate: OMIT }), 'admin')
    const to = Date.now()
    const stored = await payload.findByID({ collection: 'children', id: doc.id, overrideAccess: true, depth: 0 })
    within(stored.enrollmentDate, from, to)
  })

  it('users: role defaults to parent', async () => {
    const payload = await testPayload()
    const doc = await create('users', BASES.users!.data(), 'admin')
    const stored = await payload.findByID({ collection: 'users', id: doc.id, overrideAccess: true, depth: 0 })
    expect(stored.role).toBe('parent')
  })

  it.each(['applications', 'contact-messages'] as const)('%s: submittedAt is the server’s clock and cannot be forged', async (slug) => {
    const payload = await testPayload()
    const forged = '2001-02-03T04:05:06.000Z'
    const from = Date.now()
    const doc = await create(slug, { ...BASES[slug]!.data(), submittedAt: forged }, 'anonymous')
    const to = Date.now()
    const stored = await payload.findByID({ collection: slug, id: doc.id, overrideAccess: true, depth: 0 })
    within(stored.submittedAt, from, to)
    // Not even an admin's later edit moves it.
    await payload.update({ collection: slug, id: doc.id, data: { submittedAt: forged } as never, user: actors.admin, overrideAccess: false })
    const after = await payload.findByID({ collection: slug, id: doc.id, overrideAccess: true, depth: 0 })
    expect(after.submittedAt).toBe(stored.submittedAt)
  })
})

describe('applications: services needed', () => {
  it('stores all four services', async () => {
    const payload = await testPayload()
    const services = ['meals', 'transportation', 'before-school', 'after-school']
    const doc = await create('applications', { ...BASES.applications!.data(), servicesNeeded: services, voucherInterested: true }, 'anonymous')
    const stored = await payload.findByID({ collection: 'applications', id: doc.id, overrideAccess: true, depth: 0 })
    expect(stored.servicesNeeded).toEqual(services)
    expect(stored.voucherInterested).toBe(true)
  })

  it.each([
    ['an unknown service', ['meals', 'babysitting']],
    ['only an unknown service', ['swimming lessons']],
  ])('refuses %s and writes nothing', async (_label, servicesNeeded) => {
    await expectRefused('applications', () => create('applications', { ...BASES.applications!.data(), servicesNeeded }, 'anonymous'), [
      { path: 'servicesNeeded', message: 'Please choose services from the list' },
    ])
  })
})

describe('users: unique username and email', () => {
  it.each([
    ['the same username', 'admin'],
    ['the same username in other letter case', 'Admin'],
  ])('a second account with %s is refused and nothing is written', async (_label, username) => {
    const before = await countAll('users')
    const error = await create('users', { username, password: 'secret-123', firstName: 'Second', lastName: 'Admin' }, 'admin').then(
      () => undefined,
      (caught: unknown) => caught,
    )
    expect(error).toBeInstanceOf(ValidationError)
    expect(error).toMatchObject({
      status: 400,
      data: { errors: [expect.objectContaining({ path: 'username', message: expect.stringMatching(/already registered|must be unique/i) })] },
    })
    expect(await countAll('users')).toBe(before)
    expect(await countAll('users', { username: { equals: 'admin' } })).toBe(1)
  })

  it.each([
    ['the same email', 'maria.garcia@example.com'],
    ['the same email in other letter case', 'Maria.Garcia@Example.com'],
  ])('a second account with %s is refused and nothing is written', async (_label, email) => {
    const before = await countAll('users')
    const error = await create('users', { ...BASES.users!.data(), email }, 'admin').then(
      () => undefined,
      (caught: unknown) => caught,
    )
    expect(error).toBeInstanceOf(ValidationError)
    expect(error).toMatchObject({ status: 400, data: { errors: [{ path: 'email', message: 'A user with this email already exists' }] } })
    expect(await countAll('users')).toBe(before)
    expect(await countAll('users', { email: { equals: 'maria.garcia@example.com' } })).toBe(1)
  })

  it('several accounts without an email are fine (email is optional; empty means none)', async () => {
    const payload = await testPayload()
    const before = await countAll('users')
    const first = await create('users', BASES.users!.data(), 'admin')
    const second = await create('users', BASES.users!.data(), 'admin')
    const third = await create('users', { ...BASES.users!.data(), email: '' }, 'admin')
    expect(await countAll('users')).toBe(before + 3)
    for (const doc of [first, second, third]) {
      const stored = await payload.findByID({ collection: 'users', id: doc.id, overrideAccess: true, depth: 0 })
      expect(stored.email ?? null).toBeNull()
    }
  })

  it('a valid email is accepted and stored', async () => {
    const payload = await testPayload()
    const email = `${nextUsername()}@example.com`
    const doc = await create('users', { ...BASES.users!.data(), email }, 'admin')
    const stored = await payload.findByID({ collection: 'users', id: doc.id, overrideAccess: true, depth: 0 })
    expect(stored.email).toBe(email)
  })
})

describe('accepted text is stored verbatim', () => {
  it('children: unicode names with accents and emoji', async () => {
    const payload = await testPayload()
    const data = { ...BASES.children!.data(), firstName: 'Zoë-Amélie 🌟', lastName: 'Nguyễn Ñúñez 👶🏽', allergies: '  Pollen, 花粉  ' }
    const doc = await create('children', data, 'admin')
    const stored = await payload.findByID({ collection: 'children', id: doc.id, overrideAccess: true, depth: 0 })
    expect(stored).toMatchObject({ firstName: data.firstName, lastName: data.lastName, allergies: data.allergies })
    expect(idOf(stored.parent)).toBe(actors.parentA!.id)
  })

  it('applications: unicode names, the exact phone, and free text with surrounding spaces', async () => {
    const payload = await testPayload()
    const data = {
      ...BASES.applications!.data(),
      parentFirstName: 'José María 😊',
      parentLastName: 'Çelik-Øster',
      childFirstName: 'Chloé',
      childLastName: 'Đặng',
      phone: '(919) 555-0100',
      address: '12 Rue de l’Église\nApt 3',
      specialNeeds: '  Needs a quiet corner for naps.',
      questions: '¿Tienen plazas en enero? 🙏  ',
    }
    const doc = await create('applications', data, 'anonymous')
    const stored = await payload.findByID({ collection: 'applications', id: doc.id, overrideAccess: true, depth: 0 })
    expect(stored).toMatchObject(data)
  })

  it('contact messages: leading and trailing spaces in the message are kept', async () => {
    const payload = await testPayload()
    const data = { name: 'Ana María Ñúñez 👋', email: 'ana.nunez@example.com', message: '   Hello! Do you offer tours on Saturdays? 🙂   ' }
    const doc = await create('contact-messages', data, 'anonymous')
    const stored = await payload.findByID({ collection: 'contact-messages', id: doc.id, overrideAccess: true, depth: 0 })
    expect(stored).toMatchObject(data)
  })

  it('family records: unicode titles and descriptions', async () => {
    const payload = await testPayload()
    const title = 'Día de los Muertos: papel picado 🎉'
    const description = '  Cut “papel picado” banners; learned the word für Freundschaft.  '
    for (const slug of ['curriculum-activities', 'milestones'] as const) {
      const doc = await create(slug, { ...BASES[slug]!.data(), title, description }, 'admin')
      const stored = (await payload.findByID({ collection: slug, id: doc.id, overrideAccess: true, depth: 0 })) as unknown as Data
      expect(stored).toMatchObject({ title, description })
    }
  })

  it('users: names with accents are kept; the username is stored in lower case', async () => {
    const payload = await testPayload()
    const username = `Mixed.Case${unique++}`
    const doc = await create('users', { ...BASES.users!.data(), username, firstName: 'Ngozi 🌍', lastName: 'Ọkafọ́' }, 'admin')
    const stored = await payload.findByID({ collection: 'users', id: doc.id, overrideAccess: true, depth: 0 })
    expect(stored).toMatchObject({ firstName: 'Ngozi 🌍', lastName: 'Ọkafọ́', username: username.toLowerCase() })
  })
})
