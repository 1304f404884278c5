import type { BulkPost } from '@studio/contracts';
import { Alert, Button, Row, Stack, toast } from '@studio/ui';
import { ConfirmDialog } from '@studio/ui/dialogs';
import { useId, useState } from 'react';
import styled from 'styled-components';
import { useBulkActions } from '../hooks/use-bulk-actions.ts';
import { campaignsTexts } from '../texts.ts';

type BulkActionsProps = {
  posts: readonly BulkPost[];
  future: readonly BulkPost[];
  refresh: () => unknown;
};

/** Schedule all, Unschedule all, Delete future (asked first) and Test email. */
export function BulkActions({ posts, future, refresh }: BulkActionsProps) {
  const { running, approvalUrl, deletable, scheduleAll, unscheduleAll, deleteFuture, testEmail } =
    useBulkActions(posts, future, refresh);
  const [confirming, setConfirming] = useState(false);
  const t = campaignsTexts.bulk;
  const busy = running !== null;
  // No post at all (before the first period): nothing for them to act on.
  const empty = posts.length === 0;
  const hintId = useId();
  const hint = (key: keyof typeof t.explain) => `${hintId}-${key}`;

  const askDelete = () => {
    if (deletable.length === 0) toast.info(t.noFuture);
    else setConfirming(true);
  };

  return (
    <Stack $gap="sm">
      <Row $gap="sm" role="group" aria-label={t.label}>
        <Button
          variant="secondary"
          loading={running === 'schedule'}
          disabled={busy || empty}
          size="sm"
          aria-describedby={hint('scheduleAll')}
          onClick={() => void scheduleAll()}
        >
          {t.scheduleAll}
        </Button>
        <Button
          variant="secondary"
          loading={running === 'unschedule'}
          disabled={busy || empty}
          size="sm"
          aria-describedby={hint('unscheduleAll')}
          onClick={() => void unscheduleAll()}
        >
          {t.unscheduleAll}
        </Button>
        <Button
          variant="danger"
          loading={running === 'delete'}
          disabled={busy || empty}
          size="sm"
          aria-describedby={hint('deleteFuture')}
          onClick={askDelete}
        >
          {t.deleteFuture}
        </Button>
        <Button
          variant="ghost"
          loading={running === 'email'}
          disabled={busy || empty}
          size="sm"
          aria-describedby={hint('testEmail')}
          onClick={() => void testEmail()}
        >
          {t.testEmail}
        </Button>
      </Row>
      {empty && <Note>{t.noPosts}</Note>}
      {/* What each does, a click away: the posts come first on this screen (the buttons point here). */}
      <Details>
        <summary>{t.whatTheyDo}</summary>
        <Explain>
          {(Object.keys(t.explain) as (keyof typeof t.explain)[]).map((key) => (
            <li key={key} id={hint(key)}>
              <strong>{t[key]}</strong>: {t.explain[key]}
            </li>
          ))}
        </Explain>
      </Details>
      {approvalUrl && (
        <Alert tone="info" title={t.keptTitle}>
          <p>{t.keptMessage}</p>
          <a href={approvalUrl} target="_blank" rel="noreferrer">
            {t.openApproval}
          </a>
        </Alert>
      )}
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t.deleteTitle}
        message={t.deleteMessage(deletable.length)}
        confirmLabel={campaignsTexts.post.delete}
        cancelLabel={campaignsTexts.post.cancel}
        closeLabel={campaignsTexts.post.close}
        busy={running === 'delete'}
        onConfirm={() => {
          void deleteFuture().finally(() => setConfirming(false));
        }}
      />
    </Stack>
  );
}

const Note = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSize.sm};
`;

const Details = styled.details`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSize.sm};

  summary {
    width: fit-content;
    cursor: pointer;
  }
  &[open] summary {
    margin-bottom: ${({ theme }) => theme.space.xs};
  }
`;

const Explain = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
  padding-left: ${({ theme }) => theme.space.lg};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSize.sm};
`;
