import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Field, Input, Stack } from '@studio/ui';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import styled from 'styled-components';
import type { z } from 'zod';
import { PasswordResetRequest, requestPasswordReset } from '../api/password-reset.ts';

type Values = z.input<typeof PasswordResetRequest>;

export const forgotTexts = {
  open: 'Ξεχάσατε τον κωδικό σας;',
  title: 'Νέος κωδικός πρόσβασης',
  hint: 'Γράψτε το email σας: θα λάβετε σύνδεσμο, που ισχύει για 1 ώρα, για να ορίσετε νέο κωδικό.',
  submit: 'Αποστολή συνδέσμου',
  failed: 'Η αποστολή απέτυχε. Δοκιμάστε ξανά.',
} as const;

/** The login page's "forgot password": a reset link by mail. */
export function ForgotPassword() {
  const [open, setOpen] = useState(false);
  const [answer, setAnswer] = useState<{ tone: 'success' | 'danger'; text: string } | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<Values, unknown, PasswordResetRequest>({
    resolver: zodResolver(PasswordResetRequest),
    defaultValues: { email: '' },
  });
  const onSubmit = handleSubmit(async (values) => {
    try {
      setAnswer({ tone: 'success', text: (await requestPasswordReset(values)).message });
    } catch {
      setAnswer({ tone: 'danger', text: forgotTexts.failed });
    }
  });

  if (!open)
    return (
      <LinkButton type="button" onClick={() => setOpen(true)}>
        {forgotTexts.open}
      </LinkButton>
    );
  return (
    <form onSubmit={onSubmit} noValidate aria-label={forgotTexts.title}>
      <Stack $gap="md">
        <strong>{forgotTexts.title}</strong>
        {answer ? <Alert tone={answer.tone}>{answer.text}</Alert> : <p>{forgotTexts.hint}</p>}
        <Field label="Email λογαριασμού" error={errors.email?.message}>
          <Input type="email" autoComplete="username" {...register('email')} />
        </Field>
        <Button type="submit" variant="secondary" loading={isSubmitting}>
          {forgotTexts.submit}
        </Button>
      </Stack>
    </form>
  );
}

const LinkButton = styled.button`
  align-self: flex-start;
  background: none;
  border: 0;
  padding: 0;
  color: ${({ theme }) => theme.colors.primary};
  font: inherit;
  font-size: ${({ theme }) => theme.fontSize.sm};
  text-decoration: underline;
  cursor: pointer;
`;
