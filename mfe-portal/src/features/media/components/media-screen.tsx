import {
  type Consent,
  MEDIA_UPLOADS_PER_ACCOUNT,
  type MediaItem,
  VIDEO_MAX_UPLOAD_BYTES_DEFAULT,
  VIDEO_UPLOAD_TYPES,
} from '@studio/contracts';
import { Alert, Button, CenteredSpinner, EmptyState, Field, Input, toast } from '@studio/ui';
import { PageHeader, TileGrid } from '@studio/ui/content';
import { ConfirmDialog, FileInput } from '@studio/ui/dialogs';
import { errorMessage, useDocumentTitle } from '@studio/web';
import { type FormEvent, useId, useState } from 'react';
import styled from 'styled-components';
import { useBulkPosts } from '../../../api/bulk-posts.ts';
import { useCompanyTimeZone } from '../../../api/company-time-zone.ts';
import { todayIn, useConsents, withdrawConsent } from '../../../api/consents.ts';
import { deleteMedia } from '../../../api/delete-media.ts';
import { useMedia } from '../../../api/get-media.ts';
import { uploadMedia } from '../../../api/upload-media.ts';
import { uploadVideo } from '../../../api/upload-video.ts';
import { imageFileProblem, uploadErrorMessage } from '../../../image-file.ts';
import { texts } from '../../../texts.ts';
import { mediaTexts } from '../texts.ts';
import { ConsentDialog } from './consent-dialog.tsx';
import { ConsentsLedger } from './consents-ledger.tsx';
import { MediaCard } from './media-card.tsx';

const dateTime = new Intl.DateTimeFormat('el-GR', {
  dateStyle: 'short',
  timeStyle: 'short',
  hourCycle: 'h23',
});

/** /portal/media: every image of the business, with upload, alt text, consent, usage and deletion. */
export function MediaScreen() {
  useDocumentTitle(mediaTexts.title);
  const { data, error, isLoading, mutate } = useMedia();
  const posts = useBulkPosts();
  const ledger = useConsents();
  const { timeZone } = useCompanyTimeZone();
  const today = todayIn(timeZone);
  const [deleting, setDeleting] = useState<MediaItem | null>(null);
  const [busy, setBusy] = useState(false);
  const [consentFor, setConsentFor] = useState<MediaItem | null>(null);
  const [withdrawing, setWithdrawing] = useState<Consent | null>(null);

  const confirmWithdraw = async () => {
    if (!withdrawing) return;
    setBusy(true);
    try {
      await withdrawConsent(withdrawing.id);
      toast.success(mediaTexts.consent.withdrawn);
      setWithdrawing(null);
      await Promise.all([ledger.mutate(), posts.mutate()]);
    } catch (failure) {
      toast.error(texts.errorTitle, { description: errorMessage(failure, mediaTexts.failed) });
    } finally {
      setBusy(false);
    }
  };
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
        <TileGrid $min="220px">
          {data.media.map((item) => (
            <li key={item.id}>
              <MediaCard
                item={item}
                usedAt={whenOf(item.usedByPostIds)}
                goingOutWith={(posts.data?.bulkPosts ?? []).filter(
                  (post) => item.usedByPostIds.includes(post.id) || post.videoId === item.id,
                )}
                onChanged={() => mutate()}
                onDelete={() => setDeleting(item)}
                consents={ledger.data?.consents ?? []}
                today={today}
                onAddConsent={() => setConsentFor(item)}
                onWithdrawConsent={setWithdrawing}
                onConsentsChanged={() => ledger.mutate()}
              />
            </li>
          ))}
        </TileGrid>
      )}
      <ConsentsLedger
        consents={ledger.data?.consents}
        failed={Boolean(ledger.error)}
        today={today}
        onWithdraw={setWithdrawing}
      />
      {consentFor && (
        <ConsentDialog
          mediaId={consentFor.id}
          today={today}
          onClose={() => setConsentFor(null)}
          onSaved={() => {
            setConsentFor(null);
            void ledger.mutate();
          }}
        />
      )}
      <ConfirmDialog
        open={withdrawing !== null}
        onOpenChange={(open) => !open && setWithdrawing(null)}
        title={mediaTexts.consent.withdrawTitle}
        message={mediaTexts.consent.withdrawMessage(withdrawing?.personRef ?? '')}
        confirmLabel={mediaTexts.consent.withdraw}
        cancelLabel={mediaTexts.cancel}
        closeLabel="Κλείσιμο"
        tone="danger"
        busy={busy}
        onConfirm={confirmWithdraw}
      />
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

