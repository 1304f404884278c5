import { GOOGLE_SCOPES } from '@studio/contracts';

/** Where Google answers: its own hosts, or the sandbox's paths standing in for them. */
export type GoogleEndpoints = {
  authUrl: string;
  tokenUrl: string;
  revokeUrl: string;
  accountManagement: string;
  businessInformation: string;
  /** The v4 API of local posts and reviews. */
  myBusiness: string;
  /** The Business Profile Performance API (a location's daily metrics). */
  performance: string;
};

export const GOOGLE_ENDPOINTS: GoogleEndpoints = {
  authUrl: 'https://accounts.google.com/o/oauth2/v2/auth',
  tokenUrl: 'https://oauth2.googleapis.com/token',
  revokeUrl: 'https://oauth2.googleapis.com/revoke',
  accountManagement: 'https://mybusinessaccountmanagement.googleapis.com/v1',
  businessInformation: 'https://mybusinessbusinessinformation.googleapis.com/v1',
  myBusiness: 'https://mybusiness.googleapis.com/v4',
  performance: 'https://businessprofileperformance.googleapis.com/v1',
};

/** The sandbox's stand-ins for Google's hosts under its base (libs/google-sandbox). */
export const sandboxEndpoints = (base: string, browserBase = base): GoogleEndpoints => ({
  authUrl: `${browserBase}/o/oauth2/v2/auth`,
  tokenUrl: `${base}/token`,
  revokeUrl: `${base}/revoke`,
  accountManagement: `${base}/mybusinessaccountmanagement/v1`,
  businessInformation: `${base}/mybusinessbusinessinformation/v1`,
  myBusiness: `${base}/mybusiness/v4`,
  performance: `${base}/businessprofileperformance/v1`,
});

/**
 * What Google answered instead: an API's google.rpc.Status (`status` PERMISSION_DENIED,
 * RESOURCE_EXHAUSTED…, `reason` from its ErrorInfo such as SERVICE_DISABLED), or the token endpoint's
 * OAuth error (`status` invalid_grant…); `httpStatus` 0 when no answer came (timeout, network).
 * `retryDelayMs` is the google.rpc.RetryInfo's `retryDelay` when the answer carries one.
 */
export class GoogleApiError extends Error {
  constructor(
    readonly httpStatus: number,
    readonly status: string,
    readonly reason: string | null,
    message: string,
    readonly retryDelayMs: number | null = null,
  ) {
    super(message);
    this.name = 'GoogleApiError';
  }
}

export type GoogleTokens = { accessToken: string; refreshToken: string | null; scopes: string[] };
export type GoogleAccount = { name: string; accountName: string; type: string };
export type GoogleLocationData = {
  name: string;
  title: string;
  storefrontAddress?: { addressLines?: string[]; locality?: string };
  phoneNumbers?: { primaryPhone?: string };
  websiteUri?: string;
  metadata?: { hasVoiceOfMerchant?: boolean };
};
export type LocalPost = {
  name: string;
  summary?: string;
  topicType: string;
  createTime: string;
  searchUrl?: string;
  state?: string;
};
export type GoogleReview = {
  name: string;
  reviewId: string;
  reviewer: { displayName?: string; isAnonymous?: boolean };
  starRating: 'STAR_RATING_UNSPECIFIED' | 'ONE' | 'TWO' | 'THREE' | 'FOUR' | 'FIVE';
  comment?: string;
  createTime: string;
  reviewReply?: { comment: string; updateTime: string };
};

/** A calendar day as Google's APIs take it (google.type.Date). */
export type GoogleDay = { year: number; month: number; day: number };
export type DayRange = { start: GoogleDay; end: GoogleDay };
export type MultiDailyMetrics = {
  multiDailyMetricTimeSeries?: {
    dailyMetricTimeSeries?: {
      dailyMetric: string;
      timeSeries?: { datedValues?: { date: GoogleDay; value?: string }[] };
    }[];
  }[];
};

/**
 * The Performance API's fetchMultiDailyMetricsTimeSeries of a location's metrics over a range of days,
 * both included (https://developers.google.com/my-business/reference/performance/rest/v1/locations/fetchMultiDailyMetricsTimeSeries).
 */
