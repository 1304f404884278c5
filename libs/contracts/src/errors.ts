import { z } from 'zod';

/** The one error shape every service answers with. */
export const ErrorBody = z.object({
  error: z.string(),
  message: z.string(),
  issues: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
  /** The sign-ins' refusals also say `success: false`, as their success says `true` (the login screens read it). */
  success: z.literal(false).optional(),
});
export type ErrorBody = z.infer<typeof ErrorBody>;

/** The largest id a serial (int4) column holds: a larger one can name no row, and must not reach a query. */
export const MAX_ID = 2_147_483_647;

/** Texts the server answers with that the clients recognise. */
export const authMessages = {
  tokenExpired: 'Token expired',
  invalidToken: 'Invalid token',
  noToken: 'No auth token found',
  forbidden: 'You do not have permission to do this',
  invalidCredentials: 'Invalid username or password',
  invalidBusinessCredentials: 'Λάθος email ή κωδικός πρόσβασης',
  tooManyAttempts: 'Too many failed sign-in attempts. Please try again later.',
  /** The business sign-in's throttle (429 with Retry-After): the portal counts the wait down. */
  tooManyBusinessAttempts: 'Πάρα πολλές αποτυχημένες προσπάθειες σύνδεσης. Δοκιμάστε ξανά σε λίγο.',
  /** A business user of a suspended account signs in. */
  accountSuspended: 'Ο λογαριασμός της επιχείρησής σας έχει ανασταλεί. Επικοινωνήστε με την υποστήριξη.',
  /** A business user the platform admin disabled signs in. */
  userDisabled: 'Ο χρήστης σας έχει απενεργοποιηθεί. Επικοινωνήστε με τον διαχειριστή.',
  /** A business user whose role may not call the route: 403 `role_forbidden`. */
  roleForbidden:
    'Ο ρόλος σας στην ομάδα δεν επιτρέπει αυτή την ενέργεια. Ζητήστε τη από τον ιδιοκτήτη του λογαριασμού.',
} as const;
