import type React from 'react'

import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card'

/** A titled card of a tab: a form or a list. */
export function Panel({ title, description, children }: { title: string; description?: string; children: React.ReactNode }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">{title}</CardTitle>
        {description && <CardDescription>{description}</CardDescription>}
      </CardHeader>
      <CardContent>{children}</CardContent>
    </Card>
  )
}

/** A tab's form beside its list (stacked on a phone). */
export function FormAndList({ children }: { children: React.ReactNode }) {
  return <div className="grid items-start gap-6 lg:grid-cols-2">{children}</div>
}
