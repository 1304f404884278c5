import {
  type BulkPost,
  type MediaItem,
  POST_FORMAT_LABELS,
  type PostFormat,
  STORY_LIFETIME_HOURS,
} from '@studio/contracts';
import { videoDuration } from '@studio/previews';
import { Badge, Button, toast, VisuallyHidden } from '@studio/ui';
import { TileGrid, WebImage } from '@studio/ui/content';
import { Dialog } from '@studio/ui/dialogs';
import { errorMessage } from '@studio/web';
import { useState } from 'react';
import styled from 'styled-components';
import { useSWRConfig } from 'swr';
import { bulkPostsKey } from '../../../api/bulk-posts.ts';
import { choosePostFormat } from '../../../api/choose-post-format.ts';
import { useMedia } from '../../../api/get-media.ts';
import { PhonePreviews, type PreviewVideo } from '../../../components/post-preview/phone-preview.tsx';
import { useVoidingConfirm } from '../../../components/voiding-confirm.tsx';
import { texts } from '../../../texts.ts';
import { PickTile } from './pick-tile.ts';

export const formatTexts = {
  menu: 'Μορφή (Reel / Story)',
  title: 'Μορφή της ανάρτησης',
  description:
    'Ανάρτηση στη ροή με εικόνες, Reel με ένα βίντεο, ή Story με μία εικόνα ή ένα βίντεο που εξαφανίζεται μετά από 24 ώρες.',
  formats: 'Μορφή',
  video: 'Βίντεο από τη βιβλιοθήκη',
  noVideos: 'Η βιβλιοθήκη δεν έχει βίντεο ακόμη· ανεβάστε ένα στη βιβλιοθήκη πολυμέσων.',
  storyImage: 'Χωρίς βίντεο, η ιστορία δείχνει την εικόνα της ανάρτησης.',
  shareToFeed: 'Κοινοποίηση και στη ροή',
  status: { pending: 'Σε αναμονή', converting: 'Μετατρέπεται', ready: 'Έτοιμο', failed: 'Απέτυχε' },
  save: 'Αποθήκευση',
  cancel: 'Άκυρο',
  failed: 'Η μορφή δεν αποθηκεύτηκε.',
  videoLabel: (altText: string | null, id: number) => altText || `Βίντεο ${id}`,
  storyLifetime: `Η ιστορία εξαφανίζεται ${STORY_LIFETIME_HOURS} ώρες μετά τη δημοσίευση.`,
};

/** A library video as the phone preview shows it. */
export const previewVideoOf = (item: MediaItem): PreviewVideo => ({
  url: item.video?.url ?? null,
  coverUrl: item.video?.coverUrl ?? null,
  durationSeconds: item.video?.durationSeconds ?? null,
  width: item.video?.width ?? null,
  height: item.video?.height ?? null,
  hasAudio: item.video?.hasAudio ?? null,
});

type PostFormatDialogProps = { post: BulkPost; open: boolean; onOpenChange: (open: boolean) => void };

/**
 * Chooses what a post is on the networks: a feed post, a Reel (one video from the library,
 * shown in the feed too or not) or a Story (its image, or a video); with the phone preview of a Reel or Story.
 */
