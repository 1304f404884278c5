import type { BulkPost, Consent, MediaItem } from '@studio/contracts';
import { Badge, Button, Field, MutedText, Textarea, toast } from '@studio/ui';
import { ImageCard, ImageCardBadges, WebImage } from '@studio/ui/content';
import { errorMessage } from '@studio/web';
import { useId, useRef, useState } from 'react';
import styled from 'styled-components';
import { consentStateOf } from '../../../api/consents.ts';
import { blurFaces, updateMedia } from '../../../api/update-media.ts';
import { BeforeAfterNote, beforeAfterTexts } from '../../../components/before-after-note.tsx';
import { ImageText } from '../../../components/image-text.tsx';
import { useVoidingConfirm } from '../../../components/voiding-confirm.tsx';
import { texts } from '../../../texts.ts';
import { mediaTexts } from '../texts.ts';
import { ConsentPanel } from './consent-panel.tsx';
import { CoverChooser, VideoFrame, VideoState } from './video-tile.tsx';

type MediaCardProps = {
  item: MediaItem;
  /** When each post that uses it goes out, as the business reads it. */
  usedAt: string[];
  /** The posts that use it: a change of what they publish (its alt text, a video's cover) asks first. */
  goingOutWith: BulkPost[];
  onChanged: () => void;
  onDelete: () => void;
  /** The account's consent ledger, and what to do with it. */
  consents: Consent[];
  today: string;
  onAddConsent: () => void;
  onWithdrawConsent: (consent: Consent) => void;
  onConsentsChanged: () => void;
};

/** One image of the library: its alt text, whether it shows a person and their consent, where it is used. */
export function MediaCard({
  item,
  usedAt,
  goingOutWith,
  onChanged,
  onDelete,
  consents,
  today,
  onAddConsent,
  onWithdrawConsent,
  onConsentsChanged,
}: MediaCardProps) {
  const [altText, setAltText] = useState(item.altText ?? '');
  const [saving, setSaving] = useState(false);
  const personId = useId();
  const player = useRef<HTMLVideoElement>(null);
  const covered = consents.some(
    (consent) => consent.mediaIds.includes(item.id) && consentStateOf(consent, today) === 'active',
  );
  const voiding = useVoidingConfirm();
  const store = async (change: Parameters<typeof updateMedia>[1], done: string = mediaTexts.saved) => {
    setSaving(true);
    try {
      await updateMedia(item.id, change);
      toast.success(done);
      onChanged();
    } catch (error) {
      toast.error(texts.errorTitle, { description: errorMessage(error, mediaTexts.failed) });
    } finally {
      setSaving(false);
    }
  };
  /** A change of what its posts publish asks first when any of them is approved; the tick does not. */
  const save = (change: Parameters<typeof updateMedia>[1], done?: string) =>
    'altText' in change || 'coverAtSeconds' in change
      ? voiding.guard(goingOutWith, () => store(change, done))
      : void store(change, done);
  const inUse = item.usedByPostIds.length > 0;
  const faces = item.faces.length;
  const blur = async () => {
    setSaving(true);
    try {
      await blurFaces(item.id);
      toast.success(mediaTexts.blurred);
      onChanged();
    } catch (error) {
      toast.error(texts.errorTitle, { description: errorMessage(error, mediaTexts.failed) });
    } finally {
      setSaving(false);
    }
  };
  return (
    <ImageCard
      label={item.altText ?? mediaTexts.sources[item.source]}
      ratio="1 / 1"
      raised={false}
      align="flex-start"
      image={
        item.kind === 'video' ? (
          <VideoFrame item={item} player={player} />
        ) : (
          <WebImage src={item.url} alt={item.altText ?? ''} />
        )
      }
    >
      <ImageCardBadges>
        {item.kind === 'video' && <Badge tone="info">{mediaTexts.video.badge}</Badge>}
        <Badge tone="info">{mediaTexts.sources[item.source]}</Badge>
        {faces > 0 && <Badge tone="warning">{mediaTexts.facesFound(faces)}</Badge>}
        {item.beforeAfter && <Badge tone="warning">{beforeAfterTexts.label}</Badge>}
        {item.showsPerson && !covered && <Badge tone="danger">{mediaTexts.noConsent}</Badge>}
      </ImageCardBadges>
      {item.video && <VideoState video={item.video} />}
      {item.video && (
        <CoverChooser
          video={item.video}
          player={player}
          saving={saving}
          onChoose={(coverAtSeconds) => save({ coverAtSeconds }, mediaTexts.video.coverSaved)}
        />
      )}
      <ImageText item={item} />
      <BeforeAfterNote item={item} />
      <Field label={mediaTexts.altText}>
        <Textarea rows={2} value={altText} maxLength={1000} onChange={(e) => setAltText(e.target.value)} />
      </Field>
      <Button
        size="sm"
        variant="secondary"
        loading={saving}
        disabled={altText.trim() === (item.altText ?? '')}
        onClick={() => save({ altText })}
      >
        {mediaTexts.save}
      </Button>
      <Check htmlFor={personId}>
        <input
          id={personId}
          type="checkbox"
          checked={item.showsPerson}
          // A face found counts whatever the tick says: it cannot be unticked.
          disabled={saving || faces > 0}
          onChange={(e) => save({ showsPerson: e.target.checked })}
        />
        {mediaTexts.showsPerson}
      </Check>
      {faces > 0 && <MutedText>{mediaTexts.facesFoundHint}</MutedText>}
      {faces > 0 && item.kind === 'image' && (
        <Button size="sm" variant="secondary" loading={saving} onClick={() => void blur()}>
          {mediaTexts.blurFaces}
        </Button>
      )}
      {item.showsPerson && (
        <ConsentPanel
          item={item}
          consents={consents}
          today={today}
          onAdd={onAddConsent}
          onWithdraw={onWithdrawConsent}
          onChanged={onConsentsChanged}
        />
      )}
      <Usage>
        {inUse ? (
          <>
            <strong>{mediaTexts.usedBy(item.usedByPostIds.length)}</strong>
            {usedAt.length > 0 && <span>{usedAt.join(' · ')}</span>}
          </>
        ) : (
          mediaTexts.unused
        )}
      </Usage>
      {item.usedByProduct ? (
        <Usage>{mediaTexts.productImage}</Usage>
      ) : (
        <Button size="sm" variant="danger" disabled={inUse} onClick={onDelete}>
          {mediaTexts.delete}
        </Button>
      )}
      {voiding.dialog}
    </ImageCard>
  );
}

const Check = styled.label`
  display: flex;
  gap: ${({ theme }) => theme.space.sm};
  align-items: flex-start;
  font-size: ${({ theme }) => theme.fontSize.sm};
`;

const Usage = styled.p`
  display: flex;
  flex-direction: column;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSize.sm};
`;
