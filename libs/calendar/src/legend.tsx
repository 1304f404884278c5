import styled from 'styled-components';
import { type ChipState, chipColour } from './post-chips.ts';
import type { CalendarTexts } from './texts.ts';

/** Which colour means which state. */
export function Legend({ texts }: { texts: CalendarTexts }) {
  const states = Object.keys(texts.states) as ChipState[];
  return (
    <List aria-label={texts.legend}>
      {states.map((state) => (
        <Item key={state}>
          <Dot $state={state} aria-hidden />
          {texts.states[state]}
        </Item>
      ))}
    </List>
  );
}

const List = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
  margin: 0;
  padding: 0;
  list-style: none;
  font-size: ${({ theme }) => theme.fontSize.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Item = styled.li`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
`;

const Dot = styled.span<{ $state: ChipState }>`
  width: 10px;
  height: 10px;
  border-radius: 50%;
  background: ${({ theme, $state }) => chipColour($state, theme)};
`;
