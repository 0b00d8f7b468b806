import type { Role } from './constants'

/**
 * A `?next=` target is honoured only when it is a path on this site: one leading slash, no scheme or
 * host (`//evil.example`, `/\evil.example`), no control characters. Anything else is ignored.
 */
export function safeNextPath(next: string | null | undefined): string | null {
  if (!next || next.length > 2048) return null
  if (!next.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return null
  // Browsers drop tabs and newlines inside URLs, so `/\t/evil.example` would become `//evil.example`.
  if (/[\u0000-\u001f\u007f\\]/.test(next)) return null
  try {
    const url = new URL(next, 'http://centre.invalid')
    if (url.origin !== 'http://centre.invalid') return null
    const path = `${url.pathname}${url.search}${url.hash}`
    // Dot segments collapse while parsing: `/..//evil.example` comes out as `//evil.example`.
    return path.startsWith('//') ? null : path
  } catch {
    return null
  }
}

/** Where each role starts after signing in (SPEC §2: admins to /admin, editors to /cms, teachers to /staff/attendance, everyone else to /parent-dashboard). */
export function homePathFor(role: Role | string | null | undefined): string {
  if (role === 'admin') return '/admin'
  // Editors work in the CMS; the parent dashboard would only send them back to /login.
  if (role === 'editor') return '/cms'
  // Teachers open the day's screen: their classrooms' check-in and check-out.
  if (role === 'teacher') return '/staff/attendance'
  return '/parent-dashboard'
}

/** After /login: a safe `?next=` target when one was given, otherwise the role's home. */
export function pathAfterLogin(role: Role | string | null | undefined, next?: string | null): string {
  return safeNextPath(next) ?? homePathFor(role)
}

/** The /login address that brings the visitor back to `path` after signing in. */
export function loginPathReturningTo(path: string): string {
  return `/login?next=${encodeURIComponent(path)}`
}
