'use client'

import Link from 'next/link'
import { type FormEvent, useId, useRef, useState } from 'react'

import { FormField } from '@/components/forms/FormField'
import { Button } from '@/components/ui/button'
import { PasswordInput } from '@/components/ui/password-input'
import { toast } from '@/components/ui/use-toast'
import type { SessionUser } from '@/components/session/session'
import { api } from '@/contract/api'
import { ApiError, send } from '@/contract/client'
import { loginSchema } from '@/contract/schemas/login'

/** What the gate says for each refusal of `api.session.secureAdminGate`. */
function refusal(error: unknown) {
  const status = error instanceof ApiError ? error.status : 0
  const serverMessage = error instanceof ApiError ? error.serverMessage : null
  if (status === 401) return { title: 'Access Denied', description: 'Incorrect password. Please try again.' }
  if (status === 429) {
    return { title: 'Too Many Attempts', description: serverMessage ?? 'Too many attempts. Please wait a minute and try again.' }
  }
  return { title: 'Error', description: serverMessage ?? 'Something went wrong. Please try again.' }
}

/**
 * The 'Admin Access' gate of /secure-admin. The password is checked by the server, which answers a
 * right one with an admin session (ARCHITECTURE "The seed's unsafe screens, made safe").
 */
export function AdminAccessGate({ onAccessGranted }: { onAccessGranted: (user: SessionUser) => Promise<void> }) {
  const [password, setPassword] = useState('')
  const [pending, setPending] = useState(false)
  const [error, setError] = useState<string>()
  const input = useRef<HTMLInputElement>(null)
  const id = useId()
  const passwordId = `${id}-password`

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const checked = loginSchema.shape.password.safeParse(password)
    if (!checked.success) {
      setError(checked.error.issues[0]?.message)
      input.current?.focus()
      return
    }
    setError(undefined)
    setPending(true)
    try {
      const { user } = await send(api.session.secureAdminGate, { password })
      setPassword('')
      toast({ title: 'Access Granted', description: 'Welcome to the secure admin dashboard!' })
      await onAccessGranted(user)
    } catch (failure) {
      toast({ ...refusal(failure), variant: 'destructive' })
      setPending(false)
      input.current?.select()
    }
  }

  return (
    <main className="flex min-h-screen items-center justify-center bg-brand-50 px-4 py-12">
      <div className="w-full max-w-md rounded-3xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8">
        <h1 className="text-3xl font-extrabold tracking-tight text-ink">Admin Access</h1>
        <p className="mt-2 text-ink-soft">Enter the admin password to open the secure admin dashboard.</p>
        <form noValidate onSubmit={submit} className="mt-6 flex flex-col gap-5">
          <FormField id={passwordId} label="Password" required error={error}>
            {(control) => (
              <PasswordInput
                ref={input}
                autoComplete="current-password"
                autoFocus
                value={password}
                onChange={(event) => setPassword(event.target.value)}
                {...control}
              />
            )}
          </FormField>
          <Button type="submit" size="lg" disabled={pending} className="w-full">
            {pending ? 'Checking...' : 'Access Dashboard'}
          </Button>
        </form>
        <p className="mt-6 text-center text-sm">
          <Link href="/" className="font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-800">
            Back to the main site
          </Link>
        </p>
      </div>
    </main>
  )
}
