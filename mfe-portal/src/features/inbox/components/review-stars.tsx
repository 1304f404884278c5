import styled from 'styled-components';
import { inboxTexts } from '../texts.ts';

const t = inboxTexts.reviews;

/** A review's rating as five stars, read out as «4 αστέρια από 5». */
export function ReviewStars({ stars }: { stars: number | null }) {
  if (stars === null) return <Unrated>{t.noStars}</Unrated>;
  return (
    <Stars role="img" aria-label={t.stars(stars)} title={t.stars(stars)}>
      <Filled aria-hidden>{'★'.repeat(stars)}</Filled>
      <span aria-hidden>{'★'.repeat(5 - stars)}</span>
    </Stars>
  );
}

const Stars = styled.span`
  flex: none;
  color: ${({ theme }) => theme.colors.border};
  font-size: ${({ theme }) => theme.fontSize.sm};
  letter-spacing: 1px;
  line-height: 1;
`;

const Filled = styled.span`
  color: ${({ theme }) => theme.colors.warning};
`;

const Unrated = styled.span`
  font-size: ${({ theme }) => theme.fontSize.xs};
  color: ${({ theme }) => theme.colors.textMuted};
`;
