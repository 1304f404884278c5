import type { BulkPost, MediaItem } from '@studio/contracts';
import { Badge, Button, toast } from '@studio/ui';
import { TileGrid, WebImage } from '@studio/ui/content';
import { Dialog } from '@studio/ui/dialogs';
import { errorMessage, portalPage, usePortalPrefix } from '@studio/web';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { useSWRConfig } from 'swr';
import { bulkPostsKey } from '../../../api/bulk-posts.ts';
import { choosePostImages } from '../../../api/choose-post-images.ts';
import { useCompanyTimeZone } from '../../../api/company-time-zone.ts';
import { consentStateOf, todayIn, useConsents } from '../../../api/consents.ts';
import { useMedia } from '../../../api/get-media.ts';
import { PostPreviews } from '../../../components/post-preview/post-previews.tsx';
import { useVoidingConfirm } from '../../../components/voiding-confirm.tsx';
import { texts } from '../../../texts.ts';
import { campaignsTexts } from '../texts.ts';
import { PickTile } from './pick-tile.ts';

const MAX_IMAGES = 10;

type ImagePickerDialogProps = { post: BulkPost; open: boolean; onOpenChange: (open: boolean) => void };

/** Chooses a post's images (1–10, in order) from the media library; none goes back to the product's image. */
export function ImagePickerDialog({ post, open, onOpenChange }: ImagePickerDialogProps) {
  const t = campaignsTexts.imagePicker;
  const prefix = usePortalPrefix();
  const { data } = useMedia();
  const ledger = useConsents();
  const { timeZone } = useCompanyTimeZone();
  const today = todayIn(timeZone);
  /** A photo of a person with no consent in force today (the scheduling says what is missing exactly). */
  const withoutConsent = (item: MediaItem) =>
    item.showsPerson &&
    !(ledger.data?.consents ?? []).some(
      (consent) => consent.mediaIds.includes(item.id) && consentStateOf(consent, today) === 'active',
    );
  const { mutate } = useSWRConfig();
  const [chosen, setChosen] = useState<number[]>(post.imageIds);
  const [saving, setSaving] = useState(false);
  const toggle = (id: number) =>
    setChosen((ids) =>
      ids.includes(id) ? ids.filter((x) => x !== id) : ids.length < MAX_IMAGES ? [...ids, id] : ids,
    );

  const voiding = useVoidingConfirm();
  const store = async () => {
    setSaving(true);
    try {
      const answer = await choosePostImages(post.id, chosen);
      await mutate(bulkPostsKey);
      toast.success(answer.message);
      onOpenChange(false);
    } catch (error) {
      toast.error(texts.errorTitle, { description: errorMessage(error, t.failed) });
    } finally {
      setSaving(false);
    }
  };
  const changes = chosen.join(',') !== post.imageIds.join(',');
  const save = () => voiding.guard(changes ? [post] : [], store);

  const media = data?.media ?? [];
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (next) setChosen(post.imageIds);
        onOpenChange(next);
      }}
      title={t.title}
      description={t.description}
      maxWidth="900px"
      closeLabel="Κλείσιμο"
      footer={
        <>
          <Counter>{t.selected(chosen.length)}</Counter>
          <Button variant="ghost" onClick={() => setChosen([])} disabled={chosen.length === 0}>
            {t.useDefault}
          </Button>
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            {t.cancel}
          </Button>
          <Button loading={saving} onClick={save}>
            {t.save}
          </Button>
        </>
      }
    >
      {media.length === 0 ? (
        <p>
          {t.empty} <Link to={portalPage(prefix, 'media')}>{t.openLibrary}</Link>
        </p>
      ) : (
        <TileGrid $min="120px" $gap="sm">
          {media.map((item) => {
            const position = chosen.indexOf(item.id);
            const label = t.imageLabel(item.altText, item.id);
            return (
              <li key={item.id}>
                <PickTile
                  type="button"
                  $ratio="1 / 1"
                  aria-pressed={position >= 0}
                  aria-label={position >= 0 ? `${label} · ${t.position(position + 1)}` : label}
                  $selected={position >= 0}
                  onClick={() => toggle(item.id)}
                >
                  {item.kind === 'video' ? (
                    // A video shows its cover (its file is no image), or says it has none yet.
                    item.video?.coverUrl ? (
                      <WebImage src={item.video.coverUrl} alt="" />
                    ) : (
                      <NoCover>{t.videoWithoutCover}</NoCover>
                    )
                  ) : (
                    <WebImage src={item.url} alt="" />
                  )}
                  {position >= 0 && <Order aria-hidden>{position + 1}</Order>}
                  {(withoutConsent(item) || blockedText(item)) && (
                    <Warning>
                      {withoutConsent(item) && (
                        <Backdrop>
                          <Badge tone="danger">{t.noConsent}</Badge>
                        </Backdrop>
                      )}
                      {blockedText(item) && (
                        <Backdrop title={t.blockedTextTitle}>
                          <Badge tone="danger">{t.blockedText}</Badge>
                        </Backdrop>
                      )}
                    </Warning>
                  )}
                </PickTile>
              </li>
            );
          })}
        </TileGrid>
      )}
      <PostPreviews
        content={post.content}
        imageUrls={
          chosen.length > 0
            ? chosen.flatMap((id) => media.find((m) => m.id === id)?.url ?? [])
            : post.productImage
              ? [post.productImage]
              : []
        }
        googleTopic={post.googleTopic}
      />
      {voiding.dialog}
    </Dialog>
  );
}

const Counter = styled.span`
  margin-right: auto;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSize.sm};
`;

const Order = styled.span`
  position: absolute;
  top: 4px;
  left: 4px;
  min-width: 24px;
  height: 24px;
  border-radius: 12px;
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.primaryText};
  font-weight: 700;
  line-height: 24px;
`;

const Warning = styled.span`
  position: absolute;
  bottom: 4px;
  left: 4px;
  right: 4px;
  display: flex;
  flex-wrap: wrap;
  gap: 2px;
`;

/** An opaque pill behind a badge (its own fill is a see-through tint), so it reads on any photo. */
const Backdrop = styled.span`
  display: inline-flex;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadow.sm};
`;

const NoCover = styled.span`
  display: grid;
  place-items: center;
  height: 100%;
  padding: ${({ theme }) => theme.space.xs};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSize.xs};
`;

/** The words printed in it hold a `block` term: a post with it cannot be scheduled. */
const blockedText = (item: MediaItem) => item.imageTextFlags.some((flag) => flag.severity === 'block');
