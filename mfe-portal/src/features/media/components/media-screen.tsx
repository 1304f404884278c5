import { type BulkPostsResponse, MEDIA_UPLOADS_PER_ACCOUNT, type MediaItem } from '@studio/contracts';
import { Alert, Button, CenteredSpinner, EmptyState, Field, Input, PageHeader, toast } from '@studio/ui';
import { ConfirmDialog, FileInput } from '@studio/ui/dialogs';
import { api, errorMessage, useDocumentTitle } from '@studio/web';
import { type FormEvent, useId, useState } from 'react';
import styled from 'styled-components';
import useSWR from 'swr';
import type { z } from 'zod';
import { deleteMedia, uploadMedia, useMedia } from '../../../api/media.ts';
import { imageFileProblem, uploadErrorMessage } from '../../../image-file.ts';
import { texts } from '../../../texts.ts';
import { mediaTexts } from '../texts.ts';
import { MediaCard } from './media-card.tsx';

type BulkPosts = z.infer<typeof BulkPostsResponse>;
const bulkPostsKey = '/api/bulk-posts';

const dateTime = new Intl.DateTimeFormat('el-GR', {
  dateStyle: 'short',
  timeStyle: 'short',
  hourCycle: 'h23',
});

/** /portal/media: every image of the business, with upload, alt text, consent, usage and deletion. */
export function MediaScreen() {
  useDocumentTitle(mediaTexts.title);
  const { data, error, isLoading, mutate } = useMedia();
  const posts = useSWR<BulkPosts>(bulkPostsKey, () => api<BulkPosts>(bulkPostsKey));
  const [deleting, setDeleting] = useState<MediaItem | null>(null);
  const [busy, setBusy] = useState(false);
  const whenOf = (ids: number[]) =>
    (posts.data?.bulkPosts ?? [])
      .filter((p) => ids.includes(p.id) && p.scheduledDate)
      .map((p) => dateTime.format(new Date(p.scheduledDate!)));

  const confirmDelete = async () => {
    if (!deleting) return;
    setBusy(true);
    try {
      await deleteMedia(deleting.id);
      toast.success(mediaTexts.deleted);
      setDeleting(null);
      await mutate();
    } catch (failure) {
      toast.error(texts.errorTitle, { description: errorMessage(failure, mediaTexts.failed) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Screen>
      <PageHeader title={mediaTexts.title} subtitle={mediaTexts.subtitle} />
      <UploadForm
        uploads={data?.media.filter((item) => item.source === 'upload').length}
        onUploaded={() => mutate()}
      />
      {isLoading && <CenteredSpinner label={texts.loading} />}
      {error && <Alert tone="danger">{mediaTexts.loadFailed}</Alert>}
      {data && data.media.length === 0 && (
        <EmptyState title={mediaTexts.empty} description={mediaTexts.emptyDescription} />
      )}
      {data && data.media.length > 0 && (
        <Grid>
          {data.media.map((item) => (
            <li key={item.id}>
              <MediaCard
                item={item}
                usedAt={whenOf(item.usedByPostIds)}
                onChanged={() => mutate()}
                onDelete={() => setDeleting(item)}
              />
            </li>
          ))}
        </Grid>
      )}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={mediaTexts.deleteTitle}
        message={mediaTexts.deleteDescription}
        confirmLabel={mediaTexts.delete}
        cancelLabel={mediaTexts.cancel}
        closeLabel="Κλείσιμο"
        tone="danger"
        busy={busy}
        onConfirm={confirmDelete}
      />
    </Screen>
  );
}

/** The upload form; `uploads`, once the library has come, is how many of its own images it holds. */
function UploadForm({ uploads, onUploaded }: { uploads: number | undefined; onUploaded: () => void }) {
  const [file, setFile] = useState<File | null>(null);
  const [fileProblem, setFileProblem] = useState<string | null>(null);
  const [altText, setAltText] = useState('');
  const [showsPerson, setShowsPerson] = useState(false);
  const [personConsent, setPersonConsent] = useState(false);
  const [sending, setSending] = useState(false);
  const [formKey, setFormKey] = useState(0);
  const personId = useId();
  const consentId = useId();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!file) {
      toast.error(texts.errorTitle, { description: mediaTexts.chooseFile });
      return;
    }
    setSending(true);
    try {
      await uploadMedia(file, { altText, showsPerson, personConsent: showsPerson && personConsent });
      toast.success(mediaTexts.uploaded);
      setFile(null);
      setAltText('');
      setShowsPerson(false);
      setPersonConsent(false);
      setFormKey((k) => k + 1);
      onUploaded();
    } catch (error) {
      toast.error(texts.errorTitle, { description: uploadErrorMessage(error, mediaTexts.failed) });
    } finally {
      setSending(false);
    }
  };

  return (
    <Form key={formKey} onSubmit={submit} aria-label={mediaTexts.uploadTitle}>
      <h2>{mediaTexts.uploadTitle}</h2>
      <Field
        label={mediaTexts.file}
        hint={file ? file.name : mediaTexts.fileHint}
        error={fileProblem ?? undefined}
      >
        <FileInput
          buttonLabel={mediaTexts.pickFile}
          accept="image/*"
          onChange={(e) => {
            // Checked here, in Greek, before anything is sent.
            const chosen = e.target.files?.[0] ?? null;
            const problem = chosen ? imageFileProblem(chosen) : null;
            setFileProblem(problem);
            setFile(problem ? null : chosen);
            if (problem) e.target.value = '';
          }}
        />
      </Field>
      <Field label={mediaTexts.altText} hint={mediaTexts.altTextHint}>
        <Input value={altText} maxLength={1000} onChange={(e) => setAltText(e.target.value)} />
      </Field>
      <Check htmlFor={personId}>
        <input
          id={personId}
          type="checkbox"
          checked={showsPerson}
          onChange={(e) => setShowsPerson(e.target.checked)}
        />
        {mediaTexts.showsPerson}
      </Check>
      <Check htmlFor={consentId}>
        <input
          id={consentId}
          type="checkbox"
          checked={showsPerson && personConsent}
          disabled={!showsPerson}
          onChange={(e) => setPersonConsent(e.target.checked)}
        />
        {mediaTexts.personConsent}
      </Check>
      <Note>{mediaTexts.consentNote}</Note>
      {uploads !== undefined && <Note>{mediaTexts.uploadsUsed(uploads, MEDIA_UPLOADS_PER_ACCOUNT)}</Note>}
      <div>
        <Button type="submit" loading={sending}>
          {mediaTexts.upload}
        </Button>
      </div>
    </Form>
  );
}

const Screen = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
`;

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.lg};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.colors.surface};
  max-width: 640px;

  h2 {
    font-size: ${({ theme }) => theme.fontSize.md};
  }
`;

const Check = styled.label`
  display: flex;
  gap: ${({ theme }) => theme.space.sm};
  align-items: flex-start;
  font-size: ${({ theme }) => theme.fontSize.sm};
`;

const Note = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSize.sm};
`;

const Grid = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(220px, 1fr));
  gap: ${({ theme }) => theme.space.md};
`;
