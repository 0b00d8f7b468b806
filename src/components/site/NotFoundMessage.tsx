import Link from 'next/link'

import { Button } from '@/components/ui/button'

/** The not-found page's text (SPEC §2) and a way back. */
export function NotFoundMessage() {
  return (
    <div className="mx-auto flex max-w-2xl flex-col items-center px-4 py-24 text-center sm:px-6">
      <p aria-hidden="true" className="text-7xl font-extrabold text-coral-600">
        404
      </p>
      <h1 className="mt-4 text-3xl font-extrabold tracking-tight text-ink sm:text-4xl">404 Page Not Found</h1>
      <p className="mt-4 text-lg text-ink-soft">Did you forget to add the page to the router?</p>
      <Button asChild size="lg" className="mt-8">
        <Link href="/">Back to the home page</Link>
      </Button>
    </div>
  )
}
