import { type AccountProduct, displayDescription, displayName } from '@studio/contracts';
import { Badge, Button, CenteredSpinner, Field, Input, MutedText, Stack, Textarea, toast } from '@studio/ui';
import { Dialog, FileInput } from '@studio/ui/dialogs';
import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { imageFileProblem, uploadErrorMessage } from '../../../image-file.ts';
import { texts } from '../../../texts.ts';
import { deleteAccountProductImage } from '../api/delete-account-product-image.ts';
import { useAccountProductImages } from '../api/get-account-product-images.ts';
import { updateAccountProduct } from '../api/update-account-product.ts';
import { uploadAccountProductImage } from '../api/upload-account-product-image.ts';
import { productsTexts } from '../texts.ts';
import { resolveImageUrl } from '../utils/image-url.ts';
import { FactSheetEditor, FactSheetView } from './fact-sheet.tsx';

const t = productsTexts.details;

/** The error's own message for the 'Σφάλμα' toast. */
function failed(error: unknown) {
  const fallback = error instanceof Error ? error.message : String(error);
  toast.error(texts.errorTitle, { description: uploadErrorMessage(error, fallback) });
}

type ProductPreviewDialogProps = {
  product: AccountProduct;
  /** Opened from the card's «Επεξεργασία»: straight in edit mode. */
  editing?: boolean;
  onClose: () => void;
  /** After a change the list of products is fetched again. */
  onChanged: () => void;
};

/** An image chosen in edit mode, shown from the browser until Save uploads it. */
type Staged = { file: File; url: string };

/**
 * The product's images, category, name and description, with an edit mode:
 * delete an image, upload one (any image type), edit name and description, Cancel or Save. Nothing
 * changes on the server before Save: deletions and uploads wait with the texts, so Cancel undoes them.
 */
