'use client'

import { useTranslations } from 'next-intl'

import { NoChildren } from '@/components/portal/NoChildren'
import { AsyncRecords } from '@/components/portal/RecordStates'
import type { PortalSectionProps } from '@/components/portal/sections'
import { useEndpoint } from '@/components/swr'
import { ownChildrenEndpoints } from '@/features/families/endpoints'
import { ChildCard } from './ChildCard'

/** The parent dashboard's first section: the family's own children, a card each (or how to reach the centre when there are none). */
export function ChildrenList({ phone }: PortalSectionProps) {
  const t = useTranslations('portal.children')
  const children = useEndpoint(ownChildrenEndpoints.ownChildren)
  return (
    <section aria-labelledby="your-children" className="mt-8 flex flex-col gap-6">
      <h2 id="your-children" className="text-2xl font-bold text-ink">
        {t('heading')}
      </h2>
      <AsyncRecords
        result={children}
        loading={t('loading')}
        failed={t('failed')}
        empty={<NoChildren phone={phone} heading="h3" />}
      >
        {(items) => items.map((child) => <ChildCard key={child.id} child={child} />)}
      </AsyncRecords>
    </section>
  )
}
