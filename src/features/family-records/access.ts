import type { Access, CollectionConfig } from 'payload'

import { accessFor, readAndKeep } from '@/access/actions'
import { canOpenCms } from '@/access/contentManagers'
import { ownFamily } from '@/access/scopes'
import { familyRecordsActions } from './actions'

/**
 * Records about a child (activities, videos, daily reports, milestones; ./actions.ts, `readRecords`): admins
 * and integrations read all; a parent reads the records of their own children. Each record carries its
 * child's `family` (the parent's id), kept in step by the record's hooks, so the filter is one indexed
 * equality rather than a join per row.
 */
export const familyRecordReaders: Access = accessFor(familyRecordsActions.readRecords, { family: ownFamily('family') })

/** Who adds a child's daily report or milestone (`reportDay`): admins, and integrations (e.g. a classroom app). */
export const recordKeepers: Access = accessFor(familyRecordsActions.reportDay)

/** Who keeps the records (`keepRecords`): admins add, change and remove them. */
const keepsRecords = accessFor(familyRecordsActions.keepRecords)

/** Records about a child: who keeps them writes; they, integrations and the child's own parent read. */
export const familyRecordAccess: CollectionConfig['access'] = readAndKeep(familyRecordReaders, keepsRecords, canOpenCms)

/** Daily reports and milestones: as other records, and integrations may add them (never change or delete). */
export const dailyRecordAccess: CollectionConfig['access'] = { ...familyRecordAccess, create: recordKeepers }
