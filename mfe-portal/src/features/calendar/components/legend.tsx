import styled from 'styled-components';
import { calendarTexts } from '../texts.ts';
import { type ChipState, chipColour } from '../utils/post-chips.ts';

const states = Object.keys(calendarTexts.states) as ChipState[];

/** Which colour means which state. */
export function Legend() {
  return (
    <List aria-label={calendarTexts.legend}>
      {states.map((state) => (
        <Item key={state}>
          <Dot $state={state} aria-hidden />
          {calendarTexts.states[state]}
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
