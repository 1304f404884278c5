import styled from 'styled-components';

/**
 * A library item to pick for a post (the image picker's squares, the format dialog's 9:16 videos): a
 * button showing its picture whole, framed in the primary colour while chosen.
 */
export const PickTile = styled.button<{ $selected: boolean; $ratio: '1 / 1' | '9 / 16' }>`
  position: relative;
  display: block;
  width: 100%;
  aspect-ratio: ${({ $ratio }) => $ratio};
  padding: 0;
  border: 3px solid ${({ theme, $selected }) => ($selected ? theme.colors.primary : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  overflow: hidden;
  cursor: pointer;
  &:disabled {
    cursor: not-allowed;
    opacity: 0.6;
  }
  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;
