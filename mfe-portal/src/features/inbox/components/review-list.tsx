import type { GoogleReview } from '@studio/contracts';
import { Badge, CenteredSpinner, EmptyState } from '@studio/ui';
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
