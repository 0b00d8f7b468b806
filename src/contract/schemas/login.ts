import { z } from '@/contract/schemas/z'

import { MAX } from '@/lib/constants'
import { requiredText } from './fields'

export const loginSchema = z.object({
  username: requiredText('Username is required', MAX.username),
  password: z
    .string({ error: 'Password is required' })
    .min(1, 'Password is required')
    .max(MAX.password, `Must be at most ${MAX.password} characters`),
})

export type LoginInput = z.input<typeof loginSchema>

/** The /secure-admin gate: the centre's shared password. */
export const secureAdminGateSchema = z.object({
  password: z.string({ error: 'Password is required' }).min(1, 'Password is required').max(256),
})
