import type { Access } from 'payload'

import { accessFor } from '@/access/actions'
import { ownRooms } from '@/access/scopes'
import { ratiosActions } from './actions'

/** Ratio alerts: admins and integrations read every one; a teacher their classrooms' (./actions.ts). Nobody else. */
export const ratioAlertReaders: Access = accessFor(ratiosActions.readRatios, { rooms: ownRooms('classroom') })

/** An alert's earlier versions, and unlocking one in the CMS: admins. */
export const ratioAlertReviewers: Access = accessFor(ratiosActions.reviewAlerts)
