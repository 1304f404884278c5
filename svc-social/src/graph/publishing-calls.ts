import { PublishError, publishErrorOf } from './graph-errors.ts';

export type PublishingCallsConfig = {
  graphUrl: string;
  version: string;
  timeoutMs?: number;
  fetch?: (input: string, init?: RequestInit) => Promise<Response>;
};

/** A post found on a page (or an Instagram account) by its text. */
export type FoundPost = { postId: string; permalink: string | null };

/** Instagram's publishing limit: posts in the rolling window, and how many it allows. */
export type PublishingLimit = { usage: number; total: number; durationSeconds: number };

/**
 * What a call is: a 'publish' that times out may have published (its outcome is unknown);
 * a 'read' or a 'delete' that times out can simply be tried again.
 */
export type CallKind = 'publish' | 'read' | 'delete';

/** Network errors that mean the request never left: no connection was made. */
const NOT_SENT = new Set(['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN', 'ENETUNREACH', 'EHOSTUNREACH']);

/**
 * Graph writes "2026-01-01T10:00:00+0000"; Date wants a colon in the offset to be sure. A page story's
 * creation_time is in seconds since 1970, as a number or its digits.
 */
export const timeOf = (text: unknown) =>
  typeof text === 'number' || (typeof text === 'string' && /^\d+$/.test(text))
    ? Number(text) * 1000
    : typeof text === 'string'
      ? new Date(text.replace(/([+-]\d\d)(\d\d)$/, '$1:$2')).getTime()
      : Number.NaN;

/** Facebook trims and may fold whitespace; the text a post is recognised by ignores both. */
export const sameText = (a: string, b: string) =>
  a.replace(/\s+/g, ' ').trim() === b.replace(/\s+/g, ' ').trim();

/**
 * One Graph call with a time limit; every failure is a PublishError saying what to do about it (see
 * graph-errors.ts). Shared by the publishing and the insights calls.
 */
