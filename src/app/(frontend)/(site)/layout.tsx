import type React from 'react'

import { PreviewBar } from '@/components/site/PreviewBar'
import { SiteFooter } from '@/components/site/SiteFooter'
import { SiteHeader } from '@/components/site/SiteHeader'
import { getSiteSettings, isPreviewing } from '@/server/content'

/** The public website's frame: skip link, sticky navigation, the page, the footer. */
export default async function SiteLayout({ children }: { children: React.ReactNode }) {
  const [settings, previewing] = await Promise.all([getSiteSettings(), isPreviewing()])
  return (
    <>
      {previewing && <PreviewBar />}
      <a
        href="#main"
        className="sr-only z-50 rounded-full bg-brand-700 px-5 py-3 font-semibold text-white focus:not-sr-only focus:fixed focus:left-4 focus:top-4"
      >
        Skip to main content
      </a>
      <SiteHeader settings={settings} />
      <main id="main" tabIndex={-1} className="outline-none">
        {children}
      </main>
      <SiteFooter settings={settings} />
    </>
  )
}
