/** Texts of the Facebook return. */
export const returnTexts = {
  connectedTitle: 'Επιτυχής σύνδεση',
  connected: 'Το Facebook συνδέθηκε. Επιλέξτε τις σελίδες και τους λογαριασμούς Instagram σας.',
  failedTitle: 'Σφάλμα',
  noUser: 'Δεν λάβαμε τα στοιχεία σας από το Facebook. Βεβαιωθείτε ότι δώσατε άδεια στην εφαρμογή.',
  loginError: 'Παρουσιάστηκε σφάλμα κατά τη σύνδεση στο Facebook. Παρακαλώ δοκιμάστε ξανά.',
  noSessionToken: 'Η συνεδρία σας έληξε. Ανανεώστε τη σελίδα και δοκιμάστε ξανά.',
  notAuthenticated: 'Πρέπει να είστε συνδεδεμένοι στην πλατφόρμα για να συνδέσετε το Facebook.',
  other: (message: string) => `Η σύνδεση απέτυχε: ${message}`,
  fallback: 'Η σύνδεση με το Facebook απέτυχε. Παρακαλώ δοκιμάστε ξανά.',
  banner: 'Το Facebook συνδέθηκε επιτυχώς!',
} as const;

/** The failure text for a return code or message. */
export function failureMessage(message: string | null | undefined): string {
  const text = message?.trim();
  if (!text) return returnTexts.fallback;
  if (text === 'no_user') return returnTexts.noUser;
  if (text === 'login_error') return returnTexts.loginError;
  if (text === 'no_session_token') return returnTexts.noSessionToken;
  if (text.toLowerCase().includes('authenticated')) return returnTexts.notAuthenticated;
  return returnTexts.other(text);
}

export type ReturnOutcome = {
  toast: { kind: 'success' | 'error'; title: string; description: string } | null;
  /** Fetch the pages again (a fresh connection). */
  refetch: boolean;
  /** Replace the address with the clean platforms path. */
  replaceUrl: boolean;
  /** Show the success banner. */
  banner: boolean;
};

/** What the query parameters of the Facebook return ask for. */
export function readReturnParams(search: string): ReturnOutcome {
  const params = new URLSearchParams(search);
  const banner = params.get('facebook_connected') === 'true';
  if (params.get('connected') === 'facebook') {
    return {
      toast: { kind: 'success', title: returnTexts.connectedTitle, description: returnTexts.connected },
      refetch: true,
      replaceUrl: true,
      banner,
    };
  }
  const error = params.get('error');
  if (error) {
    const code = params.get('message') ?? (error === 'auth_failed' ? null : error);
    return {
      toast: { kind: 'error', title: returnTexts.failedTitle, description: failureMessage(code) },
      refetch: false,
      replaceUrl: true,
      banner,
    };
  }
  return { toast: null, refetch: false, replaceUrl: false, banner };
}
