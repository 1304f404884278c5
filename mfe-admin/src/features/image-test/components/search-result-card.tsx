import type { SearchImage } from '@studio/contracts';
import { Badge, type Tone } from '@studio/ui';
import { ImageCard, ImageCardBadges, ImageCardNote, WebImage } from '@studio/ui/content';
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
    <ImageCard
      as="li"
      label={`Result ${position}`}
      radius="md"
      image={
        <WebImage
          src={image.url}
          alt={image.description || `Result ${position}`}
          loading="lazy"
          fallback={<ImageCardNote>Image unavailable</ImageCardNote>}
        />
      }
    >
      <ImageCardBadges>
        <Badge tone={quality[image.quality].tone}>{quality[image.quality].label}</Badge>
        <Badge tone={relevance[image.relevance].tone}>{relevance[image.relevance].label}</Badge>
      </ImageCardBadges>
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
    </ImageCard>
  );
}

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
