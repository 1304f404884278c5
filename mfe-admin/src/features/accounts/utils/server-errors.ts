import { HttpError } from '@studio/web';

/** What a failure toast says under its title: the server's message, else what went wrong. */
export function failureDescription(error: unknown): string {
  if (error instanceof HttpError) return error.serverMessage ?? error.message;
  if (error instanceof Error && error.message) return error.message;
  return 'Something went wrong. Please try again.';
}

/**
 * The form fields a refusal points at: 400 validation issues by path, and a 409 (the email is taken)
 * on the email field. Lets the form show the server's reason beside the field as well as in the toast.
 */
export function fieldErrors<F extends string>(
  error: unknown,
  fields: readonly F[],
): Partial<Record<F, string>> {
  if (!(error instanceof HttpError)) return {};
  const result: Partial<Record<F, string>> = {};
  const issues = (error.body as { issues?: { path?: unknown; message?: unknown }[] } | null)?.issues;
  if (error.status === 400 && Array.isArray(issues)) {
    for (const issue of issues) {
      const field = fields.find((f) => f === issue.path);
      if (field && typeof issue.message === 'string' && !result[field]) result[field] = issue.message;
    }
  }
  const emailField = fields.find((f) => f === 'email');
  if (error.status === 409 && emailField && error.serverMessage) result[emailField] = error.serverMessage;
  return result;
}