export function createGraphCall(config: PublishingCallsConfig) {
  const transport = config.fetch ?? ((input: string, init?: RequestInit) => fetch(input, init));
  const timeoutMs = config.timeoutMs ?? 10_000;
  const graphBase = `${config.graphUrl.replace(/\/+$/, '')}/${config.version}`;

  return async (
    kind: CallKind,
    method: 'GET' | 'POST' | 'DELETE',
    path: string,
    token: string,
    params: Record<string, string> = {},
    /** Another address than Graph's (a video's upload), and headers of its own (its `file_url`). */
    elsewhere: { url?: string; headers?: Record<string, string> } = {},
  ): Promise<Record<string, unknown>> => {
    const query = method === 'POST' ? '' : `?${new URLSearchParams(params)}`;
    let res: Response;
    try {
      res = await transport(elsewhere.url ?? `${graphBase}${path}${query === '?' ? '' : query}`, {
        method,
        headers: {
          Accept: 'application/json',
          Authorization: `Bearer ${token}`,
          ...(method === 'POST' ? { 'Content-Type': 'application/x-www-form-urlencoded' } : {}),
          ...elsewhere.headers,
        },
        body: method === 'POST' ? new URLSearchParams(params).toString() : undefined,
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      const timedOut = error instanceof DOMException && error.name === 'TimeoutError';
      const cause = (error as { cause?: { code?: unknown; message?: unknown } }).cause;
      const refused =
        (typeof cause?.code === 'string' && NOT_SENT.has(cause.code)) || cause?.message === 'bad port';
      // A publish that was sent and not answered may have gone out: only the page can tell.
      const unknown = kind === 'publish' && !refused;
      throw new PublishError(
        unknown ? 'unknown_outcome' : 'transient',
        timedOut ? `Graph API did not answer within ${timeoutMs} ms` : `Graph API unreachable: ${error}`,
      );
    }
    const body: unknown = await res.json().catch(() => null);
    if (!res.ok) throw publishErrorOf(res.status, body);
    if (body === null || typeof body !== 'object') {
      throw new PublishError(
        kind === 'publish' ? 'unknown_outcome' : 'transient',
        'Graph API answered no JSON',
      );
    }
    return body as Record<string, unknown>;
  };
}

export type GraphCall = ReturnType<typeof createGraphCall>;

export const idOf = (body: Record<string, unknown>, field = 'id'): string => {
  const id = body[field];
  if (typeof id !== 'string' || !id)
    throw new PublishError('unknown_outcome', `Graph API answered no ${field}`);
  return id;
};

/** The newest entries of a listing, those since `since`, whose text is `text`. */
export const findIn = (
  body: Record<string, unknown>,
  {
    text,
    since,
    textField,
    timeField,
    linkField,
  }: Record<'textField' | 'timeField' | 'linkField', string> & {
    text: string;
    since: Date;
  },
): FoundPost | null => {
  const data = Array.isArray(body.data) ? (body.data as Record<string, unknown>[]) : [];
  const found = data.find(
    (item) =>
      typeof item.id === 'string' &&
      typeof item[textField] === 'string' &&
      sameText(item[textField] as string, text) &&
      timeOf(item[timeField]) >= since.getTime(),
  );
  if (!found) return null;
  const link = found[linkField];
  return { postId: found.id as string, permalink: typeof link === 'string' ? link : null };
};

/** The calls that publish on a Facebook page. */
export const pageCalls = (call: GraphCall) => ({
  /** A photo post on a page: Facebook fetches the image from `imageUrl`; `altText` for screen readers. */
  async publishPagePhoto(p: {
    pageId: string;
    token: string;
    imageUrl: string;
    altText: string | null;
    message: string;
  }) {
    const body = await call('publish', 'POST', `/${p.pageId}/photos`, p.token, {
      url: p.imageUrl,
      message: p.message,
      ...(p.altText ? { alt_text_custom: p.altText } : {}),
    });
    // post_id is the feed post ({page}_{post}), the id the delete screen takes; id is the photo.
    const postId =
      typeof body.post_id === 'string' && body.post_id ? body.post_id : `${p.pageId}_${idOf(body)}`;
    return { postId };
  },

  /** A text post on a page's feed, for a post without an image. */
  async publishPageText(p: { pageId: string; token: string; message: string }) {
    return {
      postId: idOf(await call('publish', 'POST', `/${p.pageId}/feed`, p.token, { message: p.message })),
    };
  },

  /**
   * A photo uploaded unpublished, for a multi-photo post: nothing shows on the page, so a time-out is
   * simply tried again (a photo left behind is never seen).
   */
  async uploadUnpublishedPhoto(p: {
    pageId: string;
    token: string;
    imageUrl: string;
    altText: string | null;
  }) {
    const body = await call('read', 'POST', `/${p.pageId}/photos`, p.token, {
      url: p.imageUrl,
      published: 'false',
      ...(p.altText ? { alt_text_custom: p.altText } : {}),
    });
    return idOf(body);
  },

  /** A feed post: its text, with the unpublished photos `photoIds` attached as one multi-photo post. */
  async publishPageFeedPost(p: { pageId: string; token: string; message: string; photoIds: string[] }) {
    const attached = Object.fromEntries(
      p.photoIds.map((id, index) => [`attached_media[${index}]`, JSON.stringify({ media_fbid: id })]),
    );
    return {
      postId: idOf(
        await call('publish', 'POST', `/${p.pageId}/feed`, p.token, { message: p.message, ...attached }),
      ),
    };
  },
});

/** The calls that publish on an Instagram account: a container (or a carousel's), its status, its publication, the limit. */
export const instagramCalls = (call: GraphCall) => ({
  /**
   * Step 1 of an Instagram post: a media container Instagram fills from `imageUrl`; a carousel's items
   * are containers of their own (`carouselItem`, no caption).
   */
  async createInstagramContainer(p: {
    igUserId: string;
    token: string;
    imageUrl: string;
    altText: string | null;
    caption: string | null;
    carouselItem?: boolean;
    /** An image Story: `media_type=STORIES`, never a caption. */
    story?: boolean;
  }) {
    const body = await call('read', 'POST', `/${p.igUserId}/media`, p.token, {
      ...(p.story ? { media_type: 'STORIES' } : {}),
      image_url: p.imageUrl,
      ...(p.caption === null ? {} : { caption: p.caption }),
      ...(p.altText ? { alt_text: p.altText } : {}),
      ...(p.carouselItem ? { is_carousel_item: 'true' } : {}),
    });
    return idOf(body);
  },

  /** Step 1 of a carousel, once its items are FINISHED: the container holding them, with the caption. */
  async createInstagramCarousel(p: { igUserId: string; token: string; children: string[]; caption: string }) {
    const body = await call('read', 'POST', `/${p.igUserId}/media`, p.token, {
      media_type: 'CAROUSEL',
      children: p.children.join(','),
      caption: p.caption,
    });
    return idOf(body);
  },

  /**
   * Step 2: whether the container is ready (FINISHED), still IN_PROGRESS, or ERROR / EXPIRED, with
   * Instagram's words on it (`status`).
   */
  async instagramContainerStatus(p: { containerId: string; token: string }) {
    const body = await call('read', 'GET', `/${p.containerId}`, p.token, { fields: 'status_code,status' });
    return {
      code: typeof body.status_code === 'string' ? body.status_code : 'IN_PROGRESS',
      detail: typeof body.status === 'string' ? body.status : null,
    };
  },

  /** Step 3: publishes a FINISHED container; the answer is the media id. */
  async publishInstagramContainer(p: { igUserId: string; token: string; containerId: string }) {
    return idOf(
      await call('publish', 'POST', `/${p.igUserId}/media_publish`, p.token, {
        creation_id: p.containerId,
      }),
    );
  },

  /** How many posts the account published in Instagram's window, of how many it allows. */
  async instagramPublishingLimit(p: { igUserId: string; token: string }): Promise<PublishingLimit> {
    const body = await call('read', 'GET', `/${p.igUserId}/content_publishing_limit`, p.token, {
      fields: 'quota_usage,config',
    });
    const entry = (Array.isArray(body.data) ? body.data[0] : undefined) as
      | { quota_usage?: unknown; config?: { quota_total?: unknown; quota_duration?: unknown } }
      | undefined;
    return {
      usage: typeof entry?.quota_usage === 'number' ? entry.quota_usage : 0,
      total: typeof entry?.config?.quota_total === 'number' ? entry.config.quota_total : 100,
      durationSeconds:
        typeof entry?.config?.quota_duration === 'number' ? entry.config.quota_duration : 86_400,
    };
  },
});

/** The calls that look for what was published, comment under it and delete it. */
export const lookupCalls = (call: GraphCall) => ({
  /** A post on the page's feed with this text, created since `since`: a publish whose answer was lost. */
  async findRecentPagePost(p: { pageId: string; token: string; message: string; since: Date }) {
    const body = await call('read', 'GET', `/${p.pageId}/feed`, p.token, {
      fields: 'id,message,created_time,permalink_url',
      since: String(Math.floor(p.since.getTime() / 1000)),
      limit: '25',
    });
    return findIn(body, {
      text: p.message,
      since: p.since,
      textField: 'message',
      timeField: 'created_time',
      linkField: 'permalink_url',
    });
  },

  /** Instagram media with this caption, published since `since`. */
  async findRecentInstagramMedia(p: { igUserId: string; token: string; caption: string; since: Date }) {
    const body = await call('read', 'GET', `/${p.igUserId}/media`, p.token, {
      fields: 'id,caption,timestamp,permalink',
      limit: '25',
    });
    return findIn(body, {
      text: p.caption,
      since: p.since,
      textField: 'caption',
      timeField: 'timestamp',
      linkField: 'permalink',
    });
  },

  /** A comment under a published post or media (the post's first comment); the answer is its id. */
  async postComment(p: { objectId: string; token: string; message: string }) {
    return idOf(await call('publish', 'POST', `/${p.objectId}/comments`, p.token, { message: p.message }));
  },

  /** A comment with this text under the post, made since `since`: a comment whose answer was lost. */
  async findRecentComment(p: {
    objectId: string;
    token: string;
    platform: 'facebook' | 'instagram';
    message: string;
    since: Date;
  }) {
    const facebook = p.platform === 'facebook';
    const body = await call('read', 'GET', `/${p.objectId}/comments`, p.token, {
      fields: facebook ? 'id,message,created_time' : 'id,text,timestamp',
      limit: '50',
    });
    return findIn(body, {
      text: p.message,
      since: p.since,
      textField: facebook ? 'message' : 'text',
      timeField: facebook ? 'created_time' : 'timestamp',
      linkField: 'permalink_url',
    });
  },

  /** The public link of a page post or an Instagram media. */
  async permalinkOf(p: { postId: string; token: string; platform: 'facebook' | 'instagram' }) {
    const field = p.platform === 'facebook' ? 'permalink_url' : 'permalink';
    const body = await call('read', 'GET', `/${p.postId}`, p.token, { fields: field });
    return typeof body[field] === 'string' ? (body[field] as string) : null;
  },

  /** Deletes a page post (Instagram media cannot be deleted through the API). */
  async deletePost(p: { postId: string; token: string }): Promise<void> {
    await call('delete', 'DELETE', `/${p.postId}`, p.token);
  },
});