export function PostFormatDialog({ post, open, onOpenChange }: PostFormatDialogProps) {
  const t = formatTexts;
  const { data } = useMedia();
  const { mutate } = useSWRConfig();
  const [format, setFormat] = useState<PostFormat>(post.format);
  const [videoId, setVideoId] = useState<number | null>(post.videoId);
  const [shareToFeed, setShareToFeed] = useState(post.shareToFeed);
  const [saving, setSaving] = useState(false);
  const videos = (data?.media ?? []).filter((item) => item.kind === 'video');
  const chosen = videos.find((item) => item.id === videoId) ?? null;
  const storyImage =
    (data?.media ?? []).find((item) => item.id === post.imageIds[0])?.url ?? post.productImage;

  const voiding = useVoidingConfirm();
  const nextVideoId = format === 'feed' ? null : videoId;
  const changes =
    format !== post.format ||
    nextVideoId !== post.videoId ||
    (format === 'reel' && shareToFeed !== post.shareToFeed);

  const store = async () => {
    setSaving(true);
    try {
      const answer = await choosePostFormat(post.id, {
        format,
        videoId: nextVideoId,
        ...(format === 'reel' ? { shareToFeed } : {}),
      });
      await mutate(bulkPostsKey);
      toast.success(answer.message);
      onOpenChange(false);
    } catch (error) {
      toast.error(texts.errorTitle, { description: errorMessage(error, t.failed) });
    } finally {
      setSaving(false);
    }
  };
  const save = () => voiding.guard(changes ? [post] : [], store);

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t.title}
      description={t.description}
      maxWidth="900px"
      closeLabel="Κλείσιμο"
      footer={
        <>
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            {t.cancel}
          </Button>
          <Button loading={saving} onClick={save}>
            {t.save}
          </Button>
        </>
      }
    >
      <Formats role="radiogroup" aria-label={t.formats}>
        {(['feed', 'reel', 'story'] as const).map((option) => (
          <label key={option}>
            <input
              type="radio"
              name="post-format"
              value={option}
              checked={format === option}
              onChange={() => setFormat(option)}
            />
            {POST_FORMAT_LABELS[option]}
          </label>
        ))}
      </Formats>
      {format === 'reel' && (
        <Check>
          <input type="checkbox" checked={shareToFeed} onChange={(e) => setShareToFeed(e.target.checked)} />
          {t.shareToFeed}
        </Check>
      )}
      {format === 'story' && <Note>{t.storyLifetime}</Note>}
      {format !== 'feed' && (
        <>
          <VideoHeading>{t.video}</VideoHeading>
          {format === 'story' && <Note>{t.storyImage}</Note>}
          {videos.length === 0 ? (
            <p>{t.noVideos}</p>
          ) : (
            <TileGrid $min="120px" $gap="sm">
              {videos.map((item) => {
                const selected = item.id === videoId;
                const status = item.video?.status ?? 'pending';
                const seconds = item.video?.durationSeconds;
                return (
                  <li key={item.id}>
                    <PickTile
                      type="button"
                      $ratio="9 / 16"
                      aria-pressed={selected}
                      $selected={selected}
                      disabled={status === 'failed'}
                      onClick={() => setVideoId(selected && format === 'story' ? null : item.id)}
                    >
                      {/* Its name is the video's, then what the tile shows: its length and state. */}
                      <VisuallyHidden>{t.videoLabel(item.altText, item.id)}</VisuallyHidden>
                      {item.video?.coverUrl ? <WebImage src={item.video.coverUrl} alt="" /> : <span />}
                      {seconds != null && <Length>{videoDuration(seconds)}</Length>}
                      {status !== 'ready' && (
                        <State>
                          <Badge tone={status === 'failed' ? 'danger' : 'info'}>{t.status[status]}</Badge>
                        </State>
                      )}
                    </PickTile>
                  </li>
                );
              })}
            </TileGrid>
          )}
          <PhonePreviews
            format={format}
            content={post.content}
            video={chosen ? previewVideoOf(chosen) : null}
            imageUrl={format === 'story' ? storyImage : null}
          />
        </>
      )}
      {voiding.dialog}
    </Dialog>
  );
}

const Formats = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.md};
  label {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space.xs};
    font-weight: 600;
  }
`;

/** The library's videos: a section heading at the dialog's body size, set apart from the choices above. */
const VideoHeading = styled.h3`
  margin: ${({ theme }) => theme.space.md} 0 ${({ theme }) => theme.space.xs};
  font-size: ${({ theme }) => theme.fontSize.md};
`;

const Check = styled.label`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  margin-top: ${({ theme }) => theme.space.sm};
`;

const Note = styled.p`
  margin: ${({ theme }) => theme.space.sm} 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSize.sm};
`;

const Length = styled.span`
  position: absolute;
  right: 4px;
  bottom: 4px;
  padding: 0 6px;
  border-radius: 8px;
  background: rgba(0, 0, 0, 0.65);
  color: #fff;
  font-size: 12px;
`;

const State = styled.span`
  position: absolute;
  top: 4px;
  left: 4px;
`;
