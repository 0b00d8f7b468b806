import type { SqlClient } from './large'

/** The county agency of the demo's billing (src/features/billing/seed.ts), which the bench families' authorizations name. */
const AGENCY_NAME = 'Wake County Department of Social Services'
/** One family in ten has a subsidy authorization: those whose number ends in this digit. */
const SUBSIDIZED_DIGIT = 3
/** One child in twenty has a staff family's discount on its plan (with its reason, as the plan's rules ask). */
const STAFF_DISCOUNT = { every: 20, at: 7, basisPoints: 500, reason: 'Staff family' }
/** The authorizations' year, as the demo's: a fiscal year of the state's programme. */
const AUTHORIZED = { from: '2026-07-01', to: '2027-06-30' }
/** What subsidized families pay a month, by their number: the programme's fee follows the family's income. */
const PARENT_FEES = [9_000, 18_500, 27_500, 0]

/**
 * The large centre's billing, in the seed's transaction (after `bench_children` and `bench_rooms` exist):
 * every bench child without a plan gets one, from the day it was enrolled, open, at the rate of its room's
 * NC age band in the latest fee schedule (infant, toddler and twos full time by the month; threes
 * part time and school age after school by the week; fours full time), one in twenty with a staff discount;
 * one family in ten a subsidy authorization from the Wake County agency for the child.
 *
 * Written set-based in SQL, so it keeps the plans' rules (src/features/billing/hooks/billingRules.ts) by
 * construction: the rate is taken from a schedule's rates (so its code exists), a discount has its reason,
 * and only a child with no plan at all gets one (no two plans of a child on one day); the authorization
 * copies its agency's name as `authorizationRules` does, and the family is the child's parent as
 * `setFamilyFromChild` sets it. Run again, it adds nothing. Needs the demo's fee schedules and agency
 * (the normal seed, which runs first): without them it says so and adds nothing.
 */
export async function seedLargeCentreBilling(client: SqlClient): Promise<{ plans: number; authorizations: number; missing: string[] }> {
  const missing: string[] = []
  const plans = await client.query(
    `with latest as (
       select s.id from fee_schedules s order by s.effective_from desc limit 1
     ), band_rates as (
       select r.age_band::text as band, min(r.code) as code
       from fee_schedules_rates r join latest l on l.id = r._parent_id
       group by r.age_band
     )
     insert into billing_plans (child_id, family_id, rate_code, "from", "to", discount_basis_points, discount_reason, charge_registration_fee)
     select c.id, c.parent_id, br.code, c.enrolled::timestamp at time zone 'UTC', null,
            case when c.n % $1::int = $2::int then $3::int else 0 end,
            case when c.n % $1::int = $2::int then $4::text end,
            false
     from bench_children c
     join bench_rooms r on r.id = c.classroom_id
     join band_rates br on br.band = r.band
     where not exists (select 1 from billing_plans p where p.child_id = c.id)`,
    [STAFF_DISCOUNT.every, STAFF_DISCOUNT.at, STAFF_DISCOUNT.basisPoints, STAFF_DISCOUNT.reason],
  )
  const unplanned = await client.query(`select count(*)::int as n from bench_children c where not exists (select 1 from billing_plans p where p.child_id = c.id)`)
  if (Number(unplanned.rows[0]?.n ?? 0) > 0) missing.push(`billing plans for ${unplanned.rows[0]?.n} bench children (no fee schedule has a rate for their room's age band: run the normal seed first)`)

  const agency = await client.query(`select id, name from subsidy_agencies where name = $1`, [AGENCY_NAME])
  if (!agency.rows[0]) {
    missing.push(`subsidy authorizations (no agency "${AGENCY_NAME}": run the normal seed first)`)
    return { plans: plans.rowCount ?? 0, authorizations: 0, missing }
  }
  // The agency pays about the child's tuition a month: its plan's rate, a weekly one over 52 weeks / 12 months.
  const authorizations = await client.query(
    `insert into subsidy_authorizations (child_id, family_id, agency_id, agency_name, case_number, start_date, end_date, agency_rate_cents, parent_fee_cents)
     select c.id, c.parent_id, $1::uuid, $2::text, 'WAKE-BENCH-' || lpad(c.n::text, 5, '0'),
            greatest(c.enrolled, $3::date)::timestamp at time zone 'UTC', $4::date::timestamp at time zone 'UTC',
            coalesce((select round(case when r.period = 'weekly' then r.amount_cents * 52 / 12 else r.amount_cents end)
                      from fee_schedules_rates r join fee_schedules s on s.id = r._parent_id
                      where r.code = p.rate_code order by s.effective_from desc limit 1), 0),
            ($5::int[])[1 + (c.n / 10) % cardinality($5::int[])]
     from bench_children c
     join lateral (select rate_code from billing_plans where child_id = c.id order by "from" desc limit 1) p on true
     where c.n % 10 = $6::int
       and not exists (select 1 from subsidy_authorizations a where a.child_id = c.id)`,
    [agency.rows[0].id, agency.rows[0].name, AUTHORIZED.from, AUTHORIZED.to, PARENT_FEES, SUBSIDIZED_DIGIT],
  )
  return { plans: plans.rowCount ?? 0, authorizations: authorizations.rowCount ?? 0, missing }
}
