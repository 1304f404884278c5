import type { BulkPost, SignOffState } from '@studio/contracts';
import { Badge, Button, toast } from '@studio/ui';
import { errorMessage } from '@studio/web';
import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { useSWRConfig } from 'swr';
import { bulkPostsKey } from '../../../api/bulk-posts.ts';
import { decideSignOff, submitForSignOff, useSignOffStates } from '../../../api/signoff.ts';
import { Decision } from '../../../components/review-decision.tsx';
import { useMemberPermissions } from '../../../session.ts';
import { texts } from '../../../texts.ts';
import { campaignsTexts } from '../texts.ts';
import { formatDateTime } from '../utils/dates.ts';

const TONES: Record<SignOffState, 'neutral' | 'info' | 'success' | 'warning'> = {
  none: 'warning',
  pending: 'info',
  signed_off: 'success',
  changes_requested: 'warning',
};

/**
 * A post's clinical sign-off on its card: its state as a badge, the reviewer's comment when changes were
 * asked, «Αποστολή για ιατρικό έλεγχο» while the post needs one, and for whoever signs off (the owner, a
 * medical reviewer) the decision on the version waiting, right there. Nothing when the account asks no
 * sign-off of it.
 */
export function SignOffPanel({ post, disabled }: { post: BulkPost; disabled: boolean }) {
  const { data, mutate } = useSignOffStates();
  const { reviews } = useMemberPermissions();
  const { mutate: mutateAny } = useSWRConfig();
  const [sending, setSending] = useState(false);
  const t = campaignsTexts.signOff;
  // An edit of what the post publishes changes its sign-off: read it again.
  const published = `${post.content}|${post.firstComment}|${post.scheduledDate}|${post.imageIds.join(',')}`;
  const seen = useRef(published);
  useEffect(() => {
    if (seen.current === published) return;
    seen.current = published;
    void mutate();
  }, [published, mutate]);
  const signOff = data?.states.find((s) => s.postId === post.id);
  if (!signOff || (!signOff.required && signOff.state === 'none')) return null;

  const submit = async () => {
    setSending(true);
    try {
      toast.success((await submitForSignOff(post.id)).message);
    } catch (failure) {
      toast.error(texts.errorTitle, { description: errorMessage(failure, t.submitFailed) });
    } finally {
      setSending(false);
    }
  };
  const decide = async (decision: 'sign_off' | 'request_changes', comment: string) => {
    const answer = await decideSignOff(post.id, {
      decision,
      payloadHash: signOff.payloadHash,
      ...(comment.trim() ? { comment } : {}),
    });
    await mutateAny(bulkPostsKey);
    return answer;
  };
  const handedOver = ['publishing', 'published', 'unconfirmed'].includes(post.postStatus);
  const maySubmit = !handedOver && (signOff.state === 'none' || signOff.state === 'changes_requested');

  return (
    <Panel aria-label={t.label} data-state={signOff.state}>
      <Row>
        <Badge tone={TONES[signOff.state]}>{t.states[signOff.state]}</Badge>
        {maySubmit && (
          <Button size="sm" variant="secondary" loading={sending} disabled={disabled} onClick={submit}>
            {t.submit}
          </Button>
        )}
      </Row>
      {signOff.state === 'pending' && reviews && !handedOver && (
        <Decision compact approveLabel={t.approveHere} decide={decide} />
      )}
      {signOff.state === 'none' && signOff.changed && (
        <Note>{signOff.reviewedAt ? t.changed : t.changedSinceSubmitted}</Note>
      )}
      {signOff.state === 'changes_requested' && signOff.comment && (
        <Comment>
          <strong>{t.comment(signOff.reviewedBy ?? '')}</strong> {signOff.comment}
        </Comment>
      )}
      {signOff.state === 'signed_off' && signOff.reviewedBy && signOff.reviewedAt && (
        <Note>{t.signedOffBy(signOff.reviewedBy, formatDateTime(signOff.reviewedAt))}</Note>
      )}
    </Panel>
  );
}

const Panel = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
`;

const Note = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSize.sm};
`;

const Comment = styled.p`
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.sm}`};
  border-left: 3px solid ${({ theme }) => theme.colors.warning};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  font-size: ${({ theme }) => theme.fontSize.sm};
  overflow-wrap: anywhere;
  white-space: pre-wrap;
`;
