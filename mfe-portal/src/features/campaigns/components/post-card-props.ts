import type { BulkPost, UnconfirmedResolution } from '@studio/contracts';

/** The edit a post card has open: its text, or its moment. */
export type EditMode = 'content' | 'time';

/** What a post card shows and what it asks its list to do. */
export type PostCardProps = {
  post: BulkPost;
  /** 1-based position of the post in its list, and the length of that list. */
  day: number;
  total: number;
  /** Its moment has passed: only a draft may be given a new one. */
  past: boolean;
  /** The edit open on this card, if any. */
  editing: EditMode | null;
  /** An edit is open on some card: the menus wait until it is closed. */
  locked: boolean;
  pending: boolean;
  /** The post an alert led to (`?post=`): shown in view and marked. */
  focused?: boolean;
  onSchedule: () => void;
  onUnschedule: () => void;
  onEdit: (mode: EditMode) => void;
  onCancelEdit: () => void;
  onSaveContent: (content: string, firstComment: string | null) => void;
  onSaveTime: (iso: string) => void;
  onRegenerate: () => void;
  onDelete: () => void;
  onRetry: () => void;
  onAcknowledge: () => void;
  onResolve: (resolution: UnconfirmedResolution) => void;
};
