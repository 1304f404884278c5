import type { Context } from 'hono';
import { GoogleApiError } from './google-client.ts';

/** What a Google refusal means for the business: its Greek reason, the answer's status, and whether it may pass by itself. */
export type GoogleProblem = {
  status: 400 | 403 | 409 | 429 | 502;
  message: string;
  /** Worth another try later (quota, Google's own trouble, no answer). */
  retryable: boolean;
  /** The login no longer works: the business must connect Google again. */
  reconnect: boolean;
  /** A quota error's least wait (the answer's Retry-After). */
  retryAfterSeconds?: number;
};

/** A Google refusal as the API's answer: `{error, message}` in Greek, with Retry-After for a quota error. */
export function googleProblemAnswer(c: Context, problem: GoogleProblem) {
  if (problem.retryAfterSeconds) c.header('Retry-After', String(problem.retryAfterSeconds));
  return c.json({ error: 'google_error', message: problem.message }, problem.status);
}

/**
 * Google's documented errors, read (https://cloud.google.com/apis/design/errors,
 * https://cloud.google.com/service-usage/docs/troubleshooting, https://developers.google.com/my-business/content/limits).
 */
export function googleProblem(error: unknown): GoogleProblem {
  if (!(error instanceof GoogleApiError))
    return {
      status: 502,
      message: 'Η Google δεν απάντησε· δοκιμάστε ξανά σε λίγο.',
      retryable: true,
      reconnect: false,
    };
  if (error.reason === 'SERVICE_DISABLED' || error.reason === 'API_DISABLED')
    return {
      status: 502,
      message:
        'Το Google Business Profile API δεν είναι ενεργό στο έργο Google της πλατφόρμας· ο διαχειριστής της πλατφόρμας πρέπει να το ενεργοποιήσει.',
      retryable: false,
      reconnect: false,
    };
  if (error.status === 'RESOURCE_EXHAUSTED') {
    // AIP-193: a 429 RESOURCE_EXHAUSTED is retried "with minimum 30s delay", or after RetryInfo's retryDelay.
    const seconds = Math.ceil(Math.max(30_000, error.retryDelayMs ?? 0) / 1000);
    return {
      status: 429,
      message: `Η Google περιορίζει προσωρινά τα αιτήματα (όριο ανά λεπτό)· δοκιμάστε ξανά σε ${seconds} δευτερόλεπτα.`,
      retryable: true,
      reconnect: false,
      retryAfterSeconds: seconds,
    };
  }
  if (
    error.status === 'UNAUTHENTICATED' ||
    error.status === 'invalid_grant' ||
    error.reason === 'ACCESS_TOKEN_SCOPE_INSUFFICIENT'
  )
    return {
      status: 409,
      message: 'Η σύνδεση με τη Google έληξε ή ανακλήθηκε· συνδέστε ξανά τον λογαριασμό Google.',
      retryable: false,
      reconnect: true,
    };
  if (error.status === 'PERMISSION_DENIED' || error.status === 'NOT_FOUND')
    return {
      status: 403,
      message: 'Ο λογαριασμός Google δεν διαχειρίζεται πια αυτή την τοποθεσία· ανανεώστε τις τοποθεσίες.',
      retryable: false,
      reconnect: false,
    };
  if (error.status === 'FAILED_PRECONDITION')
    return {
      status: 409,
      message: 'Η τοποθεσία δεν έχει επαληθευτεί από τη Google· επαληθεύστε την στο Google Business Profile.',
      retryable: false,
      reconnect: false,
    };
  if (error.status === 'INVALID_ARGUMENT')
    return {
      status: 400,
      message: `Η Google απέρριψε το περιεχόμενο: ${error.message}`,
      retryable: false,
      reconnect: false,
    };
  return {
    status: 502,
    message: 'Η Google δεν απάντησε· δοκιμάστε ξανά σε λίγο.',
    retryable: true,
    reconnect: false,
  };
}
