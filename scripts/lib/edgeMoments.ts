import { centreInstant } from '../../src/lib/dates'

/** The edge moments, centre wall times (CENTRE_TIME_ZONE, America/New_York by default). */
export const EDGE_MOMENTS: { name: string; at: string; why: string }[] = [
  { name: 'first-weekday', at: '2027-02-01T00:30', why: 'a Monday, the month’s first weekday, at 00:30: no earlier weekday in the month, the week just begun' },
  { name: 'new-years-eve', at: '2026-12-31T23:30', why: '31 December at 23:30: the month’s and the year’s last evening, crossing into the new year' },
  { name: 'new-year', at: '2027-01-01T00:30', why: '1 January at 00:30' },
  { name: 'dst-spring', at: '2027-03-14T01:30', why: 'the spring switch (a Sunday): 02:00 EST becomes 03:00 EDT during the run' },
  { name: 'dst-autumn', at: '2027-11-07T01:30', why: 'the autumn switch (a Sunday) at 01:30 EDT: 02:00 EDT becomes 01:00 EST during the run' },
  { name: 'leap-day', at: '2028-02-29T23:30', why: '29 February 2028 at 23:30, crossing into 1 March' },
]

/** The instant of a centre wall time written `YYYY-MM-DDTHH:MM`. */
export const centreMoment = (wallTime: string, timeZone: string) => centreInstant(wallTime.slice(0, 10), wallTime.slice(11, 16), timeZone)
