import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Field, Input, Stack } from '@studio/ui';
import { isSessionEnded } from '@studio/web';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useLocation } from 'react-router-dom';
import type { z } from 'zod';
import { BusinessLoginRequest } from '../api/business-login.ts';
import { useBusinessLogin } from '../hooks/use-business-login.ts';
import { authTexts } from '../texts.ts';

type Values = z.input<typeof BusinessLoginRequest>;

/** Email and password of a business admin user (SPEC §2, §5). */
export function LoginForm() {
  const signIn = useBusinessLogin();
  const { state } = useLocation();
  const ended = isSessionEnded(state) ? state : null;
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<Values, unknown, BusinessLoginRequest>({
    resolver: zodResolver(BusinessLoginRequest),
    defaultValues: { email: '', password: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    setFailure(await signIn(values));
  });

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
        {failure && <Alert tone="danger">{failure}</Alert>}
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
        <Button type="submit" block loading={isSubmitting}>
          {isSubmitting ? authTexts.login.submitting : authTexts.login.submit}
        </Button>
      </Stack>
    </form>
  );
}
