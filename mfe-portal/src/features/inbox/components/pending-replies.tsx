import type { InboxReply } from '@studio/contracts';
import { Badge, MutedText, type Tone } from '@studio/ui';
import styled from 'styled-components';
import { decideReply } from '../../../api/reply-signoff.ts';
import { Decision } from '../../../components/review-decision.tsx';
import { formatDateTime } from '../../../dates.ts';
import { useMemberPermissions } from '../../../session.ts';
import { useRefreshInbox } from '../api/keys.ts';
import { inboxTexts } from '../texts.ts';

const t = inboxTexts.replies;
const tones: Record<InboxReply['state'], Tone> = {
  awaiting_signoff: 'warning',
  changes_requested: 'danger',
  sending: 'info',
  sent: 'success',
  failed: 'danger',
};

/**
 * The thread's replies not yet sent: waiting for the medical reviewer (who signs them off or asks for
 * changes here), sent back with changes, on their way, or failed with the reason.
 */
export function PendingReplies({ replies }: { replies: InboxReply[] }) {
  if (replies.length === 0) return null;
  return (
    <section aria-label={t.label}>
      <List>
        {replies.map((reply) => (
          <PendingReply key={reply.id} reply={reply} />
        ))}
      </List>
    </section>
  );
}

function PendingReply({ reply }: { reply: InboxReply }) {
  const { reviews } = useMemberPermissions();
  const refreshInbox = useRefreshInbox();

  return (
    <Item data-testid="inbox-reply" $tone={tones[reply.state]}>
      <Head>
        <StateBadge tone={tones[reply.state]}>{t.states[reply.state]}</StateBadge>
        {reply.visibility === 'private' && <Badge tone="info">{inboxTexts.private}</Badge>}
        <MutedText $size="xs">
          {t.by(reply.sentBy.name)} · {formatDateTime(reply.createdAt)}
        </MutedText>
      </Head>
      <Text>{reply.text}</Text>
      {reply.error && <Problem>{reply.error}</Problem>}
      {reply.reviewComment && reply.reviewedBy && (
        <MutedText $size="xs">{t.reviewComment(reply.reviewedBy.name, reply.reviewComment)}</MutedText>
      )}
      {reply.state === 'awaiting_signoff' && reply.flags.length > 0 && (
        <Flags aria-label={t.flags}>
          {reply.flags.map((flag, n) => (
            <li key={`${flag.ruleId}-${n}`}>
              «{flag.phrase}» – {flag.rule}
            </li>
          ))}
        </Flags>
      )}
      {reply.state === 'awaiting_signoff' && reviews && (
        <Decision
          compact
          approveLabel={t.approve}
          commentLabel={t.commentLabel}
          decide={async (decision, comment) => {
            const answer = await decideReply(reply.id, decision, comment);
            await refreshInbox();
            return answer;
          }}
        />
      )}
    </Item>
  );
}

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
`;

const Item = styled.li<{ $tone: Tone }>`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border: 1px dashed ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surfaceMuted};
`;

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
`;

/** The state says who it waits for, too long for one line of a phone: it wraps. */
const StateBadge = styled(Badge)`
  white-space: normal;
`;

const Text = styled.p`
  margin: 0;
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;

const Problem = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
  font-size: ${({ theme }) => theme.fontSize.sm};
`;

const Flags = styled.ul`
  margin: 0;
  padding-left: 1.2em;
  font-size: ${({ theme }) => theme.fontSize.sm};
`;
