import { useTranslations } from 'next-intl'

/** SPEC §2: shown until the tab's records have been read (the server's HTML and hydration). */
export function LoadingRecords() {
  const t = useTranslations('staff.practice')
  return (
    <p role="status" className="py-10 text-center text-lg text-ink-soft">
      {t('loading')}
    </p>
  )
}
