import type { GoogleReview } from '@studio/contracts';
import { Alert, Button } from '@studio/ui';
import styled from 'styled-components';
import { inboxTexts as t } from '../texts.ts';
import { ReviewView } from './review-view.tsx';
import { ThreadView } from './thread-view.tsx';

/** What the inbox could not load, with «Δοκιμάστε ξανά». */
export function RetryAlert({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <Alert tone="danger">
      <Retry>
        <span>{message}</span>
        <Button size="sm" variant="secondary" onClick={onRetry}>
          {t.retry}
        </Button>
      </Retry>
    </Alert>
  );
}

/**
 * The open review (once the reviews are loaded) or thread beside the list, or the invitation to choose
 * one; «Πίσω» closes it.
 */
export function OpenItem({
  reviewName,
  review,
  reviewsLoading,
  threadId,
  now,
  alertHours,
  onClose,
  onSent,
}: {
  reviewName: string | null;
  review: GoogleReview | undefined;
  reviewsLoading: boolean;
  threadId: number | null;
  now: number;
  alertHours: number;
  onClose: () => void;
  onSent: () => Promise<unknown>;
}) {
  if (reviewName !== null) {
    if (review) return <ReviewView key={review.name} review={review} onBack={onClose} onSent={onSent} />;
    return <Placeholder>{reviewsLoading ? t.reviews.loading : t.chooseThread}</Placeholder>;
  }
  if (threadId === null) return <Placeholder>{t.chooseThread}</Placeholder>;
  return <ThreadView key={threadId} id={threadId} now={now} alertHours={alertHours} onBack={onClose} />;
}

const Retry = styled.span`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
`;

const Placeholder = styled.p`
  display: grid;
  place-items: center;
  min-height: 240px;
  padding: ${({ theme }) => theme.space.xl};
  border: 1px dashed ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  color: ${({ theme }) => theme.colors.textMuted};
  text-align: center;
`;
