'use client'

import { FormIsland } from '@/components/site/FormIsland'
import { formLoader } from '@/components/site/formLoader'

/**
 * The contact form as its page renders it: a chunk of its own, fetched only when the visitor reaches the
 * form (src/components/site/FormIsland.tsx; why, beside the application form's LazyApplyForm).
 */
const contact = formLoader(() => import('./ContactForm').then((module) => module.ContactForm))

export function LazyContactForm() {
  return <FormIsland load={contact} />
}
