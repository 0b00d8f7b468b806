/**
 * What the seed may create, decided before it touches the database.
 *
 * Development (NODE_ENV other than production: `npm run dev`, `npm run seed`, the test suites): the
 * whole demo data with the README's passwords, as always.
 *
 * Production (NODE_ENV=production: `npm start`'s first-run seed, the Docker image): never an account
 * with a password anyone could know.
 * - admin only when ADMIN_PASSWORD is set, editor only when EDITOR_PASSWORD is set;
 * - the demo families and the demo content (site settings, newsletter, galleries) only when asked for
 *   (`SEED_DEMO=1` or `--demo`), and the families then only with DEMO_PARENT_PASSWORD set, the demo
 *   teachers only with DEMO_TEACHER_PASSWORD set;
 * - a variable set to one of the built-in development passwords counts as not set.
 * - the /secure-admin gate's account is not created: the gate creates it on first use.
 */
import { DEV_PASSWORDS } from './demoData'

export type SeedOptions = {
  /** Default: NODE_ENV === 'production'. */
  production?: boolean
  /** The demo families and content in production. Default: SEED_DEMO is `1` or `true`. */
  demo?: boolean
  /** Where passwords and SEED_DEMO are read. Default: process.env. */
  env?: Record<string, string | undefined>
}

export type SeedPlan = {
  production: boolean
  /** The admin's password, or null: no admin account. */
  admin: string | null
  editor: string | null
  /** The demo parents' password, or null: no demo families. */
  families: string | null
  /** The demo teachers' password, or null: no demo teachers (the classrooms come with the families). */
  teachers: string | null
  /** The demo site settings, newsletter and galleries. */
  content: boolean
  /** Create the gate's account (development; it gets a random password either way). */
  gateAccount: boolean
  /** What was left out, and why (completes "Skipped …"). */
  skipped: string[]
  /** What the operator should know next. */
  notes: string[]
}

const BUILT_IN = new Set<string>(Object.values(DEV_PASSWORDS))

export const demoRequested = (env: Record<string, string | undefined>) => ['1', 'true', 'yes'].includes((env.SEED_DEMO ?? '').trim().toLowerCase())

export function planSeed({ production = process.env.NODE_ENV === 'production', demo, env = process.env }: SeedOptions = {}): SeedPlan {
  if (!production) {
    return {
      production,
      admin: env.ADMIN_PASSWORD || DEV_PASSWORDS.admin,
      editor: env.EDITOR_PASSWORD || DEV_PASSWORDS.editor,
      families: env.DEMO_PARENT_PASSWORD || DEV_PASSWORDS.parent,
      teachers: env.DEMO_TEACHER_PASSWORD || DEV_PASSWORDS.teacher,
      content: true,
      gateAccount: true,
      skipped: [],
      notes: ['Development passwords: see README "Demo logins". Never use them on a server anyone else can reach.'],
    }
  }

  const skipped: string[] = []
  /** The variable's value when it is a password of the operator's own, else null (and why). */
  const chosen = (variable: string, what: string): string | null => {
    const value = env[variable]
    if (!value) {
      skipped.push(`${what}: ${variable} is not set (production never uses a built-in password)`)
      return null
    }
    if (BUILT_IN.has(value)) {
      skipped.push(`${what}: ${variable} is a built-in development password (choose another)`)
      return null
    }
    return value
  }

  const admin = chosen('ADMIN_PASSWORD', 'the admin account')
  const editor = chosen('EDITOR_PASSWORD', 'the editor account')
  const withDemo = demo ?? demoRequested(env)
  let families: string | null = null
  let teachers: string | null = null
  if (withDemo) {
    families = chosen('DEMO_PARENT_PASSWORD', 'the demo families')
    teachers = chosen('DEMO_TEACHER_PASSWORD', 'the demo teachers')
  } else {
    skipped.push('the demo families and demo content: not asked for (set SEED_DEMO=1 or pass --demo)')
  }
  const notes = admin || editor ? [] : ['No staff account was created: open /cms, which asks for the first admin while the database has no account.']
  return { production, admin, editor, families, teachers, content: withDemo, gateAccount: false, skipped, notes }
}
