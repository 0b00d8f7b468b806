/** Stamps every incoming request with its client address (CLIENT_ADDRESS_HEADER). */
export function stampClientAddresses(): void {
  // Filled in by the hardening work (issue 12, rate limits).
}
