import type { GoogleReview } from '@studio/contracts';
import { Badge, Button, CenteredSpinner, EmptyState, toast } from '@studio/ui';
import { errorMessage } from '@studio/web';
import { useState } from 'react';
import styled from 'styled-components';
import { refreshGoogleReviews } from '../api/google-reviews.ts';
import { inboxTexts } from '../texts.ts';
import { ReviewStars } from './review-stars.tsx';
import { ReviewState } from './review-view.tsx';
import { Author, Excerpt, List, Row, shortTime, Tags, Top, Where } from './thread-list.tsx';

const t = inboxTexts.reviews;

type Props = {
  reviews: GoogleReview[] | undefined;
  loading: boolean;
  selected: string | null;
  now: number;
  onSelect: (name: string) => void;
};

/** The Google reviews, unanswered first, then the newest: drawn like the threads beside them. */
export function ReviewList({ reviews, loading, selected, now, onSelect }: Props) {
  if (!reviews) return loading ? <CenteredSpinner label={t.loading} /> : null;
  if (reviews.length === 0) return <EmptyState title={t.empty} description={t.emptyHint} />;
  const ordered = [...reviews].sort((a, b) => Number(a.reply !== null) - Number(b.reply !== null));
  return (
    <List aria-label={t.listLabel}>
      {ordered.map((review) => (
        <li key={review.name}>
          <Row
            type="button"
            onClick={() => onSelect(review.name)}
            aria-current={review.name === selected ? 'true' : undefined}
            $unread={review.reply === null && review.answerable}
            data-testid="google-review"
          >
            <Top>
              <Author>{review.reviewer}</Author>
              <time dateTime={review.createdAt}>{shortTime(review.createdAt, now)}</time>
            </Top>
            <ReviewStars stars={review.stars} />
            <Excerpt>{review.comment || t.noComment}</Excerpt>
            <Where>{t.at(review.locationTitle)}</Where>
            <Tags>
              <Badge tone="neutral">Google</Badge>
              <ReviewState review={review} />
            </Tags>
          </Row>
        </li>
      ))}
    </List>
  );
}

/**
 * The reviews' heading (beside the threads; under «Κριτικές Google» the screen's own) and «Ανανέωση
 * κριτικών», which has them read from Google now rather than at the sync's next turn.
 */
export function ReviewsHeading({
  titled,
  onRefreshed,
}: {
  titled: boolean;
  /** Reads the inbox again (its reviews and its badge). */
  onRefreshed: () => Promise<unknown>;
}) {
  const [busy, setBusy] = useState(false);
  const refresh = async () => {
    setBusy(true);
    try {
      await refreshGoogleReviews();
      await onRefreshed();
      toast.success(t.refreshed);
    } catch (failure) {
      toast.error(errorMessage(failure, t.loadFailed));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Heading>
      {titled && <h2>{t.title}</h2>}
      <RefreshButton size="sm" variant="ghost" loading={busy} onClick={() => void refresh()}>
        {t.refresh}
      </RefreshButton>
    </Heading>
  );
}

const RefreshButton = styled(Button)`
  margin-left: auto;
`;

const Heading = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
`;
