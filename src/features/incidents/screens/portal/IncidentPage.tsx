import { pageLocale, titleFrom } from '@/i18n/pages'
import { IncidentPrint } from './IncidentPrint'

type Props = { params: Promise<{ locale: string; incidentId: string }> }

export const generateMetadata = titleFrom('portal.meta.incident')

/** One incident report, laid out to print (or save as PDF from the print dialog) with both signatures. */
export default async function IncidentPage(props: Props) {
  await pageLocale(props)
  const { incidentId } = await props.params
  return <IncidentPrint incidentId={incidentId} />
}