function dailyMetricsUrl(
  endpoints: GoogleEndpoints,
  location: string,
  metrics: readonly string[],
  range: DayRange,
) {
  const query = new URLSearchParams(metrics.map((m): [string, string] => ['dailyMetrics', m]));
  for (const [edge, date] of [
    ['start_date', range.start],
    ['end_date', range.end],
  ] as const)
    for (const field of ['year', 'month', 'day'] as const)
      query.set(`dailyRange.${edge}.${field}`, String(date[field]));
  return `${endpoints.performance}/${location}:fetchMultiDailyMetricsTimeSeries?${query}`;
}

/** Each metric's values added up; a day without a value (Google leaves zeros out) counts 0. */
export function totalsOf(body: MultiDailyMetrics, metrics: readonly string[]): Map<string, number> {
  const totals = new Map<string, number>(metrics.map((m) => [m, 0]));
  for (const multi of body.multiDailyMetricTimeSeries ?? [])
    for (const series of multi.dailyMetricTimeSeries ?? [])
      for (const dated of series.timeSeries?.datedValues ?? [])
        totals.set(series.dailyMetric, (totals.get(series.dailyMetric) ?? 0) + (Number(dated.value) || 0));
  return totals;
}

/** The fields the platform reads of a location (Business Information requires a readMask). */
const LOCATION_READ_MASK = 'name,title,storefrontAddress,phoneNumbers,websiteUri,metadata';
/** Pages any list is followed for at most: a login with more is read in part, never forever. */
const MAX_PAGES = 20;

export type GoogleClientOptions = {
  clientId: string;
  clientSecret: string;
  endpoints: GoogleEndpoints;
  /** Each call's limit, in ms (default 20 s). */
  timeoutMs?: number;
  fetch?: (input: string, init: RequestInit) => Promise<Response>;
};

const RETRY_INFO_TYPE = 'type.googleapis.com/google.rpc.RetryInfo';

/**
 * A google.protobuf.Duration as JSON ("30s", "1.5s") in milliseconds; null for anything else
 * (https://protobuf.dev/reference/protobuf/google.protobuf/#duration).
 */
export function durationMs(value: unknown): number | null {
  const match = typeof value === 'string' ? /^(\d+(?:\.\d+)?)s$/.exec(value) : null;
  return match ? Math.round(Number(match[1]) * 1000) : null;
}

