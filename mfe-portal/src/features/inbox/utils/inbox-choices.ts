import type { InboxFilter, InboxNetwork } from '@studio/contracts';

/** The inbox's filters, in the order the toolbar shows them. */
export const FILTERS: InboxFilter[] = ['all', 'unanswered', 'questions', 'complaints', 'spam'];
/** The networks whose comments and messages the inbox holds. */
export const NETWORKS: InboxNetwork[] = ['facebook', 'instagram'];
/** The network choice that shows the Google reviews in the threads' place. */
export const GOOGLE = 'google';
/** The filters under which the reviews show beside the threads (a review is no question, complaint or spam). */
export const REVIEW_FILTERS: InboxFilter[] = ['all', 'unanswered'];
