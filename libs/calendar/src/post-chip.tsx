import styled from 'styled-components';
import type { CalendarPost } from './post-calendar.tsx';
import { type ChipState, chipColour, chipStateOf } from './post-chips.ts';
import type { CalendarTexts } from './texts.ts';

/** A post on the calendar: its state's colour, its product image, its time and its product. */
export function PostChip({ post, time, texts }: { post: CalendarPost; time: string; texts: CalendarTexts }) {
  const state = chipStateOf(post);
  const image = post.image ?? post.productImage;
  return (
    <Chip
      $state={state}
      data-state={state}
      data-post-id={post.id}
      title={`${texts.states[state]} · ${post.productName}`}
    >
      {image ? <Thumb src={image} alt="" loading="lazy" /> : null}
      <Time>{time}</Time>
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
