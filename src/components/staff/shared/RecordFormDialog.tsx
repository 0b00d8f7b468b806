'use client'

import { useTranslations } from 'next-intl'
import type React from 'react'

import { RequiredNote } from '@/components/forms/FormField'
import { Button } from '@/components/ui/button'
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, DialogTrigger } from '@/components/ui/dialog'
import { cn } from '@/lib/utils'

type Props = {
  /** Unique on the page: names the trigger's hint. */
  id: string
  open: boolean
  onOpenChange: (open: boolean) => void
  /** The button that opens the dialog; the title when not given. */
  triggerLabel?: string
  /** Why the trigger is disabled, shown beside it; no reason: enabled. */
  disabledReason?: string
  title: string
  description: string
  submitLabel: string
  /** While saving: the submit button is disabled and says `pendingLabel`. */
  pending?: boolean
  pendingLabel?: string
  onSubmit: React.FormEventHandler<HTMLFormElement>
  wide?: boolean
  children: React.ReactNode
}

/** Every staff screen's add-record button and its dialog: title, description, the form (scrolls on small screens), Cancel and submit. */
export function RecordFormDialog({
  id,
  open,
  onOpenChange,
  disabledReason,
  title,
  triggerLabel = title,
  description,
  submitLabel,
  pendingLabel,
  pending = false,
  onSubmit,
  wide = false,
  children,
}: Props) {
  const hintId = `${id}-disabled-reason`
  const t = useTranslations('staff.shared.dialog')
  return (
    <div className="flex flex-col items-start gap-1.5 sm:items-end">
      <Dialog open={open} onOpenChange={onOpenChange}>
        <DialogTrigger asChild>
          <Button disabled={Boolean(disabledReason)} aria-describedby={disabledReason ? hintId : undefined}>
            {triggerLabel}
          </Button>
        </DialogTrigger>
        <DialogContent className={cn(wide && 'max-w-2xl')}>
          <DialogHeader>
            <DialogTitle>{title}</DialogTitle>
            <DialogDescription>{description}</DialogDescription>
          </DialogHeader>
          <form noValidate onSubmit={onSubmit} className="grid gap-5">
            <RequiredNote />
            {children}
            <DialogFooter>
              <DialogClose asChild>
                <Button type="button" variant="ghost">
                  {t('cancel')}
                </Button>
              </DialogClose>
              <Button type="submit" disabled={pending}>
                {pending ? pendingLabel : submitLabel}
              </Button>
            </DialogFooter>
          </form>
        </DialogContent>
      </Dialog>
      {disabledReason && (
        <p id={hintId} className="max-w-xs text-sm text-ink-soft sm:text-right">
          {disabledReason}
        </p>
      )}
    </div>
  )
}
