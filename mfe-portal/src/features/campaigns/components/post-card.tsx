import { type BulkPost, type PostSignOff, postGoesToGoogle, pulledBackReason } from '@studio/contracts';
import { Alert, Badge, Button, MutedText, Stack } from '@studio/ui';
import { WebImage } from '@studio/ui/content';
import { Fragment, useEffect, useId, useRef, useState } from 'react';
import styled from 'styled-components';
import { useMedia } from '../../../api/get-media.ts';
import { useGoesToGoogle } from '../../../api/google-locations.ts';
import { useSignOffStates } from '../../../api/signoff.ts';
import { BeforeAfterNote } from '../../../components/before-after-note.tsx';
import { ImageText, imagesOfPost } from '../../../components/image-text.tsx';
import { useVoidingConfirm } from '../../../components/voiding-confirm.tsx';
import { useMemberPermissions } from '../../../session.ts';
import { usePostResults } from '../api/post-results.ts';
import { campaignsTexts } from '../texts.ts';
import { complianceStateOf } from '../utils/compliance.ts';
import { formatDateTime } from '../utils/dates.ts';
import { isDraft } from '../utils/post-lists.ts';
import { ComplianceBox } from './compliance-box.tsx';
import { GoogleTopicLine } from './google-topic-line.tsx';
import { PostCardMenu } from './post-card-menu.tsx';
import type { PostCardProps } from './post-card-props.ts';
import { PostContentEditor } from './post-content-editor.tsx';
import { FormatLine } from './post-format-line.tsx';
import { PostNumbers } from './post-numbers.tsx';
import { PostTimeEditor } from './post-time-editor.tsx';
import { PublicationBadge, PublicationDetails } from './publication.tsx';
import { SignOffPanel } from './signoff-panel.tsx';

/** One post of the campaigns list. */
export function PostCard(props: PostCardProps) {
  const { post, day, total, past, editing, locked, pending } = props;
  const t = campaignsTexts.post;
  const date = post.scheduledDate ? formatDateTime(post.scheduledDate) : t.noDate;
  const goesToGoogle = useGoesToGoogle();
  const [expanded, setExpanded] = useState(false);
  const contentId = useId();
  const library = useMedia().data?.media;
  const chosen = post.imageIds.flatMap((id) => library?.find((m) => m.id === id) ?? []);
  const goingOut = imagesOfPost(post, library);
  const image = post.video?.coverUrl ?? chosen[0]?.url ?? post.productImage ?? post.image;
  const category = post.categoryName ?? post.product.categoryName;
  const placeholder = <Placeholder>{t.noImage}</Placeholder>;
  // The server refuses to change what is going out or went out already (a failed post may be edited).
  const handedOver =
    post.postStatus === 'publishing' || post.postStatus === 'published' || post.postStatus === 'unconfirmed';
  const published = post.postStatus === 'published';
  const results = usePostResults(post.id, published);
  const card = useRef<HTMLElement>(null);
  const { focused = false } = props;
  // A medical reviewer reads the posts and changes none: no menu, no schedule buttons.
  const { edits } = useMemberPermissions();
  const voiding = useVoidingConfirm();
  useEffect(() => {
    if (!focused) return;
    card.current?.scrollIntoView?.({ block: 'center' });
    card.current?.focus({ preventScroll: true });
  }, [focused]);

  return (
    <Card
      ref={card}
      aria-label={t.label(post.productName, date)}
      data-focused={focused || undefined}
      tabIndex={focused ? -1 : undefined}
    >
      <Header>
        <Thumb $tall={post.format === 'reel' || post.format === 'story'}>
          {image ? <WebImage src={image} alt={post.productName} fallback={placeholder} /> : placeholder}
          {post.imageIds.length > 1 && <More>{t.moreImages(post.imageIds.length - 1)}</More>}
        </Thumb>
        <Title>
          <Name>{post.productName}</Name>
          <time dateTime={post.scheduledDate ?? undefined}>{date}</time>
        </Title>
        <Actions>
          {edits ? <StatusControls {...props} /> : <StatusBadge post={post} />}
          <PostCardMenu {...props} edits={edits} handedOver={handedOver} />
        </Actions>
      </Header>

      {editing === 'content' ? (
        <PostContentEditor
          initial={post.content}
          initialFirstComment={post.firstComment}
          saving={pending}
          onSave={(content, firstComment) =>
            voiding.guard(
              content !== post.content || firstComment !== post.firstComment ? [post] : [],
              async () => props.onSaveContent(content, firstComment),
            )
          }
          onCancel={props.onCancelEdit}
        />
      ) : (
        <>
          <Content id={contentId} $expanded={expanded}>
            {post.content}
          </Content>
          <ExpandButton
            type="button"
            aria-expanded={expanded}
            aria-controls={contentId}
            onClick={() => setExpanded((v) => !v)}
          >
            {expanded ? t.showLess : t.showMore}
          </ExpandButton>
          {post.firstComment && (
            <MutedText>
              {campaignsTexts.content.firstCommentShown} {post.firstComment}
            </MutedText>
          )}
        </>
      )}
      {editing === 'time' && (
        <PostTimeEditor
          current={post.scheduledDate}
          saving={pending}
          onSave={props.onSaveTime}
          onCancel={props.onCancelEdit}
        />
      )}

      {post.pulledBack && isDraft(post) && (
        <PulledBackNotice
          pulledBack={post.pulledBack}
          past={past}
          disabled={pending || locked || !edits}
          onSchedule={props.onSchedule}
          onEditTime={() => props.onEdit('time')}
        />
      )}
      <FormatLine post={post} />
      <GoogleTopicLine post={post} goesToGoogle={postGoesToGoogle(post, goesToGoogle)} />
      <PublicationDetails post={post} pending={pending} onResolve={props.onResolve} />
      {published && <PostNumbers results={results} />}

      {goingOut.map((item) => (
        <Fragment key={item.id}>
          <ImageText item={item} quietWhenNone />
          <BeforeAfterNote item={item} />
        </Fragment>
      ))}
      {post.complianceFlags.length > 0 && (
        <ComplianceBox
          post={post}
          pending={pending || handedOver || locked}
          readOnly={!edits}
          onAcknowledge={props.onAcknowledge}
          onRegenerate={props.onRegenerate}
        />
      )}
      <SignOffPanel post={post} disabled={pending || locked} />
      {post.approval && <MutedText>{approvalLine(post.approval)}</MutedText>}

      {voiding.dialog}

      <Footer>
        <span title={t.dayExplained(day, total)}>{t.day(day, total)}</span>
        <span>{category ?? t.noCategory}</span>
      </Footer>
    </Card>
  );
}

