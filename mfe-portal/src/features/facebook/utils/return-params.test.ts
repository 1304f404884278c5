import { describe, expect, it } from 'vitest';
import { failureMessage, readReturnParams } from './return-params.ts';

describe('Facebook return parameters', () => {
  it('connected=facebook: success toast, refetch, clean address', () => {
    expect(readReturnParams('?connected=facebook')).toEqual({
      toast: {
        kind: 'success',
        title: 'Επιτυχής σύνδεση',
        description: 'Το Facebook συνδέθηκε. Επιλέξτε τις σελίδες και τους λογαριασμούς Instagram σας.',
      },
      refetch: true,
      replaceUrl: true,
      banner: false,
    });
  });

  it('error=auth_failed: failure toast titled Σφάλμα and a clean address, no refetch', () => {
    const outcome = readReturnParams('?error=auth_failed&message=no_user');
    expect(outcome.toast?.kind).toBe('error');
    expect(outcome.toast?.title).toBe('Σφάλμα');
    expect(outcome.toast?.description).toContain('δώσατε άδεια στην εφαρμογή');
    expect(outcome.refetch).toBe(false);
    expect(outcome.replaceUrl).toBe(true);
    expect(readReturnParams('?error=auth_failed').toast?.description).toBe(
      'Η σύνδεση με το Facebook απέτυχε. Παρακαλώ δοκιμάστε ξανά.',
    );
  });

  it('facebook_connected=true: the banner only', () => {
    expect(readReturnParams('?facebook_connected=true')).toEqual({
      toast: null,
      refetch: false,
      replaceUrl: false,
      banner: true,
    });
  });

  it('nothing to do without parameters', () => {
    expect(readReturnParams('')).toEqual({ toast: null, refetch: false, replaceUrl: false, banner: false });
  });

  it('maps every code of the specification', () => {
    expect(failureMessage('no_user')).toContain('άδεια');
    expect(failureMessage('login_error')).toContain('σφάλμα κατά τη σύνδεση');
    expect(failureMessage('no_session_token')).toContain('Ανανεώστε τη σελίδα');
    expect(failureMessage('User not authenticated')).toContain('Πρέπει να είστε συνδεδεμένοι');
    expect(failureMessage('Invalid state')).toBe('Η σύνδεση απέτυχε: Invalid state');
    expect(failureMessage(undefined)).toBe('Η σύνδεση με το Facebook απέτυχε. Παρακαλώ δοκιμάστε ξανά.');
    expect(failureMessage('  ')).toBe('Η σύνδεση με το Facebook απέτυχε. Παρακαλώ δοκιμάστε ξανά.');
  });
});
