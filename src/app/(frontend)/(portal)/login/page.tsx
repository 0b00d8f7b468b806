import type { Metadata } from 'next'

import { LoginScreen } from '@/components/portal/LoginScreen'
import { centrePhone } from '@/components/portal/centre-phone'

export const metadata: Metadata = { title: 'Parent Portal Login' }

type Props = { searchParams: Promise<{ next?: string | string[] }> }

export default async function LoginPage({ searchParams }: Props) {
  const [{ next }, phone] = await Promise.all([searchParams, centrePhone()])
  return <LoginScreen phone={phone} next={typeof next === 'string' ? next : null} />
}
