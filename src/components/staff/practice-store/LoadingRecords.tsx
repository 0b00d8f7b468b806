/** SPEC §2: shown until the tab's records have been read (the server's HTML and hydration). */
export function LoadingRecords() {
  return (
    <p role="status" className="py-10 text-center text-lg text-ink-soft">
      Loading data...
    </p>
  )
}
