import type { Metadata } from 'next'
import type React from 'react'

import './globals.css'

export const metadata: Metadata = {
  title: { default: 'Multicultural Child Care Centre', template: '%s · Multicultural Child Care Centre' },
  description:
    'A licensed multicultural child-care and early-education centre in North Carolina, serving children from 6 weeks to 12 years, Monday to Friday, 6:30 AM to 10:00 PM.',
  icons: { icon: '/media/favicon.png', apple: '/media/apple-touch-icon.png' },
}

/** The one root layout for everything that is ours (the CMS has its own under (payload)). */
export default function FrontendLayout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="en">
      <body className="min-h-screen bg-white font-sans text-slate-900 antialiased">{children}</body>
    </html>
  )
}