export function ProductPreviewDialog({
  product,
  editing: startEditing = false,
  onClose,
  onChanged,
}: ProductPreviewDialogProps) {
  const images = useAccountProductImages(product.id);
  const [editing, setEditing] = useState(startEditing);
  const [name, setName] = useState(displayName(product));
  const [description, setDescription] = useState(displayDescription(product));
  const [sheet, setSheet] = useState(product.factSheet);
  /** 'kept': unchanged; 'edited': saved as corrected; 'reread': read again from the texts on Save. */
  const [sheetChange, setSheetChange] = useState<'kept' | 'edited' | 'reread'>('kept');
  const [busy, setBusy] = useState(false);
  const [removed, setRemoved] = useState<ReadonlySet<number>>(new Set());
  const [added, setAdded] = useState<Staged[]>([]);
  const shownUrls = useRef(new Set<string>());

  // The previews of chosen files are released when the dialog goes.
  useEffect(() => {
    const urls = shownUrls.current;
    return () => {
      for (const url of urls) URL.revokeObjectURL(url);
    };
  }, []);

  const stage = (file: File) => {
    // A file the server would refuse is refused here, in Greek, before Save.
    const problem = imageFileProblem(file);
    if (problem) {
      toast.error(texts.errorTitle, { description: problem });
      return;
    }
    const url = URL.createObjectURL(file);
    shownUrls.current.add(url);
    setAdded((files) => [...files, { file, url }]);
  };
  const unstage = (staged: Staged) => {
    URL.revokeObjectURL(staged.url);
    shownUrls.current.delete(staged.url);
    setAdded((files) => files.filter((file) => file !== staged));
  };
  const clearStaged = () => {
    for (const staged of added) unstage(staged);
    setRemoved(new Set());
  };

  const fallbackImage = resolveImageUrl(product.customImagePath ?? product.originalImagePath);
  const list = (images.data?.images ?? []).filter((image) => !removed.has(image.id));

  const cancel = () => {
    setName(displayName(product));
    setDescription(displayDescription(product));
    setSheet(product.factSheet);
    setSheetChange('kept');
    clearStaged();
    setEditing(false);
  };

  const run = async (action: () => Promise<unknown>, after?: () => void) => {
    setBusy(true);
    try {
      await action();
      after?.();
      await images.mutate();
      onChanged();
    } catch (error) {
      failed(error);
    } finally {
      setBusy(false);
    }
  };

  const save = () =>
    run(
      async () => {
        for (const id of removed) await deleteAccountProductImage(product.id, id);
        for (const staged of added) await uploadAccountProductImage(product.id, staged.file);
        await updateAccountProduct(product.id, {
          customName: name.trim(),
          customDescription: description.trim(),
          ...(sheetChange === 'edited' ? { factSheet: sheet } : {}),
          ...(sheetChange === 'reread' ? { factSheet: null } : {}),
        });
      },
      () => {
        toast.success(t.saved);
        setSheetChange('kept');
        clearStaged();
        setEditing(false);
      },
    );

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && !busy && onClose()}
      title={displayName(product)}
      maxWidth="760px"
      closeLabel={t.close}
      footer={
        editing ? (
          <>
            <Button variant="secondary" onClick={cancel} disabled={busy}>
              {t.cancel}
            </Button>
            <Button onClick={() => void save()} loading={busy}>
              {t.save}
            </Button>
          </>
        ) : (
          <Button variant="secondary" onClick={() => setEditing(true)}>
            {t.edit}
          </Button>
        )
      }
    >
      <Stack $gap="lg">
        <section aria-label={t.images}>
          {images.isLoading && <CenteredSpinner label={texts.loading} />}
          {!images.isLoading && list.length === 0 && !fallbackImage && <Muted>{t.noImages}</Muted>}
          <Gallery>
            {images.data && list.length === 0 && fallbackImage && (
              <li>
                <img src={fallbackImage} alt={displayName(product)} />
              </li>
            )}
            {list.map((image, index) => (
              <li key={image.id}>
                <img
                  src={resolveImageUrl(image.imagePath) ?? ''}
                  alt={`${displayName(product)} ${index + 1}`}
                />
                {/* Id 0 is the catalogue's own image: shown, never deleted. */}
                {editing && image.id !== 0 && (
                  <Remove
                    size="sm"
                    variant="danger"
                    disabled={busy}
                    aria-label={t.deleteImage(index + 1)}
                    onClick={() => setRemoved((ids) => new Set([...ids, image.id]))}
                  >
                    ×
                  </Remove>
                )}
              </li>
            ))}
            {added.map((staged, index) => (
              <li key={staged.url}>
                <img src={staged.url} alt={`${displayName(product)} ${list.length + index + 1}`} />
                <Remove
                  size="sm"
                  variant="danger"
                  disabled={busy}
                  aria-label={t.deleteImage(list.length + index + 1)}
                  onClick={() => unstage(staged)}
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
                  if (file) stage(file);
                  input.value = '';
                }}
              />
            </Field>
          )}
        </section>

        <div>
          <Muted>{t.category}</Muted>
          <Badge tone="info">{product.categoryName ?? productsTexts.noCategory}</Badge>
        </div>

        {editing ? (
          <>
            <Field label={t.name}>
              <Input value={name} onChange={(event) => setName(event.target.value)} />
            </Field>
            <Field label={t.description}>
              <Textarea
                rows={6}
                value={description}
                onChange={(event) => setDescription(event.target.value)}
              />
            </Field>
          </>
        ) : (
          <div>
            <Name>{displayName(product)}</Name>
            <Text>{displayDescription(product)}</Text>
          </div>
        )}

        {editing ? (
          <div>
            <FactSheetEditor
              key={sheetChange === 'reread' ? 'reread' : 'sheet'}
              sheet={sheet}
              disabled={busy || sheetChange === 'reread'}
              onChange={(next) => {
                setSheet(next);
                setSheetChange('edited');
              }}
            />
            {product.factSheetEdited && (
              <Button
                variant="secondary"
                size="sm"
                disabled={busy || sheetChange === 'reread'}
                onClick={() => setSheetChange('reread')}
              >
                {productsTexts.sheet.reread}
              </Button>
            )}
          </div>
        ) : (
          <FactSheetView sheet={product.factSheet} edited={product.factSheetEdited} />
        )}
      </Stack>
    </Dialog>
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

const Name = styled.h3`
  margin-bottom: ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.fontSize.lg};
  font-weight: 600;
`;

const Text = styled.p`
  white-space: pre-wrap;
`;
