'use client'

import dynamic from 'next/dynamic'

/**
 * The forms, loaded as separate chunks. All public pages share one route, whose client components are
 * otherwise shipped to every page: this keeps react-hook-form and zod off the pages without a form.
 * They are still rendered on the server, so the form is in the HTML before its script arrives.
 */
export const ApplyForm = dynamic(() => import('@/features/applications/screens/site/ApplyForm').then((module) => module.ApplyForm))
export const ContactForm = dynamic(() => import('@/features/contact/screens/site/ContactForm').then((module) => module.ContactForm))
