import type { AccountProduct } from '@studio/contracts';
import { displayName } from '@studio/contracts';
import { Button, CenteredSpinner, Field, MutedText } from '@studio/ui';
import { FileInput } from '@studio/ui/dialogs';
import styled from 'styled-components';
import { texts } from '../../../texts.ts';
import type { useStagedImages } from '../hooks/use-staged-images.ts';
import { productsTexts } from '../texts.ts';
import { resolveImageUrl } from '../utils/image-url.ts';

const t = productsTexts.details;

type ProductImage = { id: number; imagePath: string };

/**
 * The product's images as a gallery: the stored ones less those marked for deletion, then the chosen
 * files waiting for Save; in edit mode each has its × and a file can be chosen. With no image of its own
 * the catalogue's (or the custom) picture is shown.
 */
export function ProductImagesSection({
  product,
  images,
  loading,
  editing,
  busy,
  staged,
}: {
  product: AccountProduct;
  /** The stored images, once loaded, less those marked for deletion. */
  images: readonly ProductImage[] | undefined;
  loading: boolean;
  editing: boolean;
  busy: boolean;
  staged: ReturnType<typeof useStagedImages>;
}) {
  const fallbackImage = resolveImageUrl(product.customImagePath ?? product.originalImagePath);
  const list = images ?? [];
  return (
    <section aria-label={t.images}>
      {loading && <CenteredSpinner label={texts.loading} />}
      {!loading && list.length === 0 && !fallbackImage && <Muted>{t.noImages}</Muted>}
      <Gallery>
        {images && list.length === 0 && fallbackImage && (
          <li>
            <img src={fallbackImage} alt={displayName(product)} />
          </li>
        )}
        {list.map((image, index) => (
          <li key={image.id}>
            <img src={resolveImageUrl(image.imagePath) ?? ''} alt={`${displayName(product)} ${index + 1}`} />
            {/* Id 0 is the catalogue's own image: shown, never deleted. */}
            {editing && image.id !== 0 && (
              <Remove
                size="sm"
                variant="danger"
                disabled={busy}
                aria-label={t.deleteImage(index + 1)}
                onClick={() => staged.remove(image.id)}
              >
                ×
              </Remove>
            )}
          </li>
        ))}
        {staged.added.map((file, index) => (
          <li key={file.url}>
            <img src={file.url} alt={`${displayName(product)} ${list.length + index + 1}`} />
            <Remove
              size="sm"
              variant="danger"
              disabled={busy}
              aria-label={t.deleteImage(list.length + index + 1)}
              onClick={() => staged.unstage(file)}
            >
              ×
            </Remove>
          </li>
        ))}
      </Gallery>
      {editing && (
        <Field label={t.upload} hint={t.uploadHint}>
          <FileInput
            buttonLabel={t.chooseImage}
            accept="image/*"
            disabled={busy}
            onChange={(event) => {
              const input = event.currentTarget;
              const file = input.files?.[0];
              if (file) staged.stage(file);
              input.value = '';
            }}
          />
        </Field>
      )}
    </section>
  );
}

const Gallery = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(150px, 1fr));
  gap: ${({ theme }) => theme.space.sm};
  margin: 0 0 ${({ theme }) => theme.space.md};
  padding: 0;
  list-style: none;

  li {
    position: relative;
    aspect-ratio: 1;
    overflow: hidden;
    border-radius: ${({ theme }) => theme.radius.md};
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }

  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

const Remove = styled(Button)`
  position: absolute;
  top: ${({ theme }) => theme.space.xs};
  right: ${({ theme }) => theme.space.xs};
`;

const Muted = styled(MutedText)`
  margin-bottom: ${({ theme }) => theme.space.xs};
`;
