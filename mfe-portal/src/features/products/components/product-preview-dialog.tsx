import { type AccountProduct, displayDescription, displayName } from '@studio/contracts';
import { Badge, Button, Field, Input, MutedText, Stack, Textarea, toast } from '@studio/ui';
import { Dialog } from '@studio/ui/dialogs';
import { useState } from 'react';
import styled from 'styled-components';
import { uploadErrorMessage } from '../../../image-file.ts';
import { texts } from '../../../texts.ts';
import { deleteAccountProductImage } from '../api/delete-account-product-image.ts';
import { useAccountProductImages } from '../api/get-account-product-images.ts';
import { updateAccountProduct } from '../api/update-account-product.ts';
import { uploadAccountProductImage } from '../api/upload-account-product-image.ts';
import { useStagedImages } from '../hooks/use-staged-images.ts';
import { productsTexts } from '../texts.ts';
import { FactSheetEditor, FactSheetView } from './fact-sheet.tsx';
import { ProductImagesSection } from './product-images-section.tsx';

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
  const staged = useStagedImages();

  const list = (images.data?.images ?? []).filter((image) => !staged.removed.has(image.id));

  const cancel = () => {
    setName(displayName(product));
    setDescription(displayDescription(product));
    setSheet(product.factSheet);
    setSheetChange('kept');
    staged.clear();
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
        for (const id of staged.removed) await deleteAccountProductImage(product.id, id);
        for (const file of staged.added) await uploadAccountProductImage(product.id, file.file);
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
        staged.clear();
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
        <ProductImagesSection
          product={product}
          images={images.data ? list : undefined}
          loading={images.isLoading}
          editing={editing}
          busy={busy}
          staged={staged}
        />

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

const Name = styled.h3`
  margin-bottom: ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.fontSize.lg};
  font-weight: 600;
`;

const Text = styled.p`
  white-space: pre-wrap;
`;

const Muted = styled(MutedText)`
  margin-bottom: ${({ theme }) => theme.space.xs};
`;
