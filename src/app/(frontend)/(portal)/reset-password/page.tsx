import type { Metadata } from 'next'

import { ResetPasswordScreen } from '@/components/portal/ResetPasswordScreen'
import { passwordMessages } from '@/contract/schemas/password'

type Props = { searchParams: Promise<{ token?: string | string[]; invitation?: string | string[] }> }

const single = (value: string | string[] | undefined) => (typeof value === 'string' ? value : '')

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  const invitation = single((await searchParams).invitation) === '1'
  // The address holds the link's token: no other site is told it through a Referer.
  return { title: invitation ? 'Set Your Password' : 'Choose a New Password', referrer: 'no-referrer' }
}

export default async function ResetPasswordPage({ searchParams }: Props) {
  const query = await searchParams
  const token = single(query.token).trim()
  return <ResetPasswordScreen token={token} invitation={single(query.invitation) === '1'} incomplete={token ? null : passwordMessages.token} />
}
