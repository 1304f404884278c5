import type { MediaItem } from '@studio/contracts';
import { Badge, Button, Field, Textarea, toast, WebImage } from '@studio/ui';
import { errorMessage } from '@studio/web';
import { useId, useState } from 'react';
import styled from 'styled-components';
import { updateMedia } from '../../../api/media.ts';
import { ImageText } from '../../../components/image-text.tsx';
import { texts } from '../../../texts.ts';
import { mediaTexts } from '../texts.ts';

type MediaCardProps = {
  item: MediaItem;
  /** When each post that uses it goes out, as the business reads it. */
  usedAt: string[];
  onChanged: () => void;
  onDelete: () => void;
};

/** One image of the library: its alt text, whether it shows a person and their consent, where it is used. */
export function MediaCard({ item, usedAt, onChanged, onDelete }: MediaCardProps) {
  const [altText, setAltText] = useState(item.altText ?? '');
  const [saving, setSaving] = useState(false);
  const personId = useId();
  const consentId = useId();
  const save = async (change: Parameters<typeof updateMedia>[1]) => {
    setSaving(true);
    try {
      await updateMedia(item.id, change);
      toast.success(mediaTexts.saved);
      onChanged();
    } catch (error) {
      toast.error(texts.errorTitle, { description: errorMessage(error, mediaTexts.failed) });
    } finally {
      setSaving(false);
    }
  };
  const inUse = item.usedByPostIds.length > 0;
  return (
    <Card aria-label={item.altText ?? mediaTexts.sources[item.source]}>
      <Frame>
        <WebImage src={item.url} alt={item.altText ?? ''} />
      </Frame>
      <Body>
        <Badges>
          <Badge tone="info">{mediaTexts.sources[item.source]}</Badge>
          {item.showsPerson && !item.personConsent && <Badge tone="danger">{mediaTexts.noConsent}</Badge>}
        </Badges>
        <ImageText item={item} />
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
            disabled={saving}
            onChange={(e) => save({ showsPerson: e.target.checked })}
          />
          {mediaTexts.showsPerson}
        </Check>
        <Check htmlFor={consentId}>
          <input
            id={consentId}
            type="checkbox"
            checked={item.personConsent}
            disabled={saving || !item.showsPerson}
            onChange={(e) => save({ personConsent: e.target.checked })}
          />
          {mediaTexts.personConsent}
        </Check>
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
      </Body>
    </Card>
  );
}

const Card = styled.article`
  display: flex;
  flex-direction: column;
  min-width: 0;
  overflow: hidden;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.colors.surface};
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

const Body = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.md};
`;

const Badges = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
`;

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
