// The billing screen's sections are the staff screens' own (src/components/staff/shared/StaffSection.tsx).
export { StaffSection as BillingSection, LoadState } from '@/components/staff/shared/StaffSection'