/**
 * Who approved, in words: a person in the portal, or the recipients of a mail's link (the server names
 * those «σύνδεσμος email (addresses)»: said here «μέσω συνδέσμου email (addresses)»).
 */
function approvalLine({ by, at, via }: NonNullable<BulkPost['approval']>): string {
  const when = formatDateTime(at);
  if (via !== 'email-link') return campaignsTexts.post.approved(by, when);
  const named = /^σύνδεσμος email(?: \((.*)\))?$/.exec(by);
  return campaignsTexts.post.approvedByLink(named ? (named[1] ?? null) : by, when);
}

/** The post's state alone, for whoever may not schedule it (a medical reviewer). */
function StatusBadge({ post }: { post: BulkPost }) {
  const t = campaignsTexts.post;
  if (post.postStatus === 'scheduled') return <Badge tone="success">{t.scheduledBadge}</Badge>;
  if (isDraft(post)) return <Badge tone="neutral">{t.draftBadge}</Badge>;
  return <PublicationBadge post={post} />;
}

/**
 * Why a draft may not be scheduled as it is, or null: its moment has passed (its way forward is a new
 * one), a phrase the rules block, or a clinical sign-off the account asks of it and it lacks.
 */
function scheduleRefusalOf(post: BulkPost, past: boolean, signOff: PostSignOff | undefined): string | null {
  const t = campaignsTexts.post;
  if (past) return t.pastCannotSchedule;
  if (complianceStateOf(post) === 'blocked') return t.complianceBlocked;
  if (signOff?.required && signOff.state !== 'signed_off')
    return signOff.state === 'pending' ? t.waitsForSignOff : t.needsSignOff;
  return null;
}

/**
 * Schedule or Unschedule while the post is still the business's to schedule; once handed over for
 * publishing, only its publication state. A draft that may not be scheduled says why on its button, and
 * one whose moment passed offers a new moment beside it.
 */
