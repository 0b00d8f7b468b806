'use client'

import { useTranslations } from 'next-intl'
import type React from 'react'
import { useState } from 'react'

import { cn } from '@/lib/utils'
import { Button } from './button'
import { EyeIcon, EyeOffIcon } from './icons'
import { Input } from './input'

/**
 * A password field with a show/hide toggle beside it. The toggle's name says what it will do
 * ('Show password' / 'Hide password'), so it needs no pressed state; `id` ties it to the field.
 */
export function PasswordInput({ className, ...props }: Omit<React.ComponentProps<'input'>, 'type'>) {
  const t = useTranslations('ui')
  const [visible, setVisible] = useState(false)
  return (
    <div className="relative">
      <Input type={visible ? 'text' : 'password'} className={cn('pr-14', className)} {...props} />
      <Button
        type="button"
        variant="ghost"
        size="icon"
        className="absolute right-0.5 top-1/2 -translate-y-1/2"
        aria-label={visible ? t('hidePassword') : t('showPassword')}
        aria-controls={props.id}
        onClick={() => setVisible((shown) => !shown)}
      >
        {visible ? <EyeOffIcon /> : <EyeIcon />}
      </Button>
    </div>
  )
}
