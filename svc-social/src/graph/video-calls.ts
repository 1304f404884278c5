import { PublishError } from './graph-errors.ts';
import {
  type FoundPost,
  findIn,
  type GraphCall,
  idOf,
  type PublishingCallsConfig,
  timeOf,
} from './publishing-calls.ts';

/**
 * Where a page video's bytes go (upload_phase): rupload.facebook.com beside graph.facebook.com; the
 * sandbox, and any other Graph stand-in, takes them on its own address.
 */
export const uploadBaseOf = (graphUrl: string) => {
  const base = graphUrl.replace(/\/+$/, '');
  return base.replace(/^(https?:\/\/)graph\.facebook\.com$/i, '$1rupload.facebook.com');
};

/** What a page video is doing: Facebook's `status` of a video, as far as publishing needs it. */
export type PageVideoStatus = {
  /** 'ready' once processed, 'processing', 'error'; Facebook's other words are passed on as they are. */
  videoStatus: string;
  /** Facebook's reason for an error, when it gave one. */
  error: string | null;
  /** Its bytes are with Facebook (uploading_phase complete). */
  uploaded: boolean;
  /** It was published (publishing_phase complete, or publish_status published). */
  published: boolean;
};

const pageVideoStatusOf = (body: Record<string, unknown>): PageVideoStatus => {
  const status = (body.status ?? {}) as {
    video_status?: unknown;
    processing_phase?: { status?: unknown; errors?: { message?: unknown }[]; error?: { message?: unknown } };
    uploading_phase?: { status?: unknown; errors?: { message?: unknown }[] };
    publishing_phase?: { status?: unknown; publish_status?: unknown };
  };
  const phaseError =
    status.processing_phase?.errors?.[0]?.message ??
    status.processing_phase?.error?.message ??
    status.uploading_phase?.errors?.[0]?.message;
  return {
    videoStatus: typeof status.video_status === 'string' ? status.video_status : 'processing',
    error: typeof phaseError === 'string' ? phaseError : null,
    uploaded: status.uploading_phase?.status === 'complete',
    published:
      status.publishing_phase?.status === 'complete' ||
      status.publishing_phase?.publish_status === 'published',
  };
};

/**
 * Publishing calls: Instagram Reels and Stories (containers of `media_type` REELS and
 * STORIES, processed and published as images are: see instagramCalls), a page's Reels and video
 * Stories in their upload phases (start, upload, finish) and its photo Stories.
 */
export function videoCalls(call: GraphCall, config: PublishingCallsConfig) {
  const uploadBase = `${uploadBaseOf(config.graphUrl)}/video-upload/${config.version}`;
  return {
    /**
     * Step 1 of a Reel or a video Story on Instagram: a container Instagram fills from `videoUrl` (an
     * MP4); a Reel has its caption, its cover and `share_to_feed`, a Story neither.
     */
    async createInstagramVideoContainer(p: {
      igUserId: string;
      token: string;
      mediaType: 'REELS' | 'STORIES';
      videoUrl: string;
      coverUrl: string | null;
      caption: string | null;
      shareToFeed: boolean;
    }) {
      const reel = p.mediaType === 'REELS';
      const body = await call('read', 'POST', `/${p.igUserId}/media`, p.token, {
        media_type: p.mediaType,
        video_url: p.videoUrl,
        ...(reel && p.coverUrl ? { cover_url: p.coverUrl } : {}),
        ...(reel && p.caption !== null ? { caption: p.caption } : {}),
        ...(reel ? { share_to_feed: String(p.shareToFeed) } : {}),
      });
      return idOf(body);
    },

    /**
     * Phase 1 of a page's Reel (`video_reels`) or video Story (`video_stories`): a video id and where
     * its bytes go. Nothing shows on the page, so a time-out is simply tried again.
     */
    async startPageVideo(p: { pageId: string; token: string; edge: 'video_reels' | 'video_stories' }) {
      const body = await call('read', 'POST', `/${p.pageId}/${p.edge}`, p.token, { upload_phase: 'start' });
      const videoId = idOf(body, 'video_id');
      const uploadUrl =
        typeof body.upload_url === 'string' && body.upload_url ? body.upload_url : `${uploadBase}/${videoId}`;
      return { videoId, uploadUrl };
    },

    /**
     * Phase 2: Facebook fetches the hosted video itself (`file_url`), as it fetches an image's `url`.
     * Still nothing on the page.
     */
    async uploadPageVideo(p: { token: string; uploadUrl: string; fileUrl: string }) {
      const body = await call(
        'read',
        'POST',
        '',
        p.token,
        {},
        { url: p.uploadUrl, headers: { Authorization: `OAuth ${p.token}`, file_url: p.fileUrl } },
      );
      if (body.success === false) throw new PublishError('transient', 'the video upload was not taken');
    },

    /** A page video's processing: 'processing' until 'ready', or 'error' with Facebook's reason. */
    async pageVideoStatus(p: { videoId: string; token: string }): Promise<PageVideoStatus> {
      return pageVideoStatusOf(await call('read', 'GET', `/${p.videoId}`, p.token, { fields: 'status' }));
    },

    /**
     * Phase 3 of a Reel, the call that publishes it (`video_state=PUBLISHED`) with its text; the Reel's
     * id is its video's.
     */
    async finishPageReel(p: { pageId: string; token: string; videoId: string; description: string }) {
      const body = await call('publish', 'POST', `/${p.pageId}/video_reels`, p.token, {
        upload_phase: 'finish',
        video_id: p.videoId,
        video_state: 'PUBLISHED',
        description: p.description,
      });
      if (body.success !== true) throw new PublishError('unknown_outcome', 'Graph API did not say success');
      return { postId: p.videoId };
    },

    /** Phase 3 of a video Story, the call that publishes it; the answer is the story's post id. */
    async finishPageVideoStory(p: { pageId: string; token: string; videoId: string }) {
      const body = await call('publish', 'POST', `/${p.pageId}/video_stories`, p.token, {
        upload_phase: 'finish',
        video_id: p.videoId,
      });
      return { postId: idOf(body, 'post_id') };
    },

    /** A photo Story from a photo uploaded unpublished (uploadUnpublishedPhoto); the answer is its post id. */
    async publishPagePhotoStory(p: { pageId: string; token: string; photoId: string }) {
      const body = await call('publish', 'POST', `/${p.pageId}/photo_stories`, p.token, {
        photo_id: p.photoId,
      });
      return { postId: idOf(body, 'post_id') };
    },
  };
}

