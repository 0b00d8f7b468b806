'use client'

import { FormIsland } from '@/components/site/FormIsland'
import { formLoader } from '@/components/site/formLoader'

/**
 * The application form as its page renders it: a chunk of its own that the page fetches only when the
 * visitor reaches the form (src/components/site/FormIsland.tsx). All public pages share one route, whose
 * client components are otherwise shipped to every page; the form is still rendered on the server, so it is
 * in the HTML before its script arrives.
 */
const apply = formLoader(() => import('./ApplyForm').then((module) => module.ApplyForm))

export function LazyApplyForm() {
  return <FormIsland load={apply} />
}
