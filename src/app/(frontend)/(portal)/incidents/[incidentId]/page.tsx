import type { Metadata } from 'next'

import { IncidentPrint } from '@/components/portal/IncidentPrint'

export const metadata: Metadata = { title: 'Incident Report' }

type Props = { params: Promise<{ incidentId: string }> }

/** One incident report, laid out to print (or save as PDF from the print dialog) with both signatures. */
export default async function IncidentPage({ params }: Props) {
  const { incidentId } = await params
  return <IncidentPrint incidentId={incidentId} />
}
