'use client'

import { useTranslations } from 'next-intl'
import { Toast as ToastPrimitive } from 'radix-ui'
import type React from 'react'

import { TOAST } from './timing'
import { cn, variants, type VariantProps } from '@/lib/utils'
import { XIcon } from './icons'
import { styled } from './styled'

/**
 * Toasts last 5000 ms and are swiped away to the right past 50 px (SPEC §9). `label` is what a screen
 * reader says before each toast: Radix's default is English ("Notification"), so it is the page's word.
 */
export function ToastProvider({
  duration = TOAST.durationMs,
  swipeDirection = 'right',
  swipeThreshold = TOAST.swipeThreshold,
  ...props
}: React.ComponentProps<typeof ToastPrimitive.Provider>) {
  const t = useTranslations('ui')
  return <ToastPrimitive.Provider label={t('notification')} duration={duration} swipeDirection={swipeDirection} swipeThreshold={swipeThreshold} {...props} />
}

/** Where toasts appear; F8 moves focus to it (SPEC §9). Its name is the page's ("Notificaciones (F8)"), not Radix's English default. */
export function ToastViewport({ className, hotkey = [...TOAST.hotkey], ...props }: React.ComponentProps<typeof ToastPrimitive.Viewport>) {
  const t = useTranslations('ui')
  return (
    <ToastPrimitive.Viewport
      data-slot="toast-viewport"
      hotkey={hotkey}
      label={t('notifications', { hotkey: hotkey.join('+') })}
      className={cn(
        'fixed top-0 z-[100] flex max-h-screen w-full flex-col-reverse gap-2 p-4 outline-none sm:bottom-0 sm:right-0 sm:top-auto sm:flex-col md:max-w-[26rem]',
        className,
      )}
      {...props}
    />
  )
}

export const toastVariants = variants(
  'group pointer-events-auto relative flex w-full items-start justify-between gap-3 overflow-hidden rounded-2xl border p-4 pr-10 shadow-lg data-[state=open]:animate-toast-in data-[state=closed]:animate-toast-out data-[swipe=cancel]:translate-x-0 data-[swipe=end]:animate-toast-out data-[swipe=move]:translate-x-(--radix-toast-swipe-move-x) data-[swipe=move]:transition-none',
  {
    variants: {
      variant: {
        default: 'border-slate-200 bg-white text-ink',
        destructive: 'on-dark border-coral-700 bg-coral-700 text-white',
      },
    },
    defaultVariants: { variant: 'default' },
  },
)

export type ToastVariant = NonNullable<VariantProps<typeof toastVariants>['variant']>

export function Toast({ className, variant, ...props }: React.ComponentProps<typeof ToastPrimitive.Root> & VariantProps<typeof toastVariants>) {
  return <ToastPrimitive.Root data-slot="toast" className={toastVariants({ variant, className })} {...props} />
}

export const ToastTitle = styled(ToastPrimitive.Title, 'toast-title', 'text-base font-bold')

export const ToastDescription = styled(ToastPrimitive.Description, 'toast-description', 'text-sm opacity-95')

export const ToastAction = styled(
  ToastPrimitive.Action,
  'toast-action',
  'inline-flex min-h-9 shrink-0 items-center rounded-full border border-current px-3 text-sm font-semibold hover:bg-black/5',
)

export function ToastClose({ className, ...props }: React.ComponentProps<typeof ToastPrimitive.Close>) {
  const t = useTranslations('ui')
  return (
    <ToastPrimitive.Close
      data-slot="toast-close"
      aria-label={t('close')}
      className={cn('absolute right-2 top-2 inline-flex size-8 items-center justify-center rounded-full opacity-80 hover:opacity-100', className)}
      {...props}
    >
      <XIcon className="size-4" />
    </ToastPrimitive.Close>
  )
}
