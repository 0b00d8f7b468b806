/** A complete, valid enrollment application (the required fields of docs/spec.md §2); tests override fields. */
export const validApplication = (overrides: Record<string, unknown> = {}): Record<string, unknown> => ({
  parentFirstName: 'Ana',
  parentLastName: 'Silva',
  email: 'ana.silva@example.com',
  phone: '(919) 555-0100',
  address: '1 Main St, Raleigh, NC',
  childFirstName: 'Leo',
  childLastName: 'Silva',
  childDateOfBirth: '2023-05-01',
  childAgeGroup: 'toddler',
  desiredStartDate: '2027-01-04',
  schedulePreference: 'first-shift',
  ...overrides,
})
