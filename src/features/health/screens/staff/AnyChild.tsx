'use client'

import { useTranslations } from 'next-intl'
import { useState } from 'react'

import { ChoiceSelect } from '@/components/forms/ChoiceSelect'
import { FormField } from '@/components/forms/FormField'
import { useEndpoint } from '@/components/swr'
import { Button } from '@/components/ui/button'
import { familyAdminEndpoints } from '@/features/families/endpoints'
import { LoadState, StaffSection } from '@/components/staff/shared/StaffSection'
import type { OpenedChild } from './openedChild'

/** Any child's record, up to date or not: a child chosen from every child of the centre. */
export function AnyChild({ onOpen }: { onOpen: (child: OpenedChild) => void }) {
  const t = useTranslations('staff.health.any')
  const health = useTranslations('staff.health')
  const { data, error, mutate } = useEndpoint(familyAdminEndpoints.children)
  const [chosen, setChosen] = useState('')
  const nameOf = (child: { firstName: string; lastName: string }) => `${child.firstName} ${child.lastName}`
  return (
    <StaffSection id="health-any" title={t('label')}>
      {!data ? (
        <LoadState loading={t('loading')} failed={error ? t('loadFailed') : undefined} retry={() => void mutate()} retryLabel={health('tryAgain')} />
      ) : (
        <form
          className="flex flex-wrap items-end gap-3"
          onSubmit={(event) => {
            event.preventDefault()
            const child = data.find((candidate) => candidate.id === chosen)
            if (child) onOpen({ id: child.id, name: nameOf(child) })
          }}
        >
          <FormField id="health-any-child" label={t('choose')} className="min-w-[16rem]">
            {(aria) => (
              <ChoiceSelect
                choices={[...data].sort((a, b) => nameOf(a).localeCompare(nameOf(b))).map((child) => ({ value: child.id, label: nameOf(child) }))}
                placeholder={t('choose')}
                value={chosen}
                onChange={(event) => setChosen(event.target.value)}
                {...aria}
              />
            )}
          </FormField>
          <Button type="submit" variant="outline" disabled={!chosen}>
            {t('open')}
          </Button>
        </form>
      )}
    </StaffSection>
  )
}
