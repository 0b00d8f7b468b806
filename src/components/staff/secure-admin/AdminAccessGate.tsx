'use client'

import Link from 'next/link'
import { type FormEvent, useId, useRef, useState } from 'react'

import { FormField } from '@/components/site/FormField'
import { Button } from '@/components/ui/button'
import { Icon, type IconProps } from '@/components/ui/icons'
import { Input } from '@/components/ui/input'
import { toast } from '@/components/ui/use-toast'
import type { SessionUser } from '@/components/session/session'
import { ApiError, apiRequest } from '@/lib/api-client'
import { loginSchema } from '@/schemas/login'
import { serverMessage } from '@/components/staff/server-records/records'

const EyeIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M2.06 12.35a1 1 0 0 1 0-.7 10.75 10.75 0 0 1 19.88 0 1 1 0 0 1 0 .7 10.75 10.75 0 0 1-19.88 0" />
    <circle cx="12" cy="12" r="3" />
  </Icon>
)
const EyeOffIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M10.73 5.08A10.43 10.43 0 0 1 12 5c7 0 10 7 10 7a13.16 13.16 0 0 1-1.67 2.68" />
    <path d="M6.61 6.61A13.53 13.53 0 0 0 2 12s3 7 10 7a9.74 9.74 0 0 0 5.39-1.61" />
    <path d="M14.12 14.12a3 3 0 1 1-4.24-4.24" />
    <path d="m2 2 20 20" />
  </Icon>
)

/** What the gate says for each refusal of POST /api/secure-admin/login. */
function refusal(error: unknown) {
  const status = error instanceof ApiError ? error.status : 0
  if (status === 401) return { title: 'Access Denied', description: 'Incorrect password. Please try again.' }
  if (status === 429) {
    return { title: 'Too Many Attempts', description: serverMessage(error) ?? 'Too many attempts. Please wait a minute and try again.' }
  }
  return { title: 'Error', description: serverMessage(error) ?? 'Something went wrong. Please try again.' }
}

/**
 * The 'Admin Access' gate of /secure-admin. The password is checked by the server, which answers a
 * right one with an admin session (ARCHITECTURE "The seed's unsafe screens, made safe").
 */
export function AdminAccessGate({ onAccessGranted }: { onAccessGranted: (user: SessionUser) => Promise<void> }) {
  const [password, setPassword] = useState('')
  const [visible, setVisible] = useState(false)
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
      const response = await apiRequest('POST', '/api/secure-admin/login', { password })
      const { user } = (await response.json()) as { user: SessionUser }
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
              <div className="relative">
                <Input
                  ref={input}
                  type={visible ? 'text' : 'password'}
                  autoComplete="current-password"
                  autoFocus
                  value={password}
                  onChange={(event) => setPassword(event.target.value)}
                  className="pr-12"
                  {...control}
                />
                <button
                  type="button"
                  onClick={() => setVisible((shown) => !shown)}
                  aria-label={visible ? 'Hide password' : 'Show password'}
                  aria-controls={passwordId}
                  className="absolute right-0.5 top-1/2 inline-flex size-10 -translate-y-1/2 items-center justify-center rounded-lg text-ink-soft hover:text-ink"
                >
                  {visible ? <EyeOffIcon className="size-5" /> : <EyeIcon className="size-5" />}
                </button>
              </div>
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
