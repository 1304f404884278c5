import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Field, Input, Stack } from '@studio/ui';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import {
  type DeletePublishedPostFormValues,
  type DeletePublishedPostPayload,
  DeletePublishedPostRequest,
} from '../api/delete-published-post.ts';
import { useDeletePublishedPost } from '../hooks/use-delete-published-post.ts';
import { deletePostTexts } from '../texts.ts';

const platforms = ['facebook', 'instagram'] as const;

/** Platform, post ID and the red Delete button; cleared once the post is deleted. */
export function DeletePostForm() {
  const t = deletePostTexts;
  const remove = useDeletePublishedPost();
  const platformError = useId();
  // A published card links here with its post's id and platform (?postId=…&platform=…).
  const [query] = useSearchParams();
  const platform = platforms.find((name) => name === query.get('platform'));
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<DeletePublishedPostFormValues, unknown, DeletePublishedPostPayload>({
    resolver: zodResolver(DeletePublishedPostRequest),
    defaultValues: { postId: query.get('postId') ?? '', ...(platform ? { platform } : {}) },
  });

  const onSubmit = handleSubmit(async (values) => {
    if (await remove(values)) reset();
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-label={t.title}>
      <Stack $gap="lg">
        <Choice
          aria-invalid={errors.platform ? true : undefined}
          aria-describedby={errors.platform ? platformError : undefined}
        >
          <Legend>{t.platform}</Legend>
          <Options>
            {platforms.map((platform) => (
              <Option key={platform}>
                <input type="radio" value={platform} {...register('platform')} />
                {t.platformNames[platform]}
              </Option>
            ))}
          </Options>
          {errors.platform && (
            <ErrorText id={platformError} role="alert">
              {errors.platform.message}
            </ErrorText>
          )}
        </Choice>
        <Field label={t.postId} hint={t.postIdHelp} error={errors.postId?.message}>
          <Input
            autoComplete="off"
            spellCheck={false}
            placeholder={t.postIdPlaceholder}
            {...register('postId')}
          />
        </Field>
        <Submit>
          <Button type="submit" variant="danger" loading={isSubmitting}>
            {t.submit}
          </Button>
        </Submit>
      </Stack>
    </form>
  );
}

/** The irreversible warning and the Instagram limit, shown above the form. */
export function DeletePostNotices() {
  return (
    <Stack $gap="md">
      <Alert tone="warning" title={deletePostTexts.warningTitle}>
        {deletePostTexts.warning}
      </Alert>
      <Alert tone="info" title={deletePostTexts.instagramTitle}>
        {deletePostTexts.instagramNote}
      </Alert>
    </Stack>
  );
}

const Choice = styled.fieldset`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  min-width: 0;
  margin: 0;
  padding: 0;
  border: 0;
`;

const Legend = styled.legend`
  margin-bottom: ${({ theme }) => theme.space.xs};
  padding: 0;
  font-size: ${({ theme }) => theme.fontSize.sm};
  font-weight: 600;
`;

const Options = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
`;

const Option = styled.label`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surface};
  cursor: pointer;

  &:has(input:checked) {
    border-color: ${({ theme }) => theme.colors.primary};
  }
  &:has(input:focus-visible) {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

const ErrorText = styled.p`
  color: ${({ theme }) => theme.colors.danger};
  font-size: ${({ theme }) => theme.fontSize.sm};
`;

const Submit = styled.div`
  display: flex;
  justify-content: flex-end;
`;
