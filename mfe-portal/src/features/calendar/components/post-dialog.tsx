import { calendarTextsEl, chipStateOf } from '@studio/calendar';
import type { BulkPost } from '@studio/contracts';
import { Badge } from '@studio/ui';
import { Dialog } from '@studio/ui/dialogs';
import { portalStep, usePortalPrefix } from '@studio/web';
import { Fragment } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { useMedia } from '../../../api/get-media.ts';
import { BeforeAfterNote } from '../../../components/before-after-note.tsx';
import { ImageText, imagesOfPost } from '../../../components/image-text.tsx';
import { PostPreviews } from '../../../components/post-preview/post-previews.tsx';
import { calendarTexts } from '../texts.ts';

type PostDialogProps = { post: BulkPost | null; when: string; onClose: () => void };

/** A post opened from the calendar: its state, its moment and how Facebook and Instagram would show it. */
export function PostDialog({ post, when, onClose }: PostDialogProps) {
  const prefix = usePortalPrefix();
  const { data: media } = useMedia();
  // Its images from the media library in order, or its product's image.
  const imageUrls = post?.imageIds.length
    ? post.imageIds.flatMap((id) => media?.media.find((m) => m.id === id)?.url ?? [])
    : [post?.productImage].filter((url): url is string => Boolean(url));
  const t = calendarTexts;
  return (
    <Dialog
      open={post !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={post?.productName || calendarTextsEl.noProduct}
      maxWidth="900px"
      closeLabel={t.close}
      footer={<Link to={portalStep(prefix, 'campaigns')}>{t.openInCampaigns}</Link>}
    >
      {post && (
        <>
          <Facts>
            <Badge tone="neutral">{calendarTextsEl.states[chipStateOf(post)]}</Badge>
            <span>
              {t.when}: {when}
            </span>
          </Facts>
          <PostPreviews content={post.content} imageUrls={imageUrls} googleTopic={post.googleTopic} />
          {imagesOfPost(post, media?.media).map((item) => (
            <Fragment key={item.id}>
              <ImageText item={item} quietWhenNone />
              <BeforeAfterNote item={item} />
            </Fragment>
          ))}
        </>
      )}
    </Dialog>
  );
}

const Facts = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  color: ${({ theme }) => theme.colors.textMuted};
`;
