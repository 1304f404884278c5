/**
 * The steps of a post's record as the posts' changes make them: what each detail holds,
 * built from the post as it is before and after the change. Appended by records/steps.ts.
 */
import type { PostRecordActor } from '@studio/contracts';
import type { LibraryVideo } from '../media/videos.ts';
import type { Step } from '../records/steps.ts';
import { acknowledgedRuleIdsOf } from './gates.ts';
import type { Publishable } from './publishable.ts';
import type { PostRow } from './queries.ts';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/**
 * What a record names of a Reel or a Story: its format, and its video (the library's id, the
 * file that goes out, its cover, its alt text); nothing for a feed post, whose record reads as before.
 */
export function videoDetailOf(
  row: Pick<PostRow, 'format' | 'shareToFeed'>,
  video: Pick<LibraryVideo, 'mediaId' | 'altText' | 'video'> | null,
): Record<string, unknown> {
  if (row.format === 'feed') return {};
  return {
    format: row.format,
    video: video && {
      mediaId: video.mediaId,
      url: video.video?.url ?? null,
      coverUrl: video.video?.coverUrl ?? null,
      altText: video.altText,
    },
    ...(row.format === 'reel' ? { shareToFeed: row.shareToFeed } : {}),
  };
}

/** The published text of a version: what an inspector reads after the post is gone. */
const textOf = (row: PostRow) => ({
  contentHash: row.contentHash,
  content: row.content,
  firstComment: row.firstComment,
});

/** The compliance flags the text holds, as the record keeps them. */
const flagsOf = (row: PostRow) =>
  row.complianceFlags.map(({ ruleId, severity, phrase }) => ({ ruleId, severity, phrase }));

/**
 * The approval: the person takes editorial responsibility for the whole payload (EU AI Act art. 50), under
 * the rule set's version, with the flags they saw and acknowledged, the hash it binds to and what it is.
 */
export function approvedStep(
  after: PostRow,
  actor: PostRecordActor,
  at: Date,
  ruleSetVersion: number,
  { images, targets, video, googleLocations }: Publishable,
  recipients?: readonly string[],
): Step {
  return {
    kind: 'approved',
    actor,
    at,
    detail: {
      via: after.approval?.via ?? 'portal',
      ...(recipients ? { recipients } : {}),
      ...textOf(after),
      payloadHash: after.approval?.payloadHash ?? null,
      ruleSetVersion,
      flags: flagsOf(after),
      acknowledgedRuleIds: acknowledgedRuleIdsOf(after),
      images: images.map(({ url, altText }) => ({ url, altText })),
      ...videoDetailOf(after, video),
      targets: targets.map(({ platform, pageName, instagramUsername }) => ({
        platform,
        pageName,
        instagramUsername,
      })),
      // The Google locations it was approved for (none: the key is left out, as before Google).
      ...(googleLocations.length > 0
        ? { googleLocations: googleLocations.map(({ name, title }) => ({ name, title })) }
        : {}),
      scheduledDate: iso(after.scheduledDate),
    },
  };
}

/** The acknowledgement of the `warn` flags of a text. */
export const acknowledgedStep = (
  after: PostRow,
  actor: PostRecordActor,
  at: Date,
  ruleSetVersion: number,
): Step => ({
  kind: 'flags_acknowledged',
  actor,
  at,
  detail: {
    ruleIds: after.acknowledgement?.ruleIds ?? [],
    ruleSetVersion,
    contentHash: after.contentHash,
  },
});

/** The fields of the post a change touched, with their new values; null when it changed none. */
export function editedStep(before: PostRow, after: PostRow, actor: PostRecordActor, at: Date): Step | null {
  const detail: Record<string, unknown> = {};
  const fields: string[] = [];
  if (before.content !== after.content) {
    fields.push('content');
    Object.assign(detail, { content: after.content, contentHash: after.contentHash });
  }
  if (before.firstComment !== after.firstComment) {
    fields.push('firstComment');
    detail.firstComment = after.firstComment;
  }
  if (iso(before.scheduledDate) !== iso(after.scheduledDate)) {
    fields.push('scheduledDate');
    detail.scheduledDate = iso(after.scheduledDate);
  }
  if (before.imageIds.join(',') !== after.imageIds.join(',')) {
    fields.push('images');
    detail.imageIds = after.imageIds;
  }
  // A Reel or a Story, its library video, and whether a Reel is shared to the feed too.
  if (before.format !== after.format) {
    fields.push('format');
    detail.format = after.format;
  }
  if (before.videoId !== after.videoId) {
    fields.push('video');
    detail.videoId = after.videoId;
  }
  if (before.shareToFeed !== after.shareToFeed) {
    fields.push('shareToFeed');
    detail.shareToFeed = after.shareToFeed;
  }
  if (JSON.stringify(before.googleTopic) !== JSON.stringify(after.googleTopic)) {
    fields.push('googleTopic');
    detail.googleTopic = after.googleTopic;
  }
  if (fields.length === 0) return null;
  // A changed text is checked again: the flags it holds now (none is a finding too).
  if (fields.includes('content') || fields.includes('firstComment')) detail.flags = flagsOf(after);
  const approvalVoided = Boolean(before.approval) && !after.approval;
  return { kind: 'edited', actor, at, detail: { fields, ...detail, approvalVoided } };
}

/** A text the writer wrote again at a person's request. */
export const regeneratedStep = (
  after: PostRow,
  writer: PostRecordActor,
  requestedBy: PostRecordActor,
  at: Date,
): Step => ({
  kind: 'regenerated',
  actor: writer,
  at,
  detail: {
    ...textOf(after),
    requestedBy: requestedBy.name,
    requestedByRef: requestedBy.ref,
  },
});

/** The writer wrote the post. */
export const writtenStep = (row: PostRow, writer: PostRecordActor, at: Date): Step => ({
  kind: 'written',
  actor: writer,
  at,
  detail: {
    ...textOf(row),
    flags: flagsOf(row),
    scheduledDate: iso(row.scheduledDate),
  },
});
