import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Card, CenteredSpinner, Field, Input, Stack, ThemeToggle } from '@studio/ui';
import {
  browserClock,
  clearAdminToken,
  getAdminToken,
  HttpError,
  isSessionEnded,
  paths,
  setAdminToken,
  takeReturnPath,
  useCountdown,
  useDocumentTitle,
} from '@studio/web';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useLocation, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { AdminLoginRequest, login } from '../api/login.ts';
import { useAdminSession } from '../api/verify.ts';

const loginFailed = 'Login failed. Please try again.';
const loginError = 'An error occurred. Please try again.';
/** The sign-in's throttle (429), with the wait its Retry-After names counting down. */
const throttled = (seconds: number) =>
  `Too many failed sign-in attempts. Try again in ${seconds} ${seconds === 1 ? 'second' : 'seconds'}.`;
const throttledOver = 'You can try again now.';

/** Where signing in leads: the admin page the guard or an ended session remembered, else the dashboard. */
function destination(): string {
  const back = takeReturnPath('admin');
  return back?.startsWith('/admin/') ? back : paths.adminDashboard;
}

/** Why the session was ended for the user: the API's codes, said in English. */
const endedBecause = {
  account_suspended: {
    title: 'Your account has been suspended',
    hint: 'You were signed out because the account was suspended. Contact support.',
  },
  user_disabled: {
    title: 'Your user has been disabled',
    hint: 'You were signed out because your user was disabled. Contact the platform administrator.',
  },
} as const;

/** /admin: the platform admin signs in with a username and password. */
export function AdminLoginScreen() {
  useDocumentTitle('Admin sign-in');
  const navigate = useNavigate();
  const { state } = useLocation();
  const ended = isSessionEnded(state) ? state : null;
  // Only the token found on arrival is checked: the one this form is about to receive needs no check.
  const [storedToken] = useState(getAdminToken);
  const session = useAdminSession(storedToken);
  const [failure, setFailure] = useState<string | null>(null);
  // The throttle's wait (429): counted down in the message, the button held until it is over.
  const [wait, setWait] = useState<{ seconds: number; started: number } | null>(null);
  const left = useCountdown(wait);
  const waiting = left !== null && left > 0;
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(AdminLoginRequest), defaultValues: { username: '', password: '' } });

  useEffect(() => {
    if (session.status === 'signed-in') navigate(destination(), { replace: true });
  }, [session.status, navigate]);

  // A token the server no longer accepts is dropped, so the form starts clean.
  const refused = session.status === 'signed-out' && session.refused;
  useEffect(() => {
    if (refused) clearAdminToken();
  }, [refused]);

  const onSubmit = handleSubmit(async (input) => {
    if (waiting) return;
    setFailure(null);
    setWait(null);
    try {
      const result = await login(input);
      if (result.success && result.token) {
        setAdminToken(result.token);
        navigate(destination(), { replace: true });
      } else {
        setFailure(result.message || loginFailed);
      }
    } catch (error) {
      if (error instanceof HttpError) setFailure(error.serverMessage ?? loginFailed);
      else setFailure(loginError);
      if (error instanceof HttpError && error.status === 429)
        setWait({ seconds: error.retryAfterSeconds ?? 60, started: browserClock().getTime() });
    }
  });
  const failureText =
    failure && wait && left !== null ? (left > 0 ? throttled(left) : throttledOver) : failure;

  if (session.status !== 'signed-out') return <CenteredSpinner label="Checking your session" />;

  return (
    <Page>
      <Panel as="main">
        <Stack $gap="xl">
          <Heading>
            <Title>Admin Dashboard</Title>
            <Subtitle>Sign in to your account</Subtitle>
          </Heading>
          <form onSubmit={onSubmit} noValidate>
            <Stack $gap="lg">
              {ended?.reason && !failure && (
                <Alert tone="danger" title={endedBecause[ended.reason].title}>
                  {endedBecause[ended.reason].hint}
                </Alert>
              )}
              {ended && !ended.reason && !failure && (
                <Alert tone="warning" title="Your session has expired">
                  Sign in again to continue where you left off.
                  {ended.unsaved.length > 0 &&
                    ` What you typed in ${ended.unsaved.map((label) => `“${label}”`).join(', ')} was not saved: please enter it again.`}
                </Alert>
              )}
              {failureText && (
                // A countdown is a timer (not read out at every tick); the rest is an alert.
                <Alert tone={waiting || !wait ? 'danger' : 'info'} {...(waiting ? { role: 'timer' } : {})}>
                  {failureText}
                </Alert>
              )}
              <Field label="Username" error={errors.username?.message}>
                <Input autoComplete="username" autoFocus {...register('username')} />
              </Field>
              <Field label="Password" error={errors.password?.message}>
                <Input type="password" autoComplete="current-password" {...register('password')} />
              </Field>
              <Button type="submit" block loading={isSubmitting} disabled={waiting}>
                {isSubmitting ? 'Signing in...' : 'Sign in'}
              </Button>
            </Stack>
          </form>
        </Stack>
      </Panel>
      <ThemeToggle />
    </Page>
  );
}

const Page = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.xl};
  min-height: 100vh;
  padding: ${({ theme }) => theme.space.lg};
  background: linear-gradient(
    160deg,
    ${({ theme }) => theme.colors.bg} 0%,
    ${({ theme }) => theme.colors.surfaceMuted} 100%
  );
`;

const Panel = styled(Card)`
  width: min(100%, 400px);
`;

const Heading = styled.div`
  text-align: center;
`;

const Title = styled.h1`
  font-size: ${({ theme }) => theme.fontSize.xxl};
  font-weight: 700;
`;

const Subtitle = styled.p`
  margin-top: ${({ theme }) => theme.space.xs};
  color: ${({ theme }) => theme.colors.textMuted};
`;
