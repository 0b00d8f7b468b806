import 'server-only'

import type { Payload } from 'payload'

import { databaseAnswers } from '../health/checks'
import { sessionTokenOf } from './sessionCache'

/**
 * Payload's auth strategies read a user they could not load as nobody: while PostgreSQL is away, a
 * signed-in parent's request would be refused as anonymous (401 "Please log in", 403 on /api/cms) and
 * the screens would send them to the login page. A refusal of a request that sent credentials is
 * therefore checked against the database once: if it does not answer, the refusal was the outage's, and
 * the caller answers 503 instead. Only refusals pay for the check.
 */
export async function refusedForAnOutage(payload: Payload | undefined, headers: Headers, status: number): Promise<boolean> {
  if (!payload || (status !== 401 && status !== 403)) return false
  if (!sessionTokenOf(headers) && !headers.get('authorization')) return false
  return !(await databaseAnswers(payload))
}
