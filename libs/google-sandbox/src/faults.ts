import {
  type GoogleApi,
  googleError,
  insufficientScope,
  permissionDenied,
  quotaExceeded,
  serviceDisabled,
  unauthenticated,
} from './errors.ts';

/**
 * Which calls a fault applies to: 'accounts' (accounts.list), 'locations' (locations.list), 'create_post',
 * 'list_posts', 'get_post' (localPosts), 'reviews' (reviews.list), 'reply' (reviews.updateReply),
 * 'performance' (the Performance API's fetchMultiDailyMetricsTimeSeries),
 * 'token' (the token endpoint), 'revoke' (the revoke endpoint), 'any' every API call.
 */
export const GOOGLE_FAULT_MATCHES = [
  'accounts',
  'locations',
  'create_post',
  'list_posts',
  'get_post',
  'reviews',
  'reply',
  'performance',
  'token',
  'revoke',
  'any',
] as const;
export type GoogleFaultMatch = (typeof GOOGLE_FAULT_MATCHES)[number];

/**
 * Google's documented errors, on demand: the API not enabled (SERVICE_DISABLED), the caller not a
 * manager (PERMISSION_DENIED), a token without the scope, an unknown or expired token (UNAUTHENTICATED),
 * the quota (RESOURCE_EXHAUSTED), Google's own trouble (INTERNAL 500, UNAVAILABLE 503), and a call whose
 * answer is lost after Google did it (`answer_lost`: the work is done, the answer never comes).
 */
export const GOOGLE_FAULT_KINDS = [
  'service_disabled',
  'permission_denied',
  'insufficient_scope',
  'unauthenticated',
  'quota_exceeded',
  'internal',
  'unavailable',
  'answer_lost',
] as const;
export type GoogleFaultKind = (typeof GOOGLE_FAULT_KINDS)[number];
/** The faults of the revoke endpoint, an OAuth endpoint: Google's own trouble, or its answer lost. */
export const REVOKE_FAULT_KINDS: readonly GoogleFaultKind[] = ['internal', 'unavailable', 'answer_lost'];

export type GoogleFault = { match: GoogleFaultMatch; kind: GoogleFaultKind; times?: number };

export type GoogleFaults = {
  /** Faults of single calls, the first matching entry first; each is used up after `times` (default 1). */
  plan: GoogleFault[];
  /**
   * Requests per minute each API takes (default 300, https://developers.google.com/my-business/content/limits);
   * 0 is a project whose API access was not approved yet.
   */
  requestsPerMinute: number;
  /** Locations per locations.list page when the caller asks for more (default: as Google pages them). */
  pageSize: number | null;
  /** How long an `answer_lost` call hangs before it gives up, in ms: longer than any client waits. */
  hangMs: number;
};

export const noFaults = (): GoogleFaults => ({
  plan: [],
  requestsPerMinute: 300,
  pageSize: null,
  hangMs: 120_000,
});

/**
 * The fault planned for this call, used up as it applies; null: none. `exact`: only one planned for this
 * very call, not an 'any' (the revoke endpoint, which is no Business Profile API call).
 */
export function takeFault(
  faults: GoogleFaults,
  match: GoogleFaultMatch,
  { exact = false }: { exact?: boolean } = {},
): GoogleFaultKind | null {
  const index = faults.plan.findIndex((f) => f.match === match || (!exact && f.match === 'any'));
  if (index === -1) return null;
  const fault = faults.plan[index];
  if (!fault) return null;
  const times = (fault.times ?? 1) - 1;
  if (times <= 0) faults.plan.splice(index, 1);
  else fault.times = times;
  return fault.kind;
}

/** The answer a fault gives (null for answer_lost, which answers after the work, or never). */
export function faultAnswer(kind: GoogleFaultKind, api: GoogleApi) {
  switch (kind) {
    case 'service_disabled':
      return serviceDisabled(api);
    case 'permission_denied':
      return permissionDenied();
    case 'insufficient_scope':
      return insufficientScope();
    case 'unauthenticated':
      return unauthenticated();
    case 'quota_exceeded':
      return quotaExceeded(api, 300);
    case 'internal':
      return googleError('INTERNAL', 'Internal error encountered.');
    case 'unavailable':
      return googleError('UNAVAILABLE', 'The service is currently unavailable.');
    case 'answer_lost':
      return null;
  }
}

/**
 * `match:kind[:times]` entries separated by commas (GOOGLE_SANDBOX_FAULTS), e.g.
 * `create_post:answer_lost,reviews:quota_exceeded:2`; unknown names throw, naming them.
 */
export function parseGoogleFaultPlan(text: string): GoogleFault[] {
  return text
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
    .map((entry) => {
      const [match, kind, times] = entry.split(':');
      if (!GOOGLE_FAULT_MATCHES.includes(match as GoogleFaultMatch))
        throw new Error(`Unknown Google sandbox step "${match}" (${GOOGLE_FAULT_MATCHES.join(', ')})`);
      if (!GOOGLE_FAULT_KINDS.includes(kind as GoogleFaultKind))
        throw new Error(`Unknown Google sandbox fault "${kind}" (${GOOGLE_FAULT_KINDS.join(', ')})`);
      if (match === 'revoke' && !REVOKE_FAULT_KINDS.includes(kind as GoogleFaultKind))
        throw new Error(`The revoke endpoint takes only ${REVOKE_FAULT_KINDS.join(', ')} ("${entry}")`);
      const count = times === undefined ? 1 : Number(times);
      if (!Number.isInteger(count) || count < 1) throw new Error(`Bad count in "${entry}"`);
      return { match: match as GoogleFaultMatch, kind: kind as GoogleFaultKind, times: count };
    });
}
