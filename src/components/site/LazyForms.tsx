'use client'

import { FormIsland } from './FormIsland'
import { formLoader } from './formLoader'

/**
 * The public forms, each a chunk of its own that the page fetches only when the visitor reaches the form
 * (src/components/site/FormIsland.tsx). All public pages share one route, whose client components are
 * otherwise shipped to every page; the forms are still rendered on the server, so the form is in the HTML
 * before its script arrives.
 */
const apply = formLoader(() => import('@/features/applications/screens/site/ApplyForm').then((module) => module.ApplyForm))
const contact = formLoader(() => import('@/features/contact/screens/site/ContactForm').then((module) => module.ContactForm))

export function ApplyForm() {
  return <FormIsland load={apply} />
}

export function ContactForm() {
  return <FormIsland load={contact} />
}
