/** The centre's mark: four children's colours holding hands in a circle (decorative). */
export function LogoMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 40 40" aria-hidden="true" focusable="false" className={className} width={40} height={40}>
      <circle cx="20" cy="20" r="20" fill="#fff8ee" />
      <circle cx="20" cy="10.5" r="5.5" fill="#ff7f6b" />
      <circle cx="29.5" cy="20" r="5.5" fill="#ffc93c" />
      <circle cx="20" cy="29.5" r="5.5" fill="#7bc47f" />
      <circle cx="10.5" cy="20" r="5.5" fill="#5fa8d3" />
      <circle cx="20" cy="20" r="3.5" fill="#b8a1e3" />
    </svg>
  )
}
