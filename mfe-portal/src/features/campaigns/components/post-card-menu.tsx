import { useState } from 'react';
import { useGoesToGoogle } from '../../../api/google-locations.ts';
import { campaignsTexts } from '../texts.ts';
import { isDraft } from '../utils/post-lists.ts';
import { GoogleTopicDialog, googleTopicTexts } from './google-topic-dialog.tsx';
import { ImagePickerDialog } from './image-picker-dialog.tsx';
import type { PostCardProps } from './post-card-props.ts';
import { formatTexts, PostFormatDialog } from './post-format-dialog.tsx';
import { PostMenu } from './post-menu.tsx';
import { PostRecordDialog } from './post-record-dialog.tsx';

const t = campaignsTexts.post;

/**
 * A post's «⋯» menu and the dialogs it opens (images, format, Google offer or event, the post's record).
 * A member who edits gets every action, those that would change a post handed over disabled; a medical
 * reviewer reads the record only.
 */
export function PostCardMenu({
  post,
  past,
  locked,
  pending,
  edits,
  handedOver,
  onRetry,
  onEdit,
  onRegenerate,
  onDelete,
}: PostCardProps & {
  /** The member may change posts. */
  edits: boolean;
  /** The post is going out or went out: the server refuses to change it. */
  handedOver: boolean;
}) {
  const [picking, setPicking] = useState(false);
  const [formatting, setFormatting] = useState(false);
  const [topicOpen, setTopicOpen] = useState(false);
  const [recordOpen, setRecordOpen] = useState(false);
  const goesToGoogle = useGoesToGoogle();
  return (
    <>
      {edits && (
        <PostMenu
          label={t.menu}
          disabled={locked || pending}
          items={[
            ...(post.postStatus === 'failed' ? [{ label: t.retry, onSelect: onRetry }] : []),
            { label: t.edit, onSelect: () => onEdit('content'), disabled: handedOver },
            ...(past && !isDraft(post)
              ? []
              : [{ label: t.editTime, onSelect: () => onEdit('time'), disabled: handedOver }]),
            { label: t.regenerate, onSelect: onRegenerate, disabled: handedOver },
            {
              label: t.images,
              onSelect: () => setPicking(true),
              disabled: handedOver || post.format === 'reel',
            },
            { label: formatTexts.menu, onSelect: () => setFormatting(true), disabled: handedOver },
            ...(goesToGoogle || post.googleTopic
              ? [
                  {
                    label: googleTopicTexts.menu,
                    onSelect: () => setTopicOpen(true),
                    disabled: handedOver,
                  },
                ]
              : []),
            { label: campaignsTexts.record.menu, onSelect: () => setRecordOpen(true) },
            {
              label: t.delete,
              onSelect: onDelete,
              danger: true,
              disabled: post.postStatus === 'publishing',
            },
          ]}
        />
      )}
      {!edits && (
        <PostMenu
          label={t.menu}
          items={[{ label: campaignsTexts.record.menu, onSelect: () => setRecordOpen(true) }]}
        />
      )}
      {picking && <ImagePickerDialog post={post} open={picking} onOpenChange={setPicking} />}
      {formatting && <PostFormatDialog post={post} open={formatting} onOpenChange={setFormatting} />}
      {topicOpen && <GoogleTopicDialog post={post} open={topicOpen} onOpenChange={setTopicOpen} />}
      {recordOpen && (
        <PostRecordDialog
          postId={post.id}
          productName={post.productName}
          open={recordOpen}
          onClose={() => setRecordOpen(false)}
        />
      )}
    </>
  );
}
