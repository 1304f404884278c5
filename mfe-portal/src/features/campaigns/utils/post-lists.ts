import type { BulkPost } from '@studio/contracts';

/** Ten posts a page, for the future and the past list alike. */
export const PAGE_SIZE = 10;

export type DateFilter = 'future' | 'past';

/** A draft (a post stored as 'pending' before drafts were called so is one too). */
export const isDraft = (post: BulkPost) => post.postStatus === 'draft' || post.postStatus === 'pending';

const timeOf = (post: BulkPost): number | null =>
  post.scheduledDate === null ? null : new Date(post.scheduledDate).getTime();

/** A post is future when its date is now or later; a post without a date is past. */
export function isFuturePost(post: BulkPost, now: Date): boolean {
  const time = timeOf(post);
  return time !== null && time >= now.getTime();
}

/** Future posts soonest first; past posts newest first, those without a date last. */
export function splitPosts(posts: readonly BulkPost[], now: Date): Record<DateFilter, BulkPost[]> {
  const future = posts.filter((post) => isFuturePost(post, now));
  const past = posts.filter((post) => !isFuturePost(post, now));
  future.sort((a, b) => (timeOf(a) ?? 0) - (timeOf(b) ?? 0));
  past.sort((a, b) => (timeOf(b) ?? Number.NEGATIVE_INFINITY) - (timeOf(a) ?? Number.NEGATIVE_INFINITY));
  return { future, past };
}

export type Page<T> = {
  items: T[];
  /** 1-based, clamped to the pages there are. */
  page: number;
  pageCount: number;
  /** 0-based position of the first item in the whole list. */
  offset: number;
};

/** The `page`-th slice of `list`; an empty list still has one (empty) page. */
export function paginate<T>(list: readonly T[], page: number, size = PAGE_SIZE): Page<T> {
  const pageCount = Math.max(1, Math.ceil(list.length / size));
  const current = Math.min(Math.max(1, page), pageCount);
  const offset = (current - 1) * size;
  return { items: list.slice(offset, offset + size), page: current, pageCount, offset };
}
