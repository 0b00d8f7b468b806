import type { Metadata, Viewport } from 'next'
import type React from 'react'

import { Toaster } from '@/components/ui/toaster'
import { serverURL } from '@/lib/runtimeConfig'
import { OPEN_GRAPH_DEFAULTS, SITE_DESCRIPTION, SITE_NAME } from '@/components/site/seo'

import './globals.css'

export const metadata: Metadata = {
  metadataBase: new URL(serverURL),
  title: { default: SITE_NAME, template: `%s · ${SITE_NAME}` },
  description: SITE_DESCRIPTION,
  applicationName: SITE_NAME,
  icons: { icon: '/media/favicon.png', apple: '/media/apple-touch-icon.png' },
  openGraph: { ...OPEN_GRAPH_DEFAULTS, images: [...OPEN_GRAPH_DEFAULTS.images] },
  twitter: { card: 'summary_large_image' },
}

export const viewport: Viewport = { themeColor: '#1d5fa8' }

/** The one root layout for everything that is ours (the CMS has its own under (payload)). */
export default function FrontendLayout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="en">
      <body className="min-h-screen bg-white font-sans text-ink antialiased">
        {children}
        <Toaster />
      </body>
    </html>
  )
}
