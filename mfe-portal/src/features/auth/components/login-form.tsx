import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Field, Input, Stack } from '@studio/ui';
import { browserClock, isSessionEnded, useCountdown } from '@studio/web';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useLocation } from 'react-router-dom';
import type { z } from 'zod';
import { BusinessLoginRequest } from '../api/business-login.ts';
import { type LoginFailure, useBusinessLogin } from '../hooks/use-business-login.ts';
import { authTexts } from '../texts.ts';

type Values = z.input<typeof BusinessLoginRequest>;

/** Email and password of a business admin user. */
export function LoginForm() {
  const signIn = useBusinessLogin();
  const { state } = useLocation();
  const ended = isSessionEnded(state) ? state : null;
  const [failure, setFailure] = useState<LoginFailure | null>(null);
  // The throttle's wait (429): counted down in the message, the button held until it is over.
  const [wait, setWait] = useState<{ seconds: number; started: number } | null>(null);
  const left = useCountdown(wait);
  const waiting = left !== null && left > 0;
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<Values, unknown, BusinessLoginRequest>({
    resolver: zodResolver(BusinessLoginRequest),
    defaultValues: { email: '', password: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    if (waiting) return;
    setFailure(null);
    const failed = await signIn(values);
    setFailure(failed);
    setWait(
      failed?.retryAfterSeconds
        ? { seconds: failed.retryAfterSeconds, started: browserClock().getTime() }
        : null,
    );
  });
  const failureText =
    failure && wait && left !== null
      ? left > 0
        ? authTexts.login.throttled(left)
        : authTexts.login.throttledOver
      : failure?.message;

  return (
    <form onSubmit={onSubmit} noValidate aria-label={authTexts.login.title}>
      <Stack $gap="lg">
        {ended?.reason && !failure && (
          <Alert tone="danger" title={authTexts.login.endedBecause[ended.reason].title}>
            {authTexts.login.endedBecause[ended.reason].hint}
          </Alert>
        )}
        {ended && !ended.reason && !failure && (
          <Alert tone="warning" title={authTexts.login.sessionEnded}>
            {authTexts.login.sessionEndedHint}
            {ended.unsaved.length > 0 &&
              ` ${authTexts.login.unsaved(ended.unsaved.map((label) => `«${label}»`).join(', '))}`}
          </Alert>
        )}
        {failureText && (
          // A countdown is a timer (not read out at every tick); the rest is an alert.
          <Alert tone={waiting || !wait ? 'danger' : 'info'} {...(waiting ? { role: 'timer' } : {})}>
            {failureText}
          </Alert>
        )}
        <Field label={authTexts.login.email} error={errors.email?.message}>
          <Input
            type="email"
            autoComplete="username"
            placeholder={authTexts.login.emailPlaceholder}
            {...register('email')}
          />
        </Field>
        <Field label={authTexts.login.password} error={errors.password?.message}>
          <Input type="password" autoComplete="current-password" {...register('password')} />
        </Field>
        <Button type="submit" block loading={isSubmitting} disabled={waiting}>
          {isSubmitting ? authTexts.login.submitting : authTexts.login.submit}
        </Button>
      </Stack>
    </form>
  );
}
