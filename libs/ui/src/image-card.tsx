import type { SpaceKey } from '@studio/ui';
import type { ReactNode } from 'react';
import styled from 'styled-components';

export type ImageCardProps = {
  /** The card's accessible name: the product's name, the result's position. */
  label: string;
  /** The image (an <img> or a WebImage), or a note where there is none. */
  image: ReactNode;
  /** 'li' inside a list of results; an article otherwise. */
  as?: 'article' | 'li';
  /** The frame's shape; default 4 / 3. */
  ratio?: '4 / 3' | '1 / 1';
  /** 'cover' fills the frame (a product's photo), 'contain' shows all of it (a found image). */
  fit?: 'contain' | 'cover';
  /** Corner radius; default lg. */
  radius?: 'md' | 'lg';
  /** A small shadow under the card; default true. */
  raised?: boolean;
  /** Space around the body; default md. */
  padding?: SpaceKey;
  /** The body's lines start at the left at their own width (buttons), or take the whole width. */
  align?: 'flex-start' | 'stretch';
  /** What is said under the image. */
  children: ReactNode;
};

/**
 * A card of one image: the image in a muted frame on top, what is said about it below. Image search
 * results, the business's products and the media library draw their cards with it.
 */
export function ImageCard({
  label,
  image,
  as = 'article',
  ratio = '4 / 3',
  fit = 'contain',
  radius = 'lg',
  raised = true,
  padding = 'md',
  align = 'stretch',
  children,
}: ImageCardProps) {
  return (
    <Card as={as} aria-label={label} $radius={radius} $raised={raised}>
      <Frame $ratio={ratio} $fit={fit}>
        {image}
      </Frame>
      <Body $padding={padding} $align={align}>
        {children}
      </Body>
    </Card>
  );
}

/** The badges of an image card, side by side. */
export const ImageCardBadges = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
`;

/** Said in the frame where there is no image: 'Image unavailable'. */
export const ImageCardNote = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSize.sm};
`;

const Card = styled.article<{ $radius: 'md' | 'lg'; $raised: boolean }>`
  display: flex;
  flex-direction: column;
  min-width: 0;
  overflow: hidden;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme, $radius }) => theme.radius[$radius]};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme, $raised }) => ($raised ? theme.shadow.sm : 'none')};
`;

const Frame = styled.div<{ $ratio: string; $fit: 'contain' | 'cover' }>`
  display: grid;
  place-items: center;
  aspect-ratio: ${({ $ratio }) => $ratio};
  background: ${({ theme }) => theme.colors.surfaceMuted};

  img {
    width: 100%;
    height: 100%;
    object-fit: ${({ $fit }) => $fit};
  }
`;

/* flex: 1 so that a last line with margin-top: auto (a card's buttons) sits at the card's bottom. */
const Body = styled.div<{ $padding: SpaceKey; $align: 'flex-start' | 'stretch' }>`
  display: flex;
  flex: 1;
  flex-direction: column;
  align-items: ${({ $align }) => $align};
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme, $padding }) => theme.space[$padding]};
`;
