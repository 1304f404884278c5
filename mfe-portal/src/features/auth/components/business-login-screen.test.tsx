// @vitest-environment happy-dom
import { saveReturnPath } from '@studio/web';
import { fakeApi, landing, renderWithProviders, resetBrowserBetweenTests } from '@studio/web/testing';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { Route } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { BusinessLoginScreen } from './business-login-screen.tsx';

function openLogin(url = '/business/login') {
  return renderWithProviders(
    url,
    <>
      <Route path="/business/login" element={<BusinessLoginScreen />} />
      {landing('/business/:step')}
      {landing('/portal/:step')}
    </>,
  );
}

function signIn(email: string, password: string) {
  fireEvent.change(screen.getByLabelText('Email'), { target: { value: email } });
  fireEvent.change(screen.getByLabelText('Κωδικός πρόσβασης'), { target: { value: password } });
  fireEvent.click(screen.getByRole('button', { name: 'Σύνδεση' }));
}

const signedIn = () => ({ body: { success: true, token: 'business-token', message: 'ok' } });
const setupStatus = (nextStep: string) => () => ({
  body: { hasSettings: true, hasProducts: true, hasPlatforms: false, nextStep },
});

describe('business login', () => {
  resetBrowserBetweenTests();

  it('shows the validation messages of the specification and sends nothing', async () => {
    const calls = fakeApi({});
    openLogin();
    signIn('not-an-email', '123');
    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
    expect(screen.getByText('Password must be at least 6 characters')).toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it('keeps the token and goes to the next setup step', async () => {
    const calls = fakeApi({
      'POST /api/business/login': signedIn,
      'GET /api/v2/setup-status': setupStatus('platforms'),
    });
    openLogin();
    signIn('Clinic@Example.gr', 'secret1');
    expect(await screen.findByText('landed on /business/:step')).toBeInTheDocument();
    expect(screen.getByTestId('location').textContent).toBe('/business/platforms');
    expect(localStorage.getItem('business_token')).toBe('business-token');
    expect(calls[0]?.body).toEqual({ email: 'clinic@example.gr', password: 'secret1' });
    expect(calls[1]?.authorization).toBe('Bearer business-token');
  });

  it('goes to the redirect parameter before the stored return path', async () => {
    fakeApi({ 'POST /api/business/login': signedIn });
    saveReturnPath('business', '/business/products');
    openLogin('/business/login?redirect=%2Fportal%2Fcampaigns');
    signIn('clinic@example.gr', 'secret1');
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/portal/campaigns'));
  });

  it('goes to the stored return path when there is no redirect parameter', async () => {
    fakeApi({ 'POST /api/business/login': signedIn });
    saveReturnPath('business', '/portal/products');
    openLogin();
    signIn('clinic@example.gr', 'secret1');
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/portal/products'));
  });

  it('refuses a redirect to another site', async () => {
    fakeApi({ 'POST /api/business/login': signedIn, 'GET /api/v2/setup-status': setupStatus('campaigns') });
    openLogin('/business/login?redirect=https%3A%2F%2Fevil.example%2F');
    signIn('clinic@example.gr', 'secret1');
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/business/campaigns'));
  });

  it('shows the server message when the sign-in is refused', async () => {
    fakeApi({
      'POST /api/business/login': () => ({
        status: 401,
        body: { success: false, error: 'unauthorized', message: 'Λάθος email ή κωδικός πρόσβασης' },
      }),
    });
    openLogin();
    signIn('clinic@example.gr', 'wrong-password');
    expect(await screen.findByText('Λάθος email ή κωδικός πρόσβασης')).toBeInTheDocument();
    expect(localStorage.getItem('business_token')).toBeNull();
  });

  it('says in Greek how long the sign-in throttle holds, counting the Retry-After down, and lets the user try then', async () => {
    let refuse = true;
    fakeApi({
      'POST /api/business/login': () =>
        refuse
          ? {
              status: 429,
              headers: { 'Retry-After': '3' },
              body: {
                error: 'too_many_requests',
                message: 'Πάρα πολλές αποτυχημένες προσπάθειες σύνδεσης. Δοκιμάστε ξανά σε λίγο.',
              },
            }
          : signedIn(),
      'GET /api/v2/setup-status': setupStatus('campaigns'),
    });
    openLogin();
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      signIn('clinic@example.gr', 'secret1');
      expect(
        await screen.findByText(
          'Πάρα πολλές αποτυχημένες προσπάθειες σύνδεσης. Δοκιμάστε ξανά σε 3 δευτερόλεπτα.',
        ),
      ).toBeInTheDocument();
      expect(screen.queryByText(/Too many/)).toBeNull();
      expect(screen.getByRole('button', { name: 'Σύνδεση' })).toBeDisabled();
      await act(() => vi.advanceTimersByTimeAsync(1_000));
      expect(screen.getByRole('timer').textContent).toBe(
        'Πάρα πολλές αποτυχημένες προσπάθειες σύνδεσης. Δοκιμάστε ξανά σε 2 δευτερόλεπτα.',
      );
      await act(() => vi.advanceTimersByTimeAsync(1_000));
      expect(screen.getByRole('timer').textContent).toMatch(/σε 1 δευτερόλεπτο\.$/);
      await act(() => vi.advanceTimersByTimeAsync(1_000));
      expect(await screen.findByText('Μπορείτε να δοκιμάσετε ξανά.')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Σύνδεση' })).toBeEnabled();
      refuse = false;
      fireEvent.click(screen.getByRole('button', { name: 'Σύνδεση' }));
      await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/business/campaigns'));
    } finally {
      vi.useRealTimers();
    }
  });

  it("says 'Login failed' when the refusal has no message", async () => {
    fakeApi({ 'POST /api/business/login': () => ({ body: { success: false, message: '' } }) });
    openLogin();
    expect(screen.queryByRole('alert')).toBeNull();
    signIn('clinic@example.gr', 'secret1');
    expect(await screen.findByText('Login failed. Please try again.')).toBeInTheDocument();
    expect(screen.getByRole('alert').textContent).toBe('Login failed. Please try again.');
    expect(screen.getByRole('button', { name: 'Σύνδεση' })).toBeInTheDocument();
    expect(screen.queryByText(/^landed on/)).toBeNull();
    expect(localStorage.getItem('business_token')).toBeNull();
  });

  it('says an error occurred when the server fails', async () => {
    fakeApi({
      'POST /api/business/login': () => ({ status: 502, body: { error: 'bad_gateway', message: 'x' } }),
    });
    openLogin();
    expect(screen.queryByRole('alert')).toBeNull();
    signIn('clinic@example.gr', 'secret1');
    expect(await screen.findByText('An error occurred. Please try again.')).toBeInTheDocument();
    expect(screen.getByRole('alert').textContent).toBe('An error occurred. Please try again.');
    expect(screen.getByRole('button', { name: 'Σύνδεση' })).toBeInTheDocument();
    expect(screen.queryByText(/^landed on/)).toBeNull();
    expect(localStorage.getItem('business_token')).toBeNull();
  });

  it("sends a password reset link from the login page and shows the server's answer", async () => {
    const calls = fakeApi({
      'POST /api/auth/password-reset': () => ({
        body: { success: true, message: 'Αν το email αντιστοιχεί σε λογαριασμό, θα λάβετε σύνδεσμο.' },
      }),
    });
    openLogin();
    fireEvent.click(screen.getByRole('button', { name: 'Ξεχάσατε τον κωδικό σας;' }));
    fireEvent.change(screen.getByLabelText('Email λογαριασμού'), { target: { value: 'Owner@Clinic.gr' } });
    fireEvent.click(screen.getByRole('button', { name: 'Αποστολή συνδέσμου' }));
    expect(
      await screen.findByText('Αν το email αντιστοιχεί σε λογαριασμό, θα λάβετε σύνδεσμο.'),
    ).toBeTruthy();
    expect(calls.find((c) => c.key === 'POST /api/auth/password-reset')?.body).toEqual({
      email: 'owner@clinic.gr',
    });
  });
});
