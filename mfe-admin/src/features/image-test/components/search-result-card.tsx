import type { SearchImage } from '@studio/contracts';
import { Badge, type Tone, WebImage } from '@studio/ui';
import styled from 'styled-components';
import { ExternalLinkIcon } from '../../../components/icons.tsx';

const quality: Record<SearchImage['quality'], { label: string; tone: Tone }> = {
  professional: { label: 'Professional', tone: 'success' },
  amateur: { label: 'Amateur', tone: 'neutral' },
};

const relevance: Record<SearchImage['relevance'], { label: string; tone: Tone }> = {
  high: { label: 'High relevance', tone: 'success' },
  medium: { label: 'Medium relevance', tone: 'warning' },
  low: { label: 'Low relevance', tone: 'neutral' },
};

/** One found image: the image, its quality and relevance, description, source and original address. */
export function SearchResultCard({ image, position }: { image: SearchImage; position: number }) {
  return (
    <Card aria-label={`Result ${position}`}>
      <Frame>
        <WebImage
          src={image.url}
          alt={image.description || `Result ${position}`}
          loading="lazy"
          fallback={<Placeholder>Image unavailable</Placeholder>}
        />
      </Frame>
      <Body>
        <Badges>
          <Badge tone={quality[image.quality].tone}>{quality[image.quality].label}</Badge>
          <Badge tone={relevance[image.relevance].tone}>{relevance[image.relevance].label}</Badge>
        </Badges>
        <Description>{image.description || 'No description'}</Description>
        <Meta>
          <dt>Source</dt>
          <dd>{image.source}</dd>
          <dt>Original URL</dt>
          <dd>
            <a href={image.originalUrl} target="_blank" rel="noopener noreferrer">
              {image.originalUrl}
              <ExternalLinkIcon size={12} />
            </a>
          </dd>
        </Meta>
      </Body>
    </Card>
  );
}

const Card = styled.li`
  display: flex;
  flex-direction: column;
  min-width: 0;
  overflow: hidden;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadow.sm};
`;

const Frame = styled.div`
  display: grid;
  place-items: center;
  aspect-ratio: 4 / 3;
  background: ${({ theme }) => theme.colors.surfaceMuted};

  img {
    width: 100%;
    height: 100%;
    object-fit: contain;
  }
`;

const Placeholder = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSize.sm};
`;

const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.md};
`;

const Badges = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
`;

const Description = styled.p`
  font-size: ${({ theme }) => theme.fontSize.sm};
  overflow-wrap: anywhere;
`;

const Meta = styled.dl`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr);
  gap: ${({ theme }) => `${theme.space.xxs} ${theme.space.sm}`};
  margin: 0;
  font-size: ${({ theme }) => theme.fontSize.xs};

  dt {
    color: ${({ theme }) => theme.colors.textMuted};
    font-weight: 600;
  }
  dd {
    min-width: 0;
    margin: 0;
    overflow-wrap: anywhere;
  }
  a svg {
    margin-left: ${({ theme }) => theme.space.xxs};
    vertical-align: -1px;
  }
`;
