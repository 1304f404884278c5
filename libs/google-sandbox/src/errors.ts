/**
 * Google's error answers, as the Business Profile APIs give them: the JSON of google.rpc.Status
 * (`{ error: { code, message, status, details } }`) with an ErrorInfo naming the reason
 * (https://cloud.google.com/apis/design/errors; ErrorInfo's reason and domain:
 * https://cloud.google.com/php/docs/reference/common-protos/latest/Rpc.ErrorInfo).
 */
export type GoogleStatus =
  | 'INVALID_ARGUMENT'
  | 'FAILED_PRECONDITION'
  | 'UNAUTHENTICATED'
  | 'PERMISSION_DENIED'
  | 'NOT_FOUND'
  | 'RESOURCE_EXHAUSTED'
  | 'INTERNAL'
  | 'UNAVAILABLE';

const HTTP: Record<GoogleStatus, number> = {
  INVALID_ARGUMENT: 400,
  FAILED_PRECONDITION: 400,
  UNAUTHENTICATED: 401,
  PERMISSION_DENIED: 403,
  NOT_FOUND: 404,
  RESOURCE_EXHAUSTED: 429,
  INTERNAL: 500,
  UNAVAILABLE: 503,
};

export type GoogleErrorBody = {
  error: {
    code: number;
    message: string;
    status: GoogleStatus;
    details?: { '@type': string; [field: string]: unknown }[];
  };
};

export const googleError = (
  status: GoogleStatus,
  message: string,
  info?: { reason: string; domain?: string; metadata?: Record<string, string> },
): { status: number; body: GoogleErrorBody } => ({
  status: HTTP[status],
  body: {
    error: {
      code: HTTP[status],
      message,
      status,
      ...(info
        ? {
            details: [
              {
                '@type': 'type.googleapis.com/google.rpc.ErrorInfo',
                reason: info.reason,
                domain: info.domain ?? 'googleapis.com',
                metadata: info.metadata ?? {},
              },
            ],
          }
        : {}),
    },
  },
});

/** The Business Profile APIs the sandbox answers, by their service names. */
export type GoogleApi =
  | 'mybusinessaccountmanagement'
  | 'mybusinessbusinessinformation'
  | 'mybusiness'
  | 'businessprofileperformance';
export const serviceName = (api: GoogleApi) => `${api}.googleapis.com`;

/**
 * The API is not enabled in the project: Google answers 403 PERMISSION_DENIED with the reason
 * SERVICE_DISABLED ("service not enabled": https://cloud.google.com/service-usage/docs/troubleshooting;
 * the reason as ErrorInfo's example names it API_DISABLED/SERVICE_DISABLED).
 */
export const serviceDisabled = (api: GoogleApi) =>
  googleError(
    'PERMISSION_DENIED',
    `My Business API has not been used in project 0 before or it is disabled. Enable it by visiting https://console.developers.google.com/apis/api/${serviceName(api)}/overview?project=0 then retry.`,
    { reason: 'SERVICE_DISABLED', metadata: { service: serviceName(api), consumer: 'projects/0' } },
  );

/**
 * Over the quota: 429 RESOURCE_EXHAUSTED (https://developers.google.com/my-business/content/limits:
 * 300 requests per minute per API by default; a project whose API access was not approved has 0).
 */
export const quotaExceeded = (api: GoogleApi, limit: number) =>
  googleError(
    'RESOURCE_EXHAUSTED',
    `Quota exceeded for quota metric 'Requests' and limit 'Requests per minute' of service '${serviceName(api)}' for consumer 'project_number:0'.`,
    {
      reason: 'RATE_LIMIT_EXCEEDED',
      metadata: { service: serviceName(api), quota_limit_value: String(limit), quota_metric: 'Requests' },
    },
  );

/** No token, or one Google does not know (expired, revoked): 401 UNAUTHENTICATED. */
export const unauthenticated = () =>
  googleError(
    'UNAUTHENTICATED',
    'Request had invalid authentication credentials. Expected OAuth 2 access token, login cookie or other valid authentication credential.',
    { reason: 'ACCESS_TOKEN_EXPIRED' },
  );

/** The token lacks https://www.googleapis.com/auth/business.manage, every method's scope. */
export const insufficientScope = () =>
  googleError('PERMISSION_DENIED', 'Request had insufficient authentication scopes.', {
    reason: 'ACCESS_TOKEN_SCOPE_INSUFFICIENT',
  });

/** The caller does not manage this account or location. */
export const permissionDenied = () => googleError('PERMISSION_DENIED', 'The caller does not have permission');

export const notFound = (what: string) =>
  googleError('NOT_FOUND', `Requested entity was not found. (${what})`);

export const invalidArgument = (message: string, field?: string) => {
  const answer = googleError('INVALID_ARGUMENT', 'Request contains an invalid argument.');
  answer.body.error.details = [
    {
      '@type': 'type.googleapis.com/google.rpc.BadRequest',
      fieldViolations: [{ field: field ?? '', description: message }],
    },
  ];
  return answer;
};
