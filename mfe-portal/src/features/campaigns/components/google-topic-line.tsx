import type { BulkPost } from '@studio/contracts';
import { Badge } from '@studio/ui';
import styled from 'styled-components';

export const googleTopicLineTexts = {
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

/** A Google offer's or event's line on the post's card: what it is, its title, its dates, its coupon. */
export function GoogleTopicLine({ post }: { post: BulkPost }) {
  const topic = post.googleTopic;
  if (!topic) return null;
  const t = googleTopicLineTexts;
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
