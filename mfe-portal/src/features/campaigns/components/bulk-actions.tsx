import type { BulkPost } from '@studio/contracts';
import { Alert, Button, Row, Stack, toast } from '@studio/ui';
import { ConfirmDialog } from '@studio/ui/dialogs';
import { useState } from 'react';
import { useBulkActions } from '../hooks/use-bulk-actions.ts';
import { campaignsTexts } from '../texts.ts';

type BulkActionsProps = {
  posts: readonly BulkPost[];
  future: readonly BulkPost[];
  refresh: () => unknown;
};

/** Schedule all, Unschedule all, Delete future (asked first) and Test email (SPEC §2 Campaigns). */
export function BulkActions({ posts, future, refresh }: BulkActionsProps) {
  const { running, approvalUrl, deletable, scheduleAll, unscheduleAll, deleteFuture, testEmail } =
    useBulkActions(posts, future, refresh);
  const [confirming, setConfirming] = useState(false);
  const t = campaignsTexts.bulk;
  const busy = running !== null;

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
          disabled={busy}
          onClick={() => void scheduleAll()}
        >
          {t.scheduleAll}
        </Button>
        <Button
          variant="secondary"
          loading={running === 'unschedule'}
          disabled={busy}
          onClick={() => void unscheduleAll()}
        >
          {t.unscheduleAll}
        </Button>
        <Button variant="danger" loading={running === 'delete'} disabled={busy} onClick={askDelete}>
          {t.deleteFuture}
        </Button>
        <Button
          variant="ghost"
          loading={running === 'email'}
          disabled={busy}
          onClick={() => void testEmail()}
        >
          {t.testEmail}
        </Button>
      </Row>
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
