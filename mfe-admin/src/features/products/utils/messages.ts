/** What an error toast says when the server gave no message of its own. */
export const FALLBACK_ERROR = 'Something went wrong. Please try again.';
