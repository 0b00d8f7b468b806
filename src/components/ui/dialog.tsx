'use client'

import { useTranslations } from 'next-intl'
import { Dialog as DialogPrimitive } from 'radix-ui'
import type React from 'react'

import { cn } from '@/lib/utils'
import { XIcon } from './icons'
import { styled } from './styled'

export const Dialog = DialogPrimitive.Root
export const DialogTrigger = DialogPrimitive.Trigger
export const DialogClose = DialogPrimitive.Close

export function DialogContent({ className, children, ...props }: React.ComponentProps<typeof DialogPrimitive.Content>) {
  const t = useTranslations('ui')
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay data-slot="dialog-overlay" className="fixed inset-0 z-50 bg-ink/50" />
      <DialogPrimitive.Content
        data-slot="dialog-content"
        className={cn(
          'fixed left-1/2 top-1/2 z-50 grid max-h-[90vh] w-[calc(100%-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 gap-4 overflow-y-auto rounded-3xl bg-white p-6 text-ink shadow-xl',
          className,
        )}
        {...props}
      >
        {children}
        <DialogPrimitive.Close className="absolute right-3 top-3 inline-flex size-10 items-center justify-center rounded-full text-ink-soft hover:bg-brand-50 hover:text-ink">
          <XIcon className="size-5" />
          <span className="sr-only">{t('close')}</span>
        </DialogPrimitive.Close>
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  )
}

export const DialogHeader = styled('div', 'dialog-header', 'flex flex-col gap-1.5 pr-8')

export const DialogFooter = styled('div', 'dialog-footer', 'flex flex-col-reverse gap-2 sm:flex-row sm:justify-end')

export const DialogTitle = styled(DialogPrimitive.Title, 'dialog-title', 'text-xl font-bold text-ink')

export const DialogDescription = styled(DialogPrimitive.Description, 'dialog-description', 'text-base text-ink-soft')
