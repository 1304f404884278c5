import { networkImagePath, type PostFormat, type SocialPlatform } from '@studio/contracts';
import { previewPageNames, SAFE_ZONES, videoDuration, videoWarnings } from '@studio/previews';
import { Alert, MutedText } from '@studio/ui';
import { useId, useState } from 'react';
import styled from 'styled-components';
import { useSelectedPages } from '../../api/selected-pages.ts';

/** A video as the phone preview shows it: the library's, converted or not yet. */
export type PreviewVideo = {
  url: string | null;
  coverUrl: string | null;
  durationSeconds: number | null;
  width: number | null;
  height: number | null;
  hasAudio: boolean | null;
};

export const phoneTexts = {
  safeZones: 'Ζώνες που καλύπτει το Instagram',
  safeZonesHint:
    'Τα κουμπιά και η λεζάντα του δικτύου καλύπτουν τις σκιασμένες ζώνες: κρατήστε εκεί έξω κείμενο και πρόσωπα.',
  warnings: 'Προσοχή',
  noCaption: (network: string) => `Το ${network} δεν δείχνει λεζάντα σε Story.`,
  noMedia: 'Δεν έχει επιλεγεί βίντεο ή εικόνα.',
  converting: 'Μετατρέπεται…',
  duration: (text: string) => `Διάρκεια ${text}`,
  label: (format: string, network: string) => `${format} στο ${network}`,
};

const NETWORKS: Record<SocialPlatform, string> = { facebook: 'Facebook', instagram: 'Instagram' };

type PhonePreviewsProps = {
  format: Exclude<PostFormat, 'feed'>;
  content: string;
  video: PreviewVideo | null;
  /** A Story of an image. */
  imageUrl: string | null;
  /** The networks the account publishes to (default: both, as the selected pages say). */
  platforms?: readonly SocialPlatform[];
};

/**
 * A Reel or a Story as a phone shows it: 9:16, the cover (the video itself on demand,
 * with the cover as its poster), the duration, the zones Instagram covers with its buttons (an overlay
 * that can be switched off), and the warnings before Meta refuses or crops the video.
 */
export function PhonePreviews({ format, content, video, imageUrl, platforms }: PhonePreviewsProps) {
  const { data } = useSelectedPages();
  const active = (data?.selectedPages ?? []).filter((page) => page.isActive);
  const names = previewPageNames(active);
  const networks: SocialPlatform[] = platforms
    ? [...platforms]
    : active.length > 0
      ? [...new Set(active.map((page) => page.platform))].sort().reverse()
      : ['instagram', 'facebook'];
  const [zones, setZones] = useState(true);
  const toggleId = useId();
  const warnings =
    video && video.durationSeconds !== null
      ? videoWarnings(
          {
            durationSeconds: video.durationSeconds,
            width: video.width ?? 0,
            height: video.height ?? 0,
            hasAudio: video.hasAudio ?? true,
          },
          format,
          networks,
        )
      : [];
  return (
    <Wrap>
      <ZoneToggle htmlFor={toggleId}>
        <input id={toggleId} type="checkbox" checked={zones} onChange={(e) => setZones(e.target.checked)} />
        {phoneTexts.safeZones}
      </ZoneToggle>
      {warnings.length > 0 && (
        <Alert tone="warning" title={phoneTexts.warnings}>
          <ul>
            {warnings.map((warning) => (
              <li key={warning.message} data-warning={warning.kind}>
                {warning.message}
              </li>
            ))}
          </ul>
        </Alert>
      )}
      <Phones>
        {networks.map((network) => (
          <Phone
            key={network}
            network={network}
            pageName={names[network]}
            format={format}
            content={content}
            video={video}
            imageUrl={imageUrl}
            zones={zones}
          />
        ))}
      </Phones>
      {zones && <MutedText $size="xs">{phoneTexts.safeZonesHint}</MutedText>}
    </Wrap>
  );
}

type PhoneProps = {
  network: SocialPlatform;
  pageName: string;
  format: Exclude<PostFormat, 'feed'>;
  content: string;
  video: PreviewVideo | null;
  imageUrl: string | null;
  zones: boolean;
};

