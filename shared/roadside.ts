// Roadside assistance runs for a fixed number of years from a vehicle's registration: the demo
// data and the roadside-assist upload (which carries no roadside dates of its own) both say so.

export const ROADSIDE_YEARS = 5;

/** The last day of roadside assistance of a vehicle registered on `registrationDate` (YYYY-MM-DD). */
export function roadsideExpiry(registrationDate: string): string {
  const date = new Date(`${registrationDate}T00:00:00Z`);
  date.setUTCFullYear(date.getUTCFullYear() + ROADSIDE_YEARS);
  return date.toISOString().slice(0, 10);
}
