import type { RankedImage } from '@studio/contracts';
import { Badge } from '@studio/ui';
import { WebImage } from '@studio/ui/content';
import styled, { css } from 'styled-components';
import { productsTexts } from '../texts.ts';
import { TOP_IMAGES } from '../utils/ai-selection.ts';

type AiImageTileProps = { image: RankedImage; selected: boolean; onToggle: () => void };

/** One ranked image of the AI dialog: a toggle button with its rank badge and the reason of its rank. */
export function AiImageTile({ image, selected, onToggle }: AiImageTileProps) {
  return (
    <Tile>
      <Toggle
        type="button"
        aria-label={productsTexts.ai.imageLabel(image.rank)}
        aria-pressed={selected}
        $selected={selected}
        onClick={onToggle}
      >
        <WebImage
          src={image.url}
          alt={productsTexts.ai.imageLabel(image.rank)}
          fallback={<Missing>{productsTexts.ai.imageLabel(image.rank)}</Missing>}
        />
        <Rank tone={image.rank <= TOP_IMAGES ? 'success' : 'neutral'} aria-hidden>
          #{image.rank}
        </Rank>
        {selected && <Check aria-hidden>✓</Check>}
      </Toggle>
      <Reason>{image.reason}</Reason>
    </Tile>
  );
}

const Tile = styled.li`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  min-width: 0;
`;

const Toggle = styled.button<{ $selected: boolean }>`
  position: relative;
  display: grid;
  place-items: center;
  aspect-ratio: 4 / 3;
  padding: 0;
  overflow: hidden;
  cursor: pointer;
  border: 2px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  ${({ $selected, theme }) =>
    $selected &&
    css`
      border-color: ${theme.colors.primary};
      box-shadow: 0 0 0 2px ${theme.colors.primary};
    `}

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }

  img {
    width: 100%;
    height: 100%;
    object-fit: contain;
  }
`;

const Rank = styled(Badge)`
  position: absolute;
  top: ${({ theme }) => theme.space.sm};
  left: ${({ theme }) => theme.space.sm};
  background: ${({ theme }) => theme.colors.surface};
`;

const Check = styled.span`
  position: absolute;
  top: ${({ theme }) => theme.space.sm};
  right: ${({ theme }) => theme.space.sm};
  display: grid;
  place-items: center;
  width: 24px;
  height: 24px;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.primaryText};
  font-weight: 700;
`;

const Missing = styled.span`
  padding: ${({ theme }) => theme.space.lg};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSize.sm};
`;

const Reason = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSize.xs};
  overflow-wrap: anywhere;
`;
