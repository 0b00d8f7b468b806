'use client'

import type React from 'react'

import { ListState, RecordFacts, RecordItem, ScrollRegion } from './ListState'

export type ListedItem = {
  title: React.ReactNode
  badge?: React.ReactNode
  facts: [label: string, value: React.ReactNode][]
  /** Shown under the facts (a video player). */
  extra?: React.ReactNode
}

/** A staff list in its states: each record an item of a title, a badge and facts; it scrolls when `scrollLabel` names it. */
export function RecordList<T extends { id: string }>({
  list,
  what,
  empty,
  scrollLabel,
  className = 'flex flex-col gap-3',
  item,
}: {
  list: { records: readonly T[] | undefined; failed: boolean; reload: () => void }
  /** The records in the plural, for the state texts. */
  what: string
  empty: string
  scrollLabel?: string
  /** The list's layout (one column by default). */
  className?: string
  item: (record: T) => ListedItem
}) {
  return (
    <ListState {...list} what={what} empty={empty}>
      {(records) => {
        const items = (
          <ul className={className}>
            {records.map((record) => {
              const { title, badge, facts, extra } = item(record)
              return (
                <RecordItem key={record.id} title={title} badge={badge}>
                  <RecordFacts facts={facts} />
                  {extra}
                </RecordItem>
              )
            })}
          </ul>
        )
        return scrollLabel ? <ScrollRegion label={scrollLabel}>{items}</ScrollRegion> : items
      }}
    </ListState>
  )
}
