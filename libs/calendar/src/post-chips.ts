import type { BulkPost } from '@studio/contracts';
import type { Theme } from '@studio/ui';

/** A post as the calendar shows it. */
export type CalendarPost = Pick<
  BulkPost,
  'id' | 'productName' | 'content' | 'scheduledDate' | 'productImage' | 'image' | 'postStatus'
> &
  // A Reel or a Story is marked on its chip; a post without one is a feed post.
  Partial<Pick<BulkPost, 'format'>> & {
    /** It goes (or went) to a Google Business Profile location: its chip carries Google's mark. */
    google?: boolean;
  };

/** The states a chip shows ('pending' is shown as a draft, as everywhere in the portal). */
export type ChipState = Exclude<BulkPost['postStatus'], 'pending'>;

export function chipStateOf(post: Pick<BulkPost, 'postStatus'>): ChipState {
  return post.postStatus === 'pending' ? 'draft' : post.postStatus;
}

const COLOUR: Record<ChipState, keyof Theme['colors']> = {
  draft: 'textMuted',
  scheduled: 'info',
  publishing: 'primary',
  published: 'success',
  failed: 'danger',
  unconfirmed: 'warning',
};

/** The theme colour of a chip's state (light and dark themes each have their own). */
export function chipColour(state: ChipState, theme: Theme): string {
  return theme.colors[COLOUR[state]];
}

/**
 * A post can be dragged when it has a moment still ahead and is neither going out nor gone; a draft
 * whose moment has passed too (it never went out: a new moment is its way forward).
 */
export function isDraggable(post: Pick<BulkPost, 'postStatus' | 'scheduledDate'>, now: Date): boolean {
  const state = chipStateOf(post);
  if (state === 'publishing' || state === 'published' || post.scheduledDate === null) return false;
  return state === 'draft' || new Date(post.scheduledDate).getTime() > now.getTime();
}

/** A drop on a moment that has passed is refused before the server is asked. */
export function isPastDrop(moment: Date, now: Date): boolean {
  return moment.getTime() <= now.getTime();
}
