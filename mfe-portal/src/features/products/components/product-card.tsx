import { type AccountProduct, displayDescription, displayName } from '@studio/contracts';
import { Badge, Button } from '@studio/ui';
import styled from 'styled-components';
import { productsTexts } from '../texts.ts';
import { resolveImageUrl } from '../utils/image-url.ts';

type ProductCardProps = {
  product: AccountProduct;
  removing: boolean;
  onPreview: () => void;
  onRemove: () => void;
};

/** One of the account's products: image, category, name, two lines of description, Preview and Remove. */
export function ProductCard({ product, removing, onPreview, onRemove }: ProductCardProps) {
  const name = displayName(product);
  const image = resolveImageUrl(product.customImagePath ?? product.originalImagePath);
  return (
    <Card aria-label={name}>
      <Frame>{image ? <img src={image} alt={name} /> : <Missing>{productsTexts.noImage}</Missing>}</Frame>
      <Body>
        <Badge tone="info">{product.categoryName ?? productsTexts.noCategory}</Badge>
        <Name>{name}</Name>
        <Description>{displayDescription(product)}</Description>
        <Actions>
          <Button size="sm" variant="secondary" onClick={onPreview}>
            {productsTexts.preview}
          </Button>
          <Button size="sm" variant="danger" loading={removing} onClick={onRemove}>
            {productsTexts.remove}
          </Button>
        </Actions>
      </Body>
    </Card>
  );
}

const Card = styled.article`
  display: flex;
  flex-direction: column;
  min-width: 0;
  overflow: hidden;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.lg};
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
    object-fit: cover;
  }
`;

const Missing = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSize.sm};
`;

const Body = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.lg};
`;

const Name = styled.h3`
  font-size: ${({ theme }) => theme.fontSize.md};
  font-weight: 600;
  overflow-wrap: anywhere;
`;

const Description = styled.p`
  display: -webkit-box;
  -webkit-box-orient: vertical;
  -webkit-line-clamp: 2;
  overflow: hidden;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSize.sm};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  margin-top: auto;
`;
