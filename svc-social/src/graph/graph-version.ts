/**
 * When Meta retires each Graph API version (developers.facebook.com/docs/graph-api/changelog): a call
 * to a retired version fails, so every customer of a platform left on it stops publishing at once.
 */
export const GRAPH_RETIREMENTS: Record<string, string> = {
  'v20.0': '2026-09-24',
  'v21.0': '2027-01-21',
  'v22.0': '2027-05-20',
  'v23.0': '2027-10-08',
  'v24.0': '2028-02-18',
  'v25.0': '2028-07-29',
};

/** A version retiring within this many days is warned about at every start. */
export const RETIREMENT_WARNING_DAYS = 90;
const DAY_MS = 24 * 60 * 60_000;

/** What to tell the operator about the configured version, or null when it has long to live. */
export function graphVersionWarning(version: string, now: Date): string | null {
  const retires = GRAPH_RETIREMENTS[version];
  if (!retires) return null;
  const days = Math.ceil((Date.parse(`${retires}T00:00:00Z`) - now.getTime()) / DAY_MS);
  if (days <= 0) {
    return `FACEBOOK_GRAPH_VERSION ${version} was retired by Meta on ${retires}: every Graph call fails; set a current version`;
  }
  if (days <= RETIREMENT_WARNING_DAYS) {
    return `FACEBOOK_GRAPH_VERSION ${version} is retired by Meta on ${retires}, in ${days} days: move to a newer version before then`;
  }
  return null;
}
