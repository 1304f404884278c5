import type { Product } from '@studio/contracts';
import { WebImage } from '@studio/ui/content';
import { Dialog } from '@studio/ui/dialogs';
import styled from 'styled-components';

type ImageViewerDialogProps = { product: Product & { imagePath: string }; onClose: () => void };

/** The product's image at full size. */
export function ImageViewerDialog({ product, onClose }: ImageViewerDialogProps) {
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title="Product image"
      description={product.name}
      maxWidth="960px"
    >
      <Frame>
        <WebImage
          src={product.imagePath}
          alt={product.name}
          fallback={<Missing>The image could not be loaded.</Missing>}
        />
      </Frame>
    </Dialog>
  );
}

const Frame = styled.div`
  display: grid;
  place-items: center;
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surfaceMuted};

  img {
    display: block;
    max-width: 100%;
    max-height: 72vh;
    object-fit: contain;
  }
`;

const Missing = styled.p`
  padding: ${({ theme }) => theme.space.xxl};
  color: ${({ theme }) => theme.colors.textMuted};
`;
