'use client'

import { Label as LabelPrimitive } from 'radix-ui'

import { styled } from './styled'

export const Label = styled(LabelPrimitive.Root, 'label', 'text-sm font-semibold text-ink peer-disabled:cursor-not-allowed peer-disabled:opacity-70')
