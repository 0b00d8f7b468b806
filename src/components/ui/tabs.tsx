'use client'

import { Tabs as TabsPrimitive } from 'radix-ui'

import { styled } from './styled'

export const Tabs = styled(TabsPrimitive.Root, 'tabs', 'flex flex-col gap-4')

export const TabsList = styled(
  TabsPrimitive.List,
  'tabs-list',
  'inline-flex w-fit max-w-full flex-wrap items-center gap-1 rounded-2xl bg-brand-50 p-1 text-ink-soft',
)

export const TabsTrigger = styled(
  TabsPrimitive.Trigger,
  'tabs-trigger',
  'inline-flex min-h-10 items-center justify-center gap-2 whitespace-nowrap rounded-xl px-4 py-1.5 text-sm font-semibold transition-colors hover:text-ink disabled:pointer-events-none disabled:opacity-50 data-[state=active]:bg-white data-[state=active]:text-brand-700 data-[state=active]:shadow-sm',
)

export const TabsContent = styled(TabsPrimitive.Content, 'tabs-content', 'flex-1')
