import { CallTheCentre } from './PortalFrame'
import { EmptyState } from './RecordStates'

/** A parent account with no child linked to it yet. */
export function NoChildren({ phone, heading }: { phone: string | null; heading: 'h2' | 'h3' }) {
  return (
    <EmptyState title="No Children Found" heading={heading}>
      We could not find a child linked to your account. Please <CallTheCentre phone={phone} /> and we will set it up.
    </EmptyState>
  )
}
