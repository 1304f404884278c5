import { Alert, Button, Field, Input, Stack, Textarea } from '@studio/ui';
import { FieldWithButton, NoteList, TileGrid, WorkingLine } from '@studio/ui/content';
import { Dialog } from '@studio/ui/dialogs';
import { useState } from 'react';
import styled from 'styled-components';
import { useCatalogSettings } from '../api/get-catalog-settings.ts';
import { useAiCreate } from '../hooks/use-ai-create.ts';
import { useSaveVerdict } from '../hooks/use-save-verdict.ts';
import { productsTexts } from '../texts.ts';
import { TOP_IMAGES } from '../utils/ai-selection.ts';
import { AiImageTile } from './ai-image-tile.tsx';

const t = productsTexts.ai;

/**
 * AI product creation: a name (Enter generates), then an editable description and
 * the ranked images, the top 3 chosen; the create button saves the chosen images and creates the
 * product. Render it only while open: closing unmounts it and so forgets everything. As the name (and
 * the description) is typed, the dialog says what the save would say of it: a name the compliance gate
 * refuses is said to be refused there, and nothing is written or searched for it.
 */
export function AiCreateDialog({ onClose, onCreated }: { onClose: () => void; onCreated: () => void }) {
  const [name, setName] = useState('');
  const ai = useAiCreate(onCreated);
  const { draft } = ai;
  const busy = ai.generating || ai.saving;
  const typed = useSaveVerdict(name, draft?.description ?? null);
  const refusedAtGenerate = ai.refusal && ai.refusal.name === name.trim() ? ai.refusal.message : null;
  const refusal = typed ?? refusedAtGenerate;

  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open && !ai.saving) onClose();
      }}
      title={t.title}
      description={t.description}
      maxWidth="1200px"
      dismissOnOutsideClick={false}
      closeLabel={productsTexts.catalog.close}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={ai.saving}>
            {t.cancel}
          </Button>
          {draft && (
            <Button
              onClick={() => void ai.save()}
              loading={ai.saving}
              disabled={ai.generating || refusal !== null}
            >
              {t.create(ai.selected.size)}
            </Button>
          )}
        </>
      }
    >
      <Stack $gap="lg">
        <OfflineNotes />
        <FieldWithButton
          as="form"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            if (!busy && refusal === null) void ai.generate(name);
          }}
        >
          <Field label={t.name}>
            <Input
              autoComplete="off"
              placeholder={t.namePlaceholder}
              value={name}
              aria-invalid={refusal !== null || undefined}
              onChange={(event) => setName(event.target.value)}
            />
          </Field>
          <Button type="submit" loading={ai.generating} disabled={ai.saving || refusal !== null}>
            {t.generate}
          </Button>
        </FieldWithButton>
        {refusal && (
          <Alert tone="danger" title={t.refusedTitle}>
            {refusal}
          </Alert>
        )}

        {ai.generating && <WorkingLine label={t.generating}>{t.generating}</WorkingLine>}

        {draft && (
          <>
            <Field label={t.descriptionLabel} hint={t.descriptionHint}>
              <Textarea
                rows={5}
                value={draft.description}
                onChange={(event) => ai.setDescription(event.target.value)}
              />
            </Field>
            {draft.images.length === 0 ? (
              <Alert tone="warning">{t.noImages}</Alert>
            ) : (
              <section aria-label={t.images}>
                <ImagesHeader>
                  <h3>{t.images}</h3>
                  <output aria-live="polite">{t.selectedOf(ai.selected.size, draft.images.length)}</output>
                </ImagesHeader>
                <TileGrid $min="200px">
                  {ai.shown.map((image) => (
                    <AiImageTile
                      key={image.url}
                      image={image}
                      selected={ai.selected.has(image.url)}
                      onToggle={() => ai.toggle(image.url)}
                    />
                  ))}
                </TileGrid>
                {draft.images.length > TOP_IMAGES && (
                  <MoreButton variant="ghost" size="sm" onClick={ai.toggleShowAll} aria-expanded={ai.showAll}>
                    {ai.showAll ? t.showTop : t.showMore(draft.images.length - TOP_IMAGES)}
                  </MoreButton>
                )}
              </section>
            )}
          </>
        )}
      </Stack>
    </Dialog>
  );
}

/** Says in Greek when the offline writer or the offline images answer. Nothing while unknown. */
function OfflineNotes() {
  const { data } = useCatalogSettings();
  if (!data) return null;
  const notes = [
    data.writer === 'offline' ? t.offlineWriter : null,
    data.imageSearch === 'offline' ? t.offlineImages : null,
  ].filter((note) => note !== null);
  return <NoteList notes={notes} />;
}

const ImagesHeader = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  margin-bottom: ${({ theme }) => theme.space.md};

  h3 {
    font-size: ${({ theme }) => theme.fontSize.md};
    font-weight: 600;
  }

  output {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSize.sm};
  }
`;

const MoreButton = styled(Button)`
  margin-top: ${({ theme }) => theme.space.md};
`;
