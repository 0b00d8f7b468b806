import Link from 'next/link'

import { CENTRE } from '@/lib/constants'

export default function HomePage() {
  return (
    <main id="main" className="mx-auto max-w-3xl px-6 py-16">
      <h1 className="text-4xl font-bold text-brand-700">Multicultural Child Care Centre</h1>
      <p className="mt-4 text-lg">
        Licensed care and early education for children from 6 weeks to 12 years, {CENTRE.hours.days},{' '}
        {CENTRE.hours.open} - {CENTRE.hours.close}.
      </p>
      <p className="mt-6">
        <Link className="font-semibold text-brand-700 underline" href="/login">
          Parent Portal Login
        </Link>
      </p>
    </main>
  )
}
