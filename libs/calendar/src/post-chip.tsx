import styled from 'styled-components';
import { type CalendarPost, type ChipState, chipColour, chipStateOf } from './post-chips.ts';
import type { CalendarTexts } from './texts.ts';

/** A post on the calendar: its state's colour, its product image, its time and its product. */
export function PostChip({ post, time, texts }: { post: CalendarPost; time: string; texts: CalendarTexts }) {
  const state = chipStateOf(post);
  const image = post.image ?? post.productImage;
  const format = post.format && post.format !== 'feed' ? post.format : null;
  return (
    <Chip
      $state={state}
      data-state={state}
      data-post-id={post.id}
      data-format={format ?? undefined}
      data-google={post.google ? 'true' : undefined}
      title={`${texts.states[state]}${format ? ` · ${texts.formats[format]}` : ''}${post.google ? ` · ${texts.google}` : ''} · ${post.productName}`}
    >
      {image ? <Thumb src={image} alt="" loading="lazy" /> : null}
      <Time>{time}</Time>
      {format && <Format aria-label={texts.formats[format]}>{FORMAT_MARKS[format]}</Format>}
      {post.google && <Format aria-label={texts.google}>G</Format>}
      <Name>{post.productName || texts.noProduct}</Name>
      <StateLabel>{texts.states[state]}</StateLabel>
    </Chip>
  );
}

const Chip = styled.span<{ $state: ChipState }>`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  width: 100%;
  min-width: 0;
  padding: ${({ theme }) => `${theme.space.xxs} ${theme.space.xs}`};
  border-radius: ${({ theme }) => theme.radius.sm};
  border-left: 4px solid ${({ theme, $state }) => chipColour($state, theme)};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSize.xs};
  line-height: 1.3;
  overflow: hidden;
`;

/** A Reel's clapper and a Story's ring, beside a short name: readable without colour, and said aloud by its label. */
const FORMAT_MARKS = { reel: '▶ Reel', story: '◯ Story' } as const;

const Format = styled.span`
  flex: none;
  padding: 0 4px;
  border-radius: 4px;
  border: 1px solid currentColor;
  font-size: 10px;
  font-weight: 700;
  line-height: 1.4;
`;

const Thumb = styled.img`
  width: 20px;
  height: 20px;
  flex: none;
  object-fit: cover;
  border-radius: 4px;
`;

const Time = styled.span`
  flex: none;
  font-variant-numeric: tabular-nums;
  font-weight: 600;
`;

const Name = styled.span`
  flex: 1 1 auto;
  min-width: 0;
  overflow: hidden;
  white-space: nowrap;
  text-overflow: ellipsis;
`;

/** Said aloud and printed in the list view; the colour alone is not enough. */
const StateLabel = styled.span`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip-path: inset(50%);
  white-space: nowrap;
`;
