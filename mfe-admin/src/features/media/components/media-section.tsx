import type { MediaItem } from '@studio/contracts';
import {
  Alert,
  Badge,
  Button,
  CenteredSpinner,
  EmptyState,
  Input,
  MutedText,
  Row,
  Stack,
  toast,
} from '@studio/ui';
import { Pager, pagerTexts, TileGrid, WebImage } from '@studio/ui/content';
import { FileInput } from '@studio/ui/dialogs';
import { errorMessage } from '@studio/web';
import { type FormEvent, useEffect, useState } from 'react';
import styled from 'styled-components';
import {
  deleteCatalogueMedia,
  MEDIA_PAGE_SIZE,
  updateCatalogueMedia,
  uploadCatalogueMedia,
  useCatalogueMedia,
} from '../api/media.ts';
import { VideoConversion, VideoFrame } from './video-frame.tsx';

/** Media Library (admin): the catalogue's images with their alt text and consent, uploads and deletion of unused ones. */
export function MediaSection() {
  const [page, setPage] = useState(1);
  const { data, error, isLoading, mutate } = useCatalogueMedia(page);
  const total = data?.total ?? 0;
  const pageCount = Math.max(1, Math.ceil(total / MEDIA_PAGE_SIZE));
  // The last image of the last page deleted: the page before it.
  useEffect(() => {
    if (data && page > pageCount) setPage(pageCount);
  }, [data, page, pageCount]);
  if (error && !data) return <Alert tone="danger" title="Could not load the media library" />;
  if (isLoading || !data) return <CenteredSpinner label="Loading the media library" />;
  return (
    <Stack $gap="lg">
      <Upload
        onDone={() => {
          // A new image is the newest: it shows first, on the first page.
          if (page === 1) void mutate();
          else setPage(1);
        }}
      />
      {data.media.length === 0 ? (
        <EmptyState title="No images yet" description="Product images and uploads appear here." />
      ) : (
        <>
          <TileGrid $min="200px">
            {data.media.map((item) => (
              <li key={item.id}>
                <MediaTile item={item} onChanged={() => mutate()} />
              </li>
            ))}
          </TileGrid>
          <Pager
            texts={pagerTexts.en}
            label="Media Library pages"
            total={total === 1 ? '1 image' : `${total} images`}
            page={page}
            pageCount={pageCount}
            onPrevious={() => setPage(page - 1)}
            onNext={() => setPage(page + 1)}
          />
        </>
      )}
    </Stack>
  );
}

function Upload({ onDone }: { onDone: () => void }) {
  const [file, setFile] = useState<File | null>(null);
  const [altText, setAltText] = useState('');
  const [sending, setSending] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!file) return;
    setSending(true);
    try {
      await uploadCatalogueMedia(file, altText);
      toast.success('Image added to the library');
      setFile(null);
      setAltText('');
      onDone();
    } catch (failure) {
      toast.error('Error', { description: errorMessage(failure, 'Something went wrong. Please try again.') });
    } finally {
      setSending(false);
    }
  };
  return (
    <form onSubmit={submit} aria-label="Upload an image">
      <Row $gap="sm">
        <FileInput
          aria-label="Image file"
          buttonLabel="Choose image"
          accept="image/*"
          onChange={(e) => setFile(e.target.files?.[0] ?? null)}
        />
        <Input
          aria-label="Alt text"
          placeholder="Alt text"
          value={altText}
          onChange={(e) => setAltText(e.target.value)}
        />
        <Button type="submit" disabled={!file} loading={sending}>
          Upload
        </Button>
      </Row>
    </form>
  );
}

function MediaTile({ item, onChanged }: { item: MediaItem; onChanged: () => void }) {
  const [altText, setAltText] = useState(item.altText ?? '');
  const [busy, setBusy] = useState(false);
  const run = async (action: () => Promise<unknown>, done: string) => {
    setBusy(true);
    try {
      await action();
      toast.success(done);
      onChanged();
    } catch (failure) {
      toast.error('Error', { description: errorMessage(failure, 'Something went wrong. Please try again.') });
    } finally {
      setBusy(false);
    }
  };
  // A video's url is the uploaded file: its frame shows the cover, or a placeholder.
  const isVideo = item.kind === 'video';
  return (
    <Tile aria-label={item.altText ?? (isVideo ? 'Video without alt text' : 'Image without alt text')}>
      <Frame>
        {isVideo ? <VideoFrame item={item} /> : <WebImage src={item.url} alt={item.altText ?? ''} />}
      </Frame>
      <Stack $gap="sm">
        {isVideo && <VideoConversion video={item.video} />}
        <Row $gap="xs">
          {isVideo && <Badge tone="neutral">Video</Badge>}
          {item.usedByProduct && <Badge tone="info">Product image</Badge>}
        </Row>
        <ImageText item={item} />
        <Input
          aria-label="Alt text"
          placeholder="Describe the image"
          value={altText}
          onChange={(e) => setAltText(e.target.value)}
        />
        <Button
          size="sm"
          variant="secondary"
          disabled={busy || altText.trim() === (item.altText ?? '')}
          onClick={() => run(() => updateCatalogueMedia(item.id, { altText }), 'Image saved')}
        >
          Save alt text
        </Button>
        <label>
          <input
            type="checkbox"
            checked={item.showsPerson}
            disabled={busy}
            onChange={(e) =>
              run(() => updateCatalogueMedia(item.id, { showsPerson: e.target.checked }), 'Image saved')
            }
          />{' '}
          Shows a person
        </label>
        {item.showsPerson && (
          <MutedText>
            A post with this image goes out only under a consent the clinic recorded for it.
          </MutedText>
        )}
        {!item.usedByProduct && (
          <Button
            size="sm"
            variant="danger"
            disabled={busy}
            onClick={() => run(() => deleteCatalogueMedia(item.id), 'Image deleted')}
          >
            Delete
          </Button>
        )}
      </Stack>
    </Tile>
  );
}

/** The words read inside the image, and the terms the shipped rules find in them. */
function ImageText({ item }: { item: MediaItem }) {
  const blocked = item.imageTextFlags.some((flag) => flag.severity === 'block');
  return (
    <Words aria-label="Text in the image" $blocked={blocked}>
      <strong>Text in the image</strong>
      {item.imageTextStatus === 'pending' && <span>Being read…</span>}
      {item.imageTextStatus === 'failed' && (
        <span>Could not be read: the image was not checked for text.</span>
      )}
      {item.imageTextStatus === 'read' && (
        <span>{item.imageText ? `“${item.imageText}”` : 'No text found.'}</span>
      )}
      {item.imageTextFlags.map((flag) => (
        <span key={`${flag.ruleId}:${flag.phrase}`}>
          <Badge tone={flag.severity === 'block' ? 'danger' : 'warning'}>
            {flag.severity === 'block' ? 'Blocked' : 'Warning'}
          </Badge>{' '}
          <q>{flag.phrase}</q> ({flag.rule})
        </span>
      ))}
    </Words>
  );
}

const Words = styled.section<{ $blocked: boolean }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.sm}`};
  border-left: 3px solid ${({ theme, $blocked }) => ($blocked ? theme.colors.danger : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  overflow-wrap: anywhere;
`;

const Tile = styled.article`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.colors.surface};
  font-size: ${({ theme }) => theme.fontSize.sm};
`;

const Frame = styled.div`
  aspect-ratio: 1 / 1;
  background: ${({ theme }) => theme.colors.surfaceMuted};

  img {
    width: 100%;
    height: 100%;
    object-fit: contain;
  }
`;