/** A listing's entries since `since` that are not `taken` (the newest first, as Graph lists them). */
const firstUntaken = (
  entries: Record<string, unknown>[],
  {
    idField,
    timeField,
    linkField,
    since,
    taken,
  }: Record<'idField' | 'timeField' | 'linkField', string> & {
    since: Date;
    taken: readonly string[];
  },
): FoundPost | null => {
  const found = entries.find(
    (entry) =>
      typeof entry[idField] === 'string' &&
      !taken.includes(entry[idField] as string) &&
      timeOf(entry[timeField]) >= since.getTime(),
  );
  if (!found) return null;
  const link = found[linkField];
  return { postId: found[idField] as string, permalink: typeof link === 'string' ? link : null };
};

const dataOf = (body: Record<string, unknown>) =>
  Array.isArray(body.data) ? (body.data as Record<string, unknown>[]) : [];

/**
 * Where an unanswered Reel or Story is looked for. A Reel has its text (Instagram's Reels are in the
 * account's /media, with their caption; a page's in /video_reels, with their description). A Story has
 * none, so it is the newest one published since the call that no other publication of ours holds
 * (`taken`): a page publishes one post at a time (its turn), so only a Story made outside the platform
 * in those seconds could be mistaken for it.
 */
export function storyLookupCalls(call: GraphCall) {
  return {
    /** A page's Reel with this description, made since `since`. */
    async findRecentPageReel(p: { pageId: string; token: string; description: string; since: Date }) {
      const body = await call('read', 'GET', `/${p.pageId}/video_reels`, p.token, {
        fields: 'id,description,created_time,permalink_url',
        since: String(Math.floor(p.since.getTime() / 1000)),
        limit: '25',
      });
      return findIn(body, {
        text: p.description,
        since: p.since,
        textField: 'description',
        timeField: 'created_time',
        linkField: 'permalink_url',
      });
    },

    /** An Instagram account's live Story published since `since` and not `taken`. */
    async findRecentInstagramStory(p: { igUserId: string; token: string; since: Date; taken: string[] }) {
      const body = await call('read', 'GET', `/${p.igUserId}/stories`, p.token, {
        fields: 'id,timestamp,permalink,media_type',
      });
      return firstUntaken(dataOf(body), {
        idField: 'id',
        timeField: 'timestamp',
        linkField: 'permalink',
        since: p.since,
        taken: p.taken,
      });
    },

    /** A page's Story published since `since` and not `taken` (Facebook lists post_id and creation_time). */
    async findRecentPageStory(p: { pageId: string; token: string; since: Date; taken: string[] }) {
      const body = await call('read', 'GET', `/${p.pageId}/stories`, p.token, {
        since: String(Math.floor(p.since.getTime() / 1000)),
      });
      return firstUntaken(dataOf(body), {
        idField: 'post_id',
        timeField: 'creation_time',
        linkField: 'url',
        since: p.since,
        taken: p.taken,
      });
    },
  };
}
