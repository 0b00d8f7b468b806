/**
 * The `?next=` rule and the landing page per role (src/lib/redirects.ts): only a path on this site is
 * ever followed after signing in; anything that could leave the site is ignored.
 */
import { describe, expect, it } from 'vitest'

import { homePathFor, loginPathReturningTo, pathAfterLogin, safeNextPath } from '@/lib/redirects'

describe('safeNextPath', () => {
  it('keeps a path on this site with its query and fragment', () => {
    expect(safeNextPath('/parent-portal')).toBe('/parent-portal')
    expect(safeNextPath('/parent-dashboard?tab=videos&child=1#top')).toBe('/parent-dashboard?tab=videos&child=1#top')
  })

  it('ignores nothing given', () => {
    for (const value of [null, undefined, '']) expect(safeNextPath(value)).toBeNull()
  })

  it('ignores addresses on other sites', () => {
    for (const value of ['https://evil.example', 'http://evil.example/parent-dashboard', 'HTTPS://evil.example', 'evil.example', 'mailto:a@evil.example']) {
      expect(safeNextPath(value), value).toBeNull()
    }
  })

  it('ignores scheme-relative addresses', () => {
    for (const value of ['//evil.example', '//evil.example/parent-dashboard', '///evil.example']) expect(safeNextPath(value), value).toBeNull()
  })

  it('ignores backslash tricks that browsers read as scheme-relative', () => {
    for (const value of ['/\\evil.example', '/\\/evil.example', '\\\\evil.example', '/parent\\..\\..\\evil']) expect(safeNextPath(value), value).toBeNull()
  })

  it('ignores script and data URLs', () => {
    for (const value of ['javascript:alert(1)', 'JavaScript:alert(1)', ' javascript:alert(1)', 'data:text/html,<script>alert(1)</script>']) {
      expect(safeNextPath(value), value).toBeNull()
    }
  })

  it('ignores tabs, newlines and other control characters that browsers drop', () => {
    for (const value of ['/\t/evil.example', '/\n/evil.example', '/\r\n/evil.example', '/\u0000/evil.example', '/\u007f/evil']) {
      expect(safeNextPath(value), JSON.stringify(value)).toBeNull()
    }
  })

  it('ignores dot segments that collapse into a scheme-relative address', () => {
    for (const value of ['/..//evil.example', '/.//evil.example', '/a/../..//evil.example/x', '/%2e%2e//evil.example', '/%2E/%2e%2e//evil.example']) {
      expect(safeNextPath(value), value).toBeNull()
    }
  })

  it('keeps encoded slashes and backslashes as plain path text on this site', () => {
    expect(safeNextPath('/%2F%2Fevil.example')).toBe('/%2F%2Fevil.example')
    expect(safeNextPath('/%5Cevil.example')).toBe('/%5Cevil.example')
  })

  it('ignores a once-encoded address (it does not start with a slash)', () => {
    expect(safeNextPath(encodeURIComponent('//evil.example'))).toBeNull()
    expect(safeNextPath(encodeURIComponent('https://evil.example'))).toBeNull()
  })

  it('ignores an overly long target', () => {
    expect(safeNextPath(`/${'a'.repeat(2048)}`)).toBeNull()
  })

  it('always returns a single-slash path on this site for what it keeps', () => {
    for (const value of ['/a/./b', '/a/../b', '/%2e%2e/b', '/parent-portal/']) {
      const result = safeNextPath(value)
      expect(result).toMatch(/^\/(?![/\\])/)
    }
  })
})

describe('homePathFor', () => {
  it('sends an admin to /admin, an editor to the CMS and anyone else to the parent dashboard', () => {
    expect(homePathFor('admin')).toBe('/admin')
    expect(homePathFor('editor')).toBe('/cms')
    expect(homePathFor('parent')).toBe('/parent-dashboard')
    expect(homePathFor('teacher')).toBe('/staff/attendance')
    expect(homePathFor(undefined)).toBe('/parent-dashboard')
    expect(homePathFor('someone-else')).toBe('/parent-dashboard')
  })
})

describe('pathAfterLogin', () => {
  it('goes to the role’s home without a ?next=', () => {
    expect(pathAfterLogin('admin')).toBe('/admin')
    expect(pathAfterLogin('editor', null)).toBe('/cms')
    expect(pathAfterLogin('parent', '')).toBe('/parent-dashboard')
  })

  it('honours a ?next= path on this site for every role', () => {
    expect(pathAfterLogin('parent', '/parent-portal')).toBe('/parent-portal')
    expect(pathAfterLogin('admin', '/admin?tab=children')).toBe('/admin?tab=children')
  })

  it('ignores a ?next= that would leave the site and uses the role’s home', () => {
    expect(pathAfterLogin('parent', 'https://evil.example')).toBe('/parent-dashboard')
    expect(pathAfterLogin('admin', '//evil.example')).toBe('/admin')
    expect(pathAfterLogin('editor', '/..//evil.example')).toBe('/cms')
  })
})

describe('loginPathReturningTo', () => {
  it('builds a /login address whose ?next= brings the visitor back', () => {
    const path = loginPathReturningTo('/parent-dashboard?tab=videos')
    expect(path).toBe('/login?next=%2Fparent-dashboard%3Ftab%3Dvideos')
    const next = new URL(path, 'http://centre.invalid').searchParams.get('next')
    expect(pathAfterLogin('parent', next)).toBe('/parent-dashboard?tab=videos')
  })
})