/** Google's OAuth 2.0 (web server flow) and the Business Profile APIs svc-social calls. */
export function createGoogleClient({
  clientId,
  clientSecret,
  endpoints,
  timeoutMs = 20_000,
  fetch: send = fetch,
}: GoogleClientOptions) {
  async function call<T>(url: string, init: RequestInit = {}): Promise<T> {
    let response: Response;
    try {
      response = await send(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
    } catch (failure) {
      throw new GoogleApiError(0, 'NO_ANSWER', null, `no answer from Google: ${String(failure)}`);
    }
    const body = (await response.json().catch(() => ({}))) as Record<string, unknown>;
    if (response.ok) return body as T;
    const error = body.error;
    if (error && typeof error === 'object') {
      const e = error as {
        status?: string;
        message?: string;
        details?: { '@type'?: string; reason?: string; retryDelay?: string }[];
      };
      const reason = e.details?.find((d) => d.reason)?.reason ?? null;
      const retryInfo = e.details?.find((d) => d['@type'] === RETRY_INFO_TYPE);
      throw new GoogleApiError(
        response.status,
        e.status ?? 'UNKNOWN',
        reason,
        e.message ?? 'Google refused the call',
        durationMs(retryInfo?.retryDelay),
      );
    }
    throw new GoogleApiError(
      response.status,
      typeof error === 'string' ? error : 'UNKNOWN',
      null,
      String(body.error_description ?? `HTTP ${response.status}`),
    );
  }
  const withToken = (accessToken: string, init: RequestInit = {}): RequestInit => ({
    ...init,
    headers: { Authorization: `Bearer ${accessToken}`, 'Content-Type': 'application/json' },
  });
  const form = (fields: Record<string, string>): RequestInit => ({
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
  });
  /** Every page of a list, following nextPageToken. */
  async function all<T>(url: string, key: string, accessToken: string): Promise<T[]> {
    const items: T[] = [];
    let token: string | undefined;
    for (let page = 0; page < MAX_PAGES; page++) {
      const next = new URL(url);
      if (token) next.searchParams.set('pageToken', token);
      const body = await call<Record<string, unknown>>(next.toString(), withToken(accessToken));
      items.push(...((body[key] as T[] | undefined) ?? []));
      token = body.nextPageToken as string | undefined;
      if (!token) break;
    }
    return items;
  }

  return {
    /** The consent screen: offline access (a refresh token) and consent asked again, so one is always given. */
    consentUrl({ redirectUri, state }: { redirectUri: string; state: string }) {
      const query = new URLSearchParams({
        client_id: clientId,
        redirect_uri: redirectUri,
        response_type: 'code',
        scope: GOOGLE_SCOPES.join(' '),
        state,
        access_type: 'offline',
        prompt: 'consent',
        include_granted_scopes: 'true',
      });
      return `${endpoints.authUrl}?${query}`;
    },
    async exchangeCode({ code, redirectUri }: { code: string; redirectUri: string }): Promise<GoogleTokens> {
      const body = await call<{ access_token: string; refresh_token?: string; scope?: string }>(
        endpoints.tokenUrl,
        form({
          grant_type: 'authorization_code',
          code,
          redirect_uri: redirectUri,
          client_id: clientId,
          client_secret: clientSecret,
        }),
      );
      return {
        accessToken: body.access_token,
        refreshToken: body.refresh_token ?? null,
        scopes: (body.scope ?? '').split(' ').filter(Boolean),
      };
    },
    /** An access token (an hour's) from the stored refresh token. */
    async accessToken(refreshToken: string): Promise<string> {
      const body = await call<{ access_token: string }>(
        endpoints.tokenUrl,
        form({
          grant_type: 'refresh_token',
          refresh_token: refreshToken,
          client_id: clientId,
          client_secret: clientSecret,
        }),
      );
      return body.access_token;
    },
    /** Revokes the login (a refresh token's revoking ends its access tokens too). */
    async revoke(token: string): Promise<void> {
      await call(`${endpoints.revokeUrl}?${new URLSearchParams({ token })}`, form({}));
    },
    accounts: (accessToken: string) =>
      all<GoogleAccount>(`${endpoints.accountManagement}/accounts?pageSize=20`, 'accounts', accessToken),
    locations: (accessToken: string, account: string) =>
      all<GoogleLocationData>(
        `${endpoints.businessInformation}/${account}/locations?${new URLSearchParams({ readMask: LOCATION_READ_MASK, pageSize: '100' })}`,
        'locations',
        accessToken,
      ),
    createLocalPost: (accessToken: string, location: string, post: Record<string, unknown>) =>
      call<LocalPost>(
        `${endpoints.myBusiness}/${location}/localPosts`,
        withToken(accessToken, { method: 'POST', body: JSON.stringify(post) }),
      ),
    /** The location's latest local posts (the first page, newest first: where a lost one would be). */
    async latestLocalPosts(accessToken: string, location: string): Promise<LocalPost[]> {
      const body = await call<{ localPosts?: LocalPost[] }>(
        `${endpoints.myBusiness}/${location}/localPosts?pageSize=100`,
        withToken(accessToken),
      );
      return body.localPosts ?? [];
    },
    reviews: (accessToken: string, location: string) =>
      all<GoogleReview>(`${endpoints.myBusiness}/${location}/reviews?pageSize=50`, 'reviews', accessToken),
    /** A location's (locations/{id}) daily metrics from the Performance API; totalsOf adds them up. */
    dailyMetrics: (accessToken: string, location: string, metrics: readonly string[], range: DayRange) =>
      call<MultiDailyMetrics>(dailyMetricsUrl(endpoints, location, metrics, range), withToken(accessToken)),
    updateReply: (accessToken: string, review: string, comment: string) =>
      call<{ comment: string; updateTime: string }>(
        `${endpoints.myBusiness}/${review}/reply`,
        withToken(accessToken, { method: 'PUT', body: JSON.stringify({ comment }) }),
      ),
  };
}

export type GoogleClient = ReturnType<typeof createGoogleClient>;
