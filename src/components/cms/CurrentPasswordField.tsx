'use client'

import { PasswordField } from '@payloadcms/ui'
import type { TextFieldClientComponent } from 'payload'

/** Always valid in the browser: the server asks for it only when the save changes a password, username or email. */
const decidedByTheServer = () => true as const

/**
 * The CMS account screen's "Current password": Payload's password input, without the rules of a new
 * password it applies when given none (required, minimum length), which blocked every save of one's own
 * account, a name change included, in the browser (src/features/accounts/hooks/currentPassword.ts decides).
 */
export const CurrentPasswordField: TextFieldClientComponent = ({ field, path }) => (
  <PasswordField field={field} path={path ?? field.name} autoComplete="current-password" validate={decidedByTheServer} />
)
