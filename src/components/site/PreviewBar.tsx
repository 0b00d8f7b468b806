'use client'

import { usePathname, useRouter } from 'next/navigation'
import { useTranslations } from 'next-intl'
import { useEffect } from 'react'

/**
 * Shown only to an editor in draft mode. Inside the CMS's live preview it tells the CMS it is ready and
 * re-renders the page whenever the editor saves, so the preview follows the document.
 */
export function PreviewBar() {
  const t = useTranslations('site.common.preview')
  const router = useRouter()
  const pathname = usePathname()

  useEffect(() => {
    const cms = window.parent !== window ? window.parent : window.opener
    if (!cms) return
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== window.location.origin) return
      if (event.data?.type === 'payload-document-event') router.refresh()
    }
    window.addEventListener('message', onMessage)
    cms.postMessage({ type: 'payload-live-preview', ready: true }, window.location.origin)
    return () => window.removeEventListener('message', onMessage)
  }, [router])

  return (
    <div role="status" className="on-dark bg-lavender-700 px-4 py-2 text-center text-sm font-semibold text-white">
      {t('notice')}{' '}
      <a href={`/preview?exit&path=${encodeURIComponent(pathname)}`} className="underline underline-offset-2">
        {t('exit')}
      </a>
    </div>
  )
}