function StatusControls({ post, past, pending, onSchedule, onUnschedule, onEdit }: PostCardProps) {
  const t = campaignsTexts.post;
  const signOff = useSignOffStates().data?.states.find((state) => state.postId === post.id);
  if (post.postStatus === 'scheduled') {
    return (
      <>
        <Badge tone="success">{t.scheduledBadge}</Badge>
        <Button size="sm" variant="secondary" loading={pending} onClick={onUnschedule}>
          {t.unschedule}
        </Button>
      </>
    );
  }
  if (!isDraft(post)) return <PublicationBadge post={post} />;
  const refusal = scheduleRefusalOf(post, past, signOff);
  return (
    <>
      <Badge tone="neutral">{t.draftBadge}</Badge>
      <Button
        size="sm"
        loading={pending}
        disabled={refusal !== null}
        title={refusal ?? t.scheduleExplained}
        onClick={onSchedule}
      >
        {t.schedule}
      </Button>
      {past && (
        <Button size="sm" variant="secondary" disabled={pending} onClick={() => onEdit('time')}>
          {t.newMoment}
        </Button>
      )}
    </>
  );
}

/**
 * A draft that went back by itself (the sign-off setting, a change after its approval): the reason, as
 * the bell says it, and its one step back: a new moment when its own has passed, scheduling again when
 * only an approval is missing (a missing sign-off is asked for in the sign-off panel below).
 */
function PulledBackNotice({
  pulledBack,
  past,
  disabled,
  onSchedule,
  onEditTime,
}: {
  pulledBack: NonNullable<BulkPost['pulledBack']>;
  past: boolean;
  disabled: boolean;
  onSchedule: () => void;
  onEditTime: () => void;
}) {
  const t = campaignsTexts.post;
  const signOff = pulledBack.cause === 'signoff_required';
  return (
    <Alert tone="warning" title={signOff ? t.pulledBackForSignOff : t.pulledBackForChange}>
      <Stack $gap="sm">
        <span>{pulledBackReason(pulledBack)}</span>
        {!disabled && (past || !signOff) && (
          <div>
            <Button size="sm" variant="secondary" onClick={past ? onEditTime : onSchedule}>
              {past ? t.newMoment : t.scheduleAgain}
            </Button>
          </div>
        )}
      </Stack>
    </Alert>
  );
}

const Card = styled.article`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  min-width: 0;
  padding: ${({ theme }) => theme.space.lg};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadow.sm};
  scroll-margin: ${({ theme }) => theme.space.xl};

  &[data-focused] {
    border-color: ${({ theme }) => theme.colors.primary};
    box-shadow: 0 0 0 3px color-mix(in srgb, ${({ theme }) => theme.colors.primary} 30%, transparent);
  }

  &:focus {
    outline: none;
  }
`;

const Header = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
`;

/** A feed post's picture square; a Reel's or a Story's upright, at 9:16 as the phone shows it. */
const Thumb = styled.div<{ $tall: boolean }>`
  position: relative;
  display: grid;
  flex: none;
  place-items: center;
  width: ${({ $tall }) => ($tall ? '72px' : '96px')};
  height: ${({ $tall }) => ($tall ? '128px' : '96px')};
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surfaceMuted};

  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

const Placeholder = styled.span`
  padding: ${({ theme }) => theme.space.xs};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSize.xs};
  text-align: center;
`;

const Title = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  min-width: 160px;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSize.sm};
`;

const Name = styled.h3`
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSize.md};
  font-weight: 600;
  overflow-wrap: anywhere;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
`;

/** Two lines of the text when collapsed, its paragraphs run together, so the lines say something. */
const Content = styled.p<{ $expanded: boolean }>`
  overflow-wrap: anywhere;
  ${({ $expanded }) =>
    $expanded
      ? 'white-space: pre-wrap;'
      : `
    white-space: normal;
    display: -webkit-box;
    -webkit-line-clamp: 2;
    -webkit-box-orient: vertical;
    overflow: hidden;
  `}
`;

const More = styled.span`
  position: absolute;
  right: 4px;
  bottom: 4px;
  padding: 0 6px;
  border-radius: 10px;
  background: rgb(0 0 0 / 65%);
  color: #fff;
  font-size: ${({ theme }) => theme.fontSize.sm};
  font-weight: 600;
`;

const ExpandButton = styled.button`
  align-self: flex-start;
  padding: 0;
  border: 0;
  background: none;
  color: ${({ theme }) => theme.colors.primary};
  font-size: ${({ theme }) => theme.fontSize.sm};
  font-weight: 600;
  cursor: pointer;
`;

const Footer = styled.footer`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  padding-top: ${({ theme }) => theme.space.sm};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSize.sm};
`;