/** A chosen video's problem before anything is sent (the server reads the file again); null when none. */
function videoFileProblem(file: File): string | null {
  if (!(VIDEO_UPLOAD_TYPES as readonly string[]).includes(file.type))
    return mediaTexts.video.notAVideo(file.name);
  if (file.size > VIDEO_MAX_UPLOAD_BYTES_DEFAULT)
    return mediaTexts.video.tooLarge(VIDEO_MAX_UPLOAD_BYTES_DEFAULT / (1024 * 1024));
  return null;
}

const isVideoFile = (file: File) => file.type.startsWith('video/');

/**
 * The upload form; `uploads`, once the library has come, is how many of its own images it holds. An
 * image goes in one request; a video by the resumable upload, its bar showing what is sent.
 */
function UploadForm({ uploads, onUploaded }: { uploads: number | undefined; onUploaded: () => void }) {
  const [file, setFile] = useState<File | null>(null);
  const [fileProblem, setFileProblem] = useState<string | null>(null);
  const [altText, setAltText] = useState('');
  const [showsPerson, setShowsPerson] = useState(false);
  const [sending, setSending] = useState(false);
  /** A video's upload, 0..100 while it is sent. */
  const [sent, setSent] = useState<number | null>(null);
  const [formKey, setFormKey] = useState(0);
  const personId = useId();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!file) {
      toast.error(texts.errorTitle, { description: mediaTexts.chooseFile });
      return;
    }
    setSending(true);
    try {
      if (isVideoFile(file)) {
        setSent(0);
        await uploadVideo(file, { altText, showsPerson }, (bytes) =>
          setSent(Math.floor((100 * bytes) / Math.max(1, file.size))),
        );
        toast.success(mediaTexts.video.uploaded);
      } else {
        await uploadMedia(file, { altText, showsPerson });
        toast.success(mediaTexts.uploaded);
      }
      setFile(null);
      setAltText('');
      setShowsPerson(false);
      setFormKey((k) => k + 1);
      onUploaded();
    } catch (error) {
      toast.error(texts.errorTitle, { description: uploadErrorMessage(error, mediaTexts.failed) });
    } finally {
      setSending(false);
      setSent(null);
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
          accept={`image/*,${VIDEO_UPLOAD_TYPES.join(',')}`}
          onChange={(e) => {
            // Checked here, in Greek, before anything is sent.
            const chosen = e.target.files?.[0] ?? null;
            const problem = chosen
              ? (isVideoFile(chosen) ? videoFileProblem : imageFileProblem)(chosen)
              : null;
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
      <Note>{mediaTexts.consentNote}</Note>
      {uploads !== undefined && <Note>{mediaTexts.uploadsUsed(uploads, MEDIA_UPLOADS_PER_ACCOUNT)}</Note>}
      {sent !== null && (
        <Progress>
          <progress max={100} value={sent} aria-label={mediaTexts.video.uploading(sent)} />
          <span>{mediaTexts.video.uploading(sent)}</span>
        </Progress>
      )}
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

const Progress = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  font-size: ${({ theme }) => theme.fontSize.sm};

  progress {
    width: 100%;
    accent-color: ${({ theme }) => theme.colors.primary};
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
