import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Field, Input, Stack, Textarea } from '@studio/ui';
import { FieldWithButton, TileGrid, WorkingLine } from '@studio/ui/content';
import { Dialog } from '@studio/ui/dialogs';
import { useForm } from 'react-hook-form';
import styled from 'styled-components';
import { SparklesIcon } from '../../../components/icons.tsx';
import { OfflineNotes } from '../../../components/offline-notes.tsx';
import { AiPreviewRequest } from '../api/create-ai-product-preview.ts';
import { useAiProduct } from '../hooks/use-ai-product.ts';
import { RankedImageCard } from './ranked-image-card.tsx';

/**
 * AI Generate Product: a name, then a written description and the top 3 ranked web
 * images; Create Product stores the first image and creates the product as active. Closing forgets
 * everything (the dialog is unmounted).
 */
export function AiGenerateDialog({ onClose }: { onClose: () => void }) {
  const ai = useAiProduct();
  const { preview } = ai;
  const form = useForm({ resolver: zodResolver(AiPreviewRequest), defaultValues: { productName: '' } });
  const onGenerate = form.handleSubmit(({ productName }) => ai.generate(productName));

  // The product is named as the field reads now, corrected after Generate or not.
  const create = form.handleSubmit(async ({ productName }) => {
    if (await ai.create(productName)) onClose();
  });

  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open && !ai.creating) onClose();
      }}
      title="AI Generate Product"
      description="Enter a product name: the AI writes a description and ranks product images from the web."
      maxWidth="1080px"
      dismissOnOutsideClick={false}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={ai.creating}>
            Cancel
          </Button>
          <Button onClick={create} loading={ai.creating} disabled={!preview || ai.generating}>
            Create Product
          </Button>
        </>
      }
    >
      <Stack $gap="lg">
        <OfflineNotes show={['writer', 'images']} />
        <FieldWithButton as="form" onSubmit={onGenerate} noValidate>
          <Field label="Product name" error={form.formState.errors.productName?.message}>
            <Input
              autoComplete="off"
              placeholder="e.g. Hyaluronic acid serum"
              {...form.register('productName')}
            />
          </Field>
          <Button type="submit" loading={ai.generating} disabled={ai.creating}>
            <SparklesIcon size={16} />
            Generate
          </Button>
        </FieldWithButton>

        {ai.generating && (
          <WorkingLine label="Generating">Writing the description and ranking images…</WorkingLine>
        )}

        {preview && (
          <>
            <Summary>
              Preview for <strong>{preview.productName}</strong>: {preview.totalFound} images found,{' '}
              {preview.totalValid} usable.
            </Summary>
            <Field label="Description" hint="Edit it as you like before creating the product.">
              <Textarea
                rows={5}
                value={preview.description}
                onChange={(event) => ai.setDescription(event.target.value)}
              />
            </Field>
            {preview.images.length === 0 ? (
              <Alert tone="warning" title="No usable images were found">
                Try another or a more specific product name.
              </Alert>
            ) : (
              <TileGrid $min="180px" $fit aria-label="Ranked images">
                {preview.images.map((image, slot) => (
                  <RankedImageCard
                    key={slot}
                    image={image}
                    slot={slot}
                    busy={ai.busySlots.has(slot)}
                    onReplace={() => void ai.replace(slot)}
                    onBroken={() => ai.imageBroken(slot)}
                  />
                ))}
              </TileGrid>
            )}
          </>
        )}
      </Stack>
    </Dialog>
  );
}

const Summary = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSize.sm};
`;
