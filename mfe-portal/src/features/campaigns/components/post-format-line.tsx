import { type BulkPost, POST_FORMAT_LABELS, STORY_LIFETIME_HOURS } from '@studio/contracts';
import { videoDuration } from '@studio/previews';
import { Badge, MutedText } from '@studio/ui';
import { browserClock } from '@studio/web';
import styled from 'styled-components';

export const formatLineTexts = {
  storyLifetime: `Η ιστορία εξαφανίζεται ${STORY_LIFETIME_HOURS} ώρες μετά τη δημοσίευση.`,
  storyGone: (at: string) =>
    `Η ιστορία εξαφανίστηκε στις ${at} (${STORY_LIFETIME_HOURS} ώρες μετά τη δημοσίευση).`,
  storyUntil: (at: string) => `Η ιστορία εξαφανίζεται στις ${at}.`,
  converting: 'Το βίντεο μετατρέπεται ακόμη για τα δίκτυα.',
  shareToFeed: 'και στη ροή',
  duration: (text: string) => `βίντεο ${text}`,
};

/** In the browser's time zone, as the card's other dates. */
const when = (ms: number) =>
  new Intl.DateTimeFormat('el-GR', {
    day: 'numeric',
    month: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  }).format(ms);

/**
 * A Reel's or Story's line on the post's card: its format, its video's length, whether a Reel
 * is shared to the feed, and that a Story disappears 24 hours after it is published (or when it did).
 */
export function FormatLine({ post, now = browserClock().getTime() }: { post: BulkPost; now?: number }) {
  if (post.format === 'feed') return null;
  const t = formatLineTexts;
  const published = post.publishedAt ? Date.parse(post.publishedAt) : null;
  const goneAt = published === null ? null : published + STORY_LIFETIME_HOURS * 3600_000;
  return (
    <Line data-format={post.format}>
      <Badge tone="info">{POST_FORMAT_LABELS[post.format]}</Badge>
      {post.video && <span>{t.duration(videoDuration(post.video.durationSeconds))}</span>}
      {post.format === 'reel' && post.shareToFeed && <span>{t.shareToFeed}</span>}
      {post.videoId !== null && !post.video && <span>{t.converting}</span>}
      {post.format === 'story' && (
        <Muted as="span" $size="body">
          {goneAt === null
            ? t.storyLifetime
            : goneAt <= now
              ? t.storyGone(when(goneAt))
              : t.storyUntil(when(goneAt))}
        </Muted>
      )}
    </Line>
  );
}

const Line = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  margin: ${({ theme }) => theme.space.xs} 0;
  font-size: ${({ theme }) => theme.fontSize.sm};
`;

const Muted = styled(MutedText)`
  flex-basis: 100%;
`;
