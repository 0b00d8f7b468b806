import type React from 'react'

import { Button } from '@/components/ui/button'
import { FormAndList, Panel } from './Panel'

/** An admin tab: a titled form with its submit button, beside a titled list. */
export function FormListTab({
  formTitle,
  formDescription,
  onSubmit,
  describedBy,
  grid = false,
  fields,
  submitLabel,
  pendingLabel,
  pending = false,
  listTitle,
  list,
}: {
  formTitle: string
  formDescription?: string
  onSubmit: React.FormEventHandler<HTMLFormElement>
  /** The id of a text that explains the form. */
  describedBy?: string
  /** Lay `fields` out in two columns (on wider screens). */
  grid?: boolean
  fields: React.ReactNode
  submitLabel: string
  /** While saving: the submit button is disabled and says `pendingLabel`. */
  pendingLabel?: string
  pending?: boolean
  listTitle: string
  list: React.ReactNode
}) {
  return (
    <FormAndList>
      <Panel title={formTitle} description={formDescription}>
        <form noValidate onSubmit={onSubmit} aria-describedby={describedBy} className="flex flex-col gap-5">
          {grid ? <div className="grid gap-4 sm:grid-cols-2">{fields}</div> : fields}
          <Button type="submit" disabled={pending} className="self-start">
            {pending ? pendingLabel : submitLabel}
          </Button>
        </form>
      </Panel>
      <Panel title={listTitle}>{list}</Panel>
    </FormAndList>
  )
}
