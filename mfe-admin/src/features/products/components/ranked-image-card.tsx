import type { RankedImage } from '@studio/contracts';
import { Badge, Button } from '@studio/ui';
import { WebImage } from '@studio/ui/content';
import styled from 'styled-components';

type RankedImageCardProps = {
  image: RankedImage;
  /** 0-based slot; the first slot's image becomes the product image. */
  slot: number;
  /** A replacement is on its way. */
  busy: boolean;
  onReplace: () => void;
  onBroken: () => void;
};

/** One of the preview's images with its rank, score out of 100 and the reason it was ranked so. */
export function RankedImageCard({ image, slot, busy, onReplace, onBroken }: RankedImageCardProps) {
  return (
    <Card aria-label={`Image ${slot + 1}`}>
      <Frame>
        <WebImage
          key={image.url}
          src={image.url}
          alt={image.description || `Image ${slot + 1}`}
          onBroken={onBroken}
          fallback={<Missing>{busy ? 'Replacing broken image…' : 'Image unavailable'}</Missing>}
        />
        <Rank tone={image.rank <= 3 ? 'success' : 'neutral'}>#{image.rank}</Rank>
        {slot === 0 && <Chosen tone="info">Product image</Chosen>}
      </Frame>
      <Body>
        {slot === 0 && <ChosenBeside tone="info">Product image</ChosenBeside>}
        {/* Replace sits right under the image, above the reason of any length, so it is always in view. */}
        <Meta>
          <Score>
            Score <strong>{image.score}</strong>/100
          </Score>
          <Button
            size="sm"
            variant="secondary"
            loading={busy}
            aria-label={`Replace image ${slot + 1}`}
            onClick={onReplace}
          >
            Replace
          </Button>
        </Meta>
        <Reason>{image.reason}</Reason>
      </Body>
    </Card>
  );
}

const Card = styled.li`
  display: flex;
  flex-direction: column;
  min-width: 0;

  /* On phones, the image beside its score and Replace: three cards fit in a screen or two. */
  @media (max-width: ${({ theme }) => theme.breakpoint.sm}) {
    display: grid;
    grid-template-columns: 112px minmax(0, 1fr);
  }
  overflow: hidden;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surface};
`;

const Frame = styled.div`
  position: relative;
  display: grid;
  place-items: center;
  height: 180px;
  overflow: hidden;
  background: ${({ theme }) => theme.colors.surfaceMuted};

  img {
    position: absolute;
    inset: 0;
    width: 100%;
    height: 100%;
    object-fit: contain;
  }

  @media (max-width: ${({ theme }) => theme.breakpoint.sm}) {
    height: 100%;
    min-height: 112px;
  }
`;

const Rank = styled(Badge)`
  position: absolute;
  top: ${({ theme }) => theme.space.sm};
  left: ${({ theme }) => theme.space.sm};
  background: ${({ theme }) => theme.colors.surface};
`;

const Chosen = styled(Badge)`
  position: absolute;
  top: ${({ theme }) => theme.space.sm};
  right: ${({ theme }) => theme.space.sm};
  background: ${({ theme }) => theme.colors.surface};

  @media (max-width: ${({ theme }) => theme.breakpoint.sm}) {
    display: none;
  }
`;

/** On phones the image is too narrow for both badges: the product image's mark goes beside it. */
const ChosenBeside = styled(Badge)`
  display: none;
  align-self: flex-start;

  @media (max-width: ${({ theme }) => theme.breakpoint.sm}) {
    display: inline-flex;
  }
`;

const Missing = styled.span`
  padding: ${({ theme }) => theme.space.lg};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSize.sm};
  text-align: center;
`;

const Body = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.md};
`;

const Meta = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSize.sm};
`;

const Score = styled.span`
  strong {
    color: ${({ theme }) => theme.colors.text};
  }
`;

const Reason = styled.p`
  font-size: ${({ theme }) => theme.fontSize.sm};
  overflow-wrap: anywhere;
`;