function Phone({ network, pageName, format, content, video, imageUrl, zones }: PhoneProps) {
  const label = phoneTexts.label(format === 'reel' ? 'Reel' : 'Story', NETWORKS[network]);
  const zone = SAFE_ZONES[format];
  // A Story goes out without a caption on both networks (the Graph API's photo_stories, video_stories
  // and Instagram's STORIES media take none); a Reel shows a line of it.
  const caption = format === 'story' ? null : content;
  const poster = video?.coverUrl ?? undefined;
  return (
    <Figure aria-label={label}>
      <Screen>
        {video?.url ? (
          <video src={video.url} poster={poster} controls muted playsInline preload="none" />
        ) : video ? (
          poster ? (
            <img src={poster} alt="" />
          ) : (
            <Empty>{phoneTexts.converting}</Empty>
          )
        ) : imageUrl ? (
          // A Story's image as it goes out: drawn whole on 9:16 by svc-catalog (a stored image's variant).
          <img src={networkImagePath(imageUrl, 'story')} alt="" />
        ) : (
          <Empty>{phoneTexts.noMedia}</Empty>
        )}
        {zones && (
          <>
            <Zone data-zone="top" style={{ top: 0, height: `${zone.topPercent}%` }} />
            <Zone data-zone="bottom" style={{ bottom: 0, height: `${zone.bottomPercent}%` }} />
          </>
        )}
        {/* The account's name and the duration share the top line: neither covers the other. */}
        <Top>
          <Account>{pageName}</Account>
          {video?.durationSeconds != null && (
            <Duration>{phoneTexts.duration(videoDuration(video.durationSeconds))}</Duration>
          )}
        </Top>
        {caption && <Caption>{caption}</Caption>}
      </Screen>
      <figcaption>
        {label}
        {caption === null && <Small>{phoneTexts.noCaption(NETWORKS[network])}</Small>}
      </figcaption>
    </Figure>
  );
}

const Wrap = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  margin-top: ${({ theme }) => theme.space.lg};
  ul {
    margin: 0;
    padding-left: 1.2em;
  }
`;

const ZoneToggle = styled.label`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  font-size: ${({ theme }) => theme.fontSize.sm};
`;

const Phones = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.md};
`;

const Figure = styled.figure`
  margin: 0;
  width: min(220px, 100%);
  figcaption {
    margin-top: ${({ theme }) => theme.space.xs};
    font-size: ${({ theme }) => theme.fontSize.sm};
    font-weight: 600;
  }
`;

const Screen = styled.div`
  position: relative;
  aspect-ratio: 9 / 16;
  border: 6px solid ${({ theme }) => theme.colors.text};
  border-radius: 24px;
  background: #000;
  overflow: hidden;
  color: #fff;
  video,
  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
    display: block;
  }
`;

const Zone = styled.span`
  position: absolute;
  left: 0;
  right: 0;
  pointer-events: none;
  background: repeating-linear-gradient(45deg, rgba(255, 80, 80, 0.35) 0 6px, rgba(255, 80, 80, 0.15) 6px 12px);
`;

const Top = styled.span`
  position: absolute;
  top: 8px;
  left: 10px;
  right: 8px;
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: 6px;
`;

const Account = styled.span`
  min-width: 0;
  overflow-wrap: anywhere;
  font-size: 12px;
  font-weight: 700;
  text-shadow: 0 1px 2px #000;
`;

const Caption = styled.span`
  position: absolute;
  left: 10px;
  right: 40px;
  bottom: 12px;
  font-size: 11px;
  line-height: 1.3;
  max-height: 2.6em;
  overflow: hidden;
  text-shadow: 0 1px 2px #000;
`;

const Duration = styled.span`
  flex: none;
  padding: 1px 6px;
  border-radius: 8px;
  background: rgba(0, 0, 0, 0.6);
  font-size: 11px;
`;

const Empty = styled.span`
  display: grid;
  place-items: center;
  height: 100%;
  padding: 8px;
  text-align: center;
  font-size: 12px;
`;

const Small = styled.small`
  display: block;
  font-weight: 400;
  color: ${({ theme }) => theme.colors.textMuted};
`;
