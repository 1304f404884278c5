import type { MediaItem, MediaVideo } from '@studio/contracts';
import { Badge, VisuallyHidden } from '@studio/ui';
import { WebImage } from '@studio/ui/content';
import styled from 'styled-components';

/** Where a library video is on its way to the networks' format. */
export function conversionText(video: MediaVideo): string {
  switch (video.status) {
    case 'pending':
      return 'Waiting for conversion';
    case 'converting':
      return `Converting ${Math.floor(video.progress * 100)}%`;
    case 'ready':
      return 'Ready';
    case 'failed':
      return 'Conversion failed';
  }
}

/** 75.4 → "1:15". */
export const durationText = (seconds: number) => {
  const whole = Math.round(seconds);
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
};

/**
 * A library video's frame: its cover once converted, else a placeholder (its `url` is the uploaded video
 * file, which an <img> cannot show), with its duration over it.
 */
export function VideoFrame({ item }: { item: MediaItem }) {
  const video = item.video;
  const duration = video?.durationSeconds ?? null;
  return (
    <Framed>
      {video?.coverUrl ? (
        <WebImage src={video.coverUrl} alt={item.altText ?? ''} />
      ) : (
        <Placeholder role="img" aria-label="Video without a cover yet">
          <span aria-hidden="true">▶</span>
        </Placeholder>
      )}
      {duration !== null && (
        <Duration>
          <VisuallyHidden>Duration </VisuallyHidden>
          {durationText(duration)}
        </Duration>
      )}
    </Framed>
  );
}

/** The video's conversion as a badge, its progress, and why it failed (the service's words). */
export function VideoConversion({ video }: { video: MediaVideo | null }) {
  if (!video) return <Badge tone="warning">Video not processed</Badge>;
  const tone = video.status === 'failed' ? 'danger' : video.status === 'ready' ? 'success' : 'info';
  return (
    <Conversion>
      <Badge tone={tone}>{conversionText(video)}</Badge>
      {video.status === 'converting' && (
        <progress max={100} value={Math.floor(video.progress * 100)} aria-label={conversionText(video)} />
      )}
      {video.status === 'failed' && video.error && <span>{video.error}</span>}
    </Conversion>
  );
}

const Framed = styled.div`
  position: relative;
  width: 100%;
  height: 100%;
`;

const Placeholder = styled.div`
  display: grid;
  place-items: center;
  width: 100%;
  height: 100%;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 2.5rem;
`;

const Duration = styled.span`
  position: absolute;
  right: ${({ theme }) => theme.space.xs};
  bottom: ${({ theme }) => theme.space.xs};
  padding: 0 ${({ theme }) => theme.space.xs};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: rgba(0, 0, 0, 0.7);
  color: #fff;
  font-size: ${({ theme }) => theme.fontSize.xs};
  font-variant-numeric: tabular-nums;
`;

const Conversion = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  color: ${({ theme }) => theme.colors.textMuted};

  progress {
    width: 100%;
    accent-color: ${({ theme }) => theme.colors.primary};
  }
`;
