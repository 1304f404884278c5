import type { BulkPost } from '@studio/contracts';
import { Badge } from '@studio/ui';
import styled from 'styled-components';

export const googleTopicLineTexts = {
  location: 'Και σε τοποθεσία Google',
  offer: 'Προσφορά στη Google',
  event: 'Εκδήλωση στη Google',
  coupon: (code: string) => `κωδικός ${code}`,
};

/** A wall-clock time (`YYYY-MM-DDTHH:mm`, the location's own) as the card's dates read. */
const when = (civil: string) => {
  const [date = '', time = ''] = civil.split('T');
  const [year, month, day] = date.split('-');
  return `${Number(day)}/${Number(month)}/${year} ${time}`;
};

/**
 * The card's line about Google: a post that goes (or went) to the account's Google locations says so; an
 * offer or event says what it is, its title, its dates, its coupon.
 */
export function GoogleTopicLine({ post, goesToGoogle }: { post: BulkPost; goesToGoogle: boolean }) {
  const topic = post.googleTopic;
  const t = googleTopicLineTexts;
  if (!topic)
    return goesToGoogle ? (
      <Line data-google-topic="post">
        <Badge tone="neutral">{t.location}</Badge>
      </Line>
    ) : null;
  return (
    <Line data-google-topic={topic.kind}>
      <Badge tone="info">{t[topic.kind]}</Badge>
      <strong>{topic.title}</strong>
      <span>
        {when(topic.startsAt)} – {when(topic.endsAt)}
      </span>
      {topic.kind === 'offer' && topic.couponCode && <span>{t.coupon(topic.couponCode)}</span>}
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
  overflow-wrap: anywhere;
`;
