import { get } from '@/contract/endpoint'

import { ratiosActions } from './actions'
import type { RatioAlertRecord, RatioBoard } from './record'

/**
 * The ratio board's /api entries, composed into `api.operations` by src/registry/api.ts (screens and
 * handlers call them as `ratioEndpoints.ratios`, …; the tests read `api.operations.ratios`): the live board (admins and teachers; `ratiosStream`
 * is the same board as server-sent events) and the over-ratio alerts. Each path is written here only.
 */
export const ratioEndpoints = {
  ratios: get('/api/ratios', ratiosActions.readRatios).returns<RatioBoard>(),
  /** text/event-stream: a `board` event with the RatioBoard now and after every change. */
  ratiosStream: get('/api/ratios/stream', ratiosActions.readRatios).returns<RatioBoard>(),
  /** Over-ratio episodes, newest first (admins all, a teacher their classrooms'); `?open=true`: the rooms over ratio now. */
  ratioAlerts: get('/api/ratio-alerts', ratiosActions.readRatios).returns<RatioAlertRecord[]>(),
} as const
