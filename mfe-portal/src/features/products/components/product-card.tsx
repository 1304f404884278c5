import { type AccountProduct, displayDescription, displayName } from '@studio/contracts';
import { Badge, Button } from '@studio/ui';
import { ImageCard, ImageCardNote } from '@studio/ui/content';
import styled from 'styled-components';
import { productsTexts } from '../texts.ts';
import { resolveImageUrl } from '../utils/image-url.ts';

type ProductCardProps = {
  product: AccountProduct;
  removing: boolean;
  onPreview: () => void;
  onEdit: () => void;
  onRemove: () => void;
};

/**
 * One of the account's products: image, category, name, two lines of description, Preview, Edit (its own
 * name, description and images, straight in the dialog's edit mode) and Remove.
 */
export function ProductCard({ product, removing, onPreview, onEdit, onRemove }: ProductCardProps) {
  const name = displayName(product);
  const image = resolveImageUrl(product.customImagePath ?? product.originalImagePath);
  return (
    <ImageCard
      label={name}
      fit="cover"
      padding="lg"
      align="flex-start"
      image={image ? <img src={image} alt={name} /> : <ImageCardNote>{productsTexts.noImage}</ImageCardNote>}
    >
      <Badge tone="info">{product.categoryName ?? productsTexts.noCategory}</Badge>
      <Name>{name}</Name>
      <Description>{displayDescription(product)}</Description>
      <Actions>
        <Button size="sm" variant="secondary" onClick={onPreview}>
          {productsTexts.preview}
        </Button>
        <Button size="sm" variant="secondary" onClick={onEdit} aria-label={productsTexts.editNamed(name)}>
          {productsTexts.details.edit}
        </Button>
        <Button size="sm" variant="danger" loading={removing} onClick={onRemove}>
          {productsTexts.remove}
        </Button>
      </Actions>
    </ImageCard>
  );
}

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
