import type { MediaItem, MediaVideo } from '@studio/contracts';
import { videoDuration } from '@studio/previews';
import { Badge, Button, MutedText } from '@studio/ui';
import { ImageCardNote } from '@studio/ui/content';
import type { RefObject } from 'react';
import styled from 'styled-components';
import { mediaTexts } from '../texts.ts';

const t = mediaTexts.video;

/** Where a video is on its way to the networks' format, in Greek: waiting, a percentage, ready, or why it failed. */
export function videoStateText(video: MediaVideo): string {
  switch (video.status) {
    case 'pending':
      return t.pending;
    case 'converting':
      return t.converting(Math.floor(video.progress * 100));
    case 'ready':
      return t.ready;
    case 'failed':
      return t.failed;
  }
}

/**
 * The frame of a library video's tile: the converted video in a player with its cover as the
 * poster once ready; before, a note of where it is.
 */
export function VideoFrame({
  item,
  player,
}: {
  item: MediaItem;
  player: RefObject<HTMLVideoElement | null>;
}) {
  const video = item.video;
  if (video?.status !== 'ready' || !video.url)
    return <Waiting>{video ? videoStateText(video) : t.noCover}</Waiting>;
  return (
    <Player
      ref={player}
      src={video.url}
      poster={video.coverUrl ?? undefined}
      controls
      preload="none"
      playsInline
      aria-label={item.altText ? `${t.player}: ${item.altText}` : t.player}
    />
  );
}

/** A video tile's state line: its badge, duration and sound, the conversion's progress or its failure. */
export function VideoState({ video }: { video: MediaVideo }) {
  const tone = video.status === 'failed' ? 'danger' : video.status === 'ready' ? 'success' : 'info';
  return (
    <State>
      <Line>
        <Badge tone={tone}>{videoStateText(video)}</Badge>
        {video.durationSeconds !== null && <span>{videoDuration(video.durationSeconds)}</span>}
        {video.hasAudio === false && <span>{t.noSound}</span>}
      </Line>
      {video.status === 'converting' && (
        <progress max={100} value={Math.floor(video.progress * 100)} aria-label={videoStateText(video)} />
      )}
      {video.status === 'failed' && video.error && <ImageCardNote>{video.error}</ImageCardNote>}
    </State>
  );
}

/** The cover chooser of a ready video: the moment the player is stopped at becomes the cover. */
export function CoverChooser({
  video,
  player,
  saving,
  onChoose,
}: {
  video: MediaVideo;
  player: RefObject<HTMLVideoElement | null>;
  saving: boolean;
  onChoose: (seconds: number) => void;
}) {
  if (video.status !== 'ready') return null;
  const at = video.coverAtSeconds ?? 0;
  return (
    <State>
      <MutedText $size="body">
        {t.coverAt(new Intl.NumberFormat('el-GR', { maximumFractionDigits: 1 }).format(at))} · {t.coverHint}
      </MutedText>
      <div>
        <Button
          size="sm"
          variant="secondary"
          loading={saving}
          onClick={() => onChoose(Math.round((player.current?.currentTime ?? 0) * 10) / 10)}
        >
          {t.setCover}
        </Button>
      </div>
    </State>
  );
}

const Player = styled.video`
  width: 100%;
  height: 100%;
  object-fit: contain;
  background: #000;
`;

const Waiting = styled.p`
  display: grid;
  place-items: center;
  height: 100%;
  padding: ${({ theme }) => theme.space.md};
  text-align: center;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSize.sm};
`;

const State = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  font-size: ${({ theme }) => theme.fontSize.sm};

  progress {
    width: 100%;
    accent-color: ${({ theme }) => theme.colors.primary};
  }
`;

const Line = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  align-items: center;
  color: ${({ theme }) => theme.colors.textMuted};
`;
