import type { CollectionConfig } from 'payload'

import { canOpenCms } from '@/access/contentManagers'
import { LANGUAGE_NAMES, LOCALES } from '@/i18n/routing'
import { DEFAULT_ROLE, MAX, ROLES } from '@/lib/constants'
import { parentAccountMessages } from '@/contract/schemas/parent'
import { requiredText } from '@/contract/schemas/fields'
import { zodValidate } from '@/collections/shared/zodValidate'
import { accountChangers, accountManagers, accountManagersField, accountReaders } from './access'
import { apiKeyField, apiKeyOnlyForIntegrations, integrationsUseTheirKey } from './hooks/apiKeys'
import { firstAccountIsAdmin } from './hooks/firstAccount'
import { refuseGateAccountLogin } from './hooks/gateAccountLogin'
import { hashedResetPassword, pacedForgotPassword } from './forgotPassword'
import { pendingEmailField, pendingIdentifierChanges } from './hooks/accountIdentifiers'
import { currentPasswordField, requireCurrentPassword } from './hooks/currentPassword'
import { forgetSessionsAfterChange, forgetSessionsAfterDelete, forgetSessionsAfterLogout, forgetSessionsAfterPasswordReset } from './hooks/forgetSessions'
import { linkUsedOnce } from './hooks/linkUsedOnce'
import { clearFailuresAfterLogin, defendLogin, oneLoginRefusal } from './hooks/loginDefence'
import { validateCredentials } from './hooks/validateCredentials'

export const Users: CollectionConfig = {
  slug: 'users',
  admin: {
    useAsTitle: 'username',
    defaultColumns: ['username', 'firstName', 'lastName', 'email', 'role'],
  },
  auth: {
    // Email login stays allowed so Payload keeps email unique (when given); our forms log in by username.
    loginWithUsername: { allowEmailLogin: true, requireEmail: false, requireUsername: true },
    // No per-account lockout (anyone could lock a parent out): failures are counted per address and
    // login name instead, with a growing wait (hooks/loginDefence.ts).
    maxLoginAttempts: 0,
    tokenExpiration: 60 * 60 * 8,
    useSessions: true,
    // Integration accounts only (hooks/apiKeys.ts): `Authorization: users API-Key <key>`, no cookie.
    useAPIKey: true,
    // The session lives in the HttpOnly cookie only; no token for scripts to read.
    removeTokenFromResponses: true,
    cookies: {
      sameSite: 'Lax',
      secure: process.env.NODE_ENV === 'production' && process.env.INSECURE_COOKIES !== 'true',
    },
  },
  // The CMS's forgot and reset screens use the site's password links (src/features/accounts/passwordLinks.ts).
  endpoints: [pacedForgotPassword, hashedResetPassword],
  access: {
    admin: canOpenCms,
    create: accountManagers,
    read: accountReaders,
    readVersions: accountManagers,
    update: accountChangers,
    delete: accountManagers,
    unlock: accountManagers,
  },
  hooks: {
    beforeOperation: [defendLogin, linkUsedOnce],
    afterOperation: [clearFailuresAfterLogin, forgetSessionsAfterPasswordReset],
    afterError: [oneLoginRefusal],
    beforeValidate: [requireCurrentPassword, pendingIdentifierChanges, validateCredentials],
    beforeChange: [firstAccountIsAdmin, apiKeyOnlyForIntegrations],
    beforeLogin: [refuseGateAccountLogin, integrationsUseTheirKey],
    afterChange: [forgetSessionsAfterChange],
    afterDelete: [forgetSessionsAfterDelete],
    afterLogout: [forgetSessionsAfterLogout],
  },
  fields: [
    {
      name: 'firstName',
      type: 'text',
      maxLength: MAX.name,
      validate: zodValidate(requiredText(parentAccountMessages.firstName, MAX.name).optional()),
    },
    {
      name: 'lastName',
      type: 'text',
      maxLength: MAX.name,
      validate: zodValidate(requiredText(parentAccountMessages.lastName, MAX.name).optional()),
    },
    {
      name: 'role',
      type: 'select',
      required: true,
      defaultValue: DEFAULT_ROLE,
      options: ROLES.map((role) => ({ label: role[0].toUpperCase() + role.slice(1), value: role })),
      index: true,
      saveToJWT: true,
      access: { create: accountManagersField, update: accountManagersField },
      admin: { position: 'sidebar' },
    },
    {
      // A teacher's classrooms: they see and record those classrooms' children only.
      name: 'classrooms',
      type: 'relationship',
      relationTo: 'classrooms',
      hasMany: true,
      access: { create: accountManagersField, update: accountManagersField },
      admin: { position: 'sidebar', condition: (data) => data?.role === 'teacher', description: 'The classrooms this teacher works in.' },
    },
    apiKeyField,
    pendingEmailField,
    currentPasswordField,
    {
      // Set when an invitation is mailed, cleared when its link (or any reset link) sets a password.
      name: 'invitationPending',
      type: 'checkbox',
      defaultValue: false,
      access: { create: () => false, update: () => false },
      admin: {
        readOnly: true,
        position: 'sidebar',
        description: 'Invited by email and has not chosen a password yet.',
        condition: (data) => Boolean(data?.invitationPending),
      },
    },
    {
      // Which mails the account holder wants (the parent portal's "Email notices"); later notices add theirs.
      name: 'notifications',
      type: 'group',
      admin: { description: 'Which notices this person receives by email.' },
      fields: [
        { name: 'applicationUpdates', type: 'checkbox', defaultValue: true, label: 'Changes to an application I sent' },
        { name: 'newsletters', type: 'checkbox', defaultValue: true, label: 'A new newsletter is published' },
        { name: 'messages', type: 'checkbox', defaultValue: true, label: 'A message from the centre' },
        { name: 'invoices', type: 'checkbox', defaultValue: true, label: 'A new invoice' },
        { name: 'medication', type: 'checkbox', defaultValue: true, label: 'A medicine given to my child (or refused or missed)' },
      ],
    },
    {
      // The language of this person's portal and of every mail they receive. The account holder
      // sets it with the language switcher (POST /api/account/language); an admin may set it for them.
      // Empty until chosen: the portal then follows the page's address, and mails are in English.
      name: 'language',
      type: 'select',
      options: LOCALES.map((value) => ({ value, label: LANGUAGE_NAMES[value] })),
      saveToJWT: true,
      admin: { position: 'sidebar', description: 'The language of this person’s portal and of the mails they receive (English until chosen).' },
    },
  ],
  timestamps: true,
}
