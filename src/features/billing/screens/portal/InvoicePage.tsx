import { pageLocale, titleFrom } from '@/i18n/pages'
import { InvoiceView } from './InvoiceView'

type Props = { params: Promise<{ locale: string; invoiceId: string }> }

export const generateMetadata = titleFrom('portal.meta.invoice')

/** /billing/invoices/:id: one invoice of the parent's family, as a page, with its PDF. */
export default async function InvoicePage(props: Props) {
  await pageLocale(props)
  const { invoiceId } = await props.params
  return <InvoiceView invoiceId={invoiceId} />
}
