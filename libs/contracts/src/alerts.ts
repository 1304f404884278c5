import { z } from 'zod';

/**
 * An incident the business is told about by mail and in the portal's bell: a post that
 * failed, a post whose publication could not be confirmed, a connection problem that would make a
 * coming post fail, or a scheduled post whose payload changed after its approval and was held back
 *.
 */
export const AlertKind = z.enum([
  'post_failed',
  'post_unconfirmed',
  'connection_problem',
  'approval_lapsed',
  'signoff_required',
  'consent_withdrawn',
  'consent_expiring',
  'login_expiring',
]);
export type AlertKind = z.infer<typeof AlertKind>;

export const AccountAlert = z.object({
  id: z.number().int(),
  kind: AlertKind,
  /** Greek: what happened, in a line. */
  title: z.string(),
  /** Greek: why, and what to do. */
  reason: z.string(),
  /** The post it is about (the first affected, for a connection problem); null when none. */
  postId: z.number().int().nullable(),
  productName: z.string().nullable(),
  scheduledDate: z.string().nullable(),
  createdAt: z.string(),
  readAt: z.string().nullable(),
});
export type AccountAlert = z.infer<typeof AccountAlert>;

/** GET /api/alerts: the newest alerts of the account and how many are unread. */
export const AlertsResponse = z.object({
  success: z.boolean(),
  alerts: z.array(AccountAlert),
  unreadCount: z.number().int(),
});
export type AlertsResponse = z.infer<typeof AlertsResponse>;

/** POST /api/alerts/{id}/read and POST /api/alerts/read-all. */
export const AlertsReadResponse = z.object({ success: z.boolean(), unreadCount: z.number().int() });
export type AlertsReadResponse = z.infer<typeof AlertsReadResponse>;

/** How many alerts GET /api/alerts lists, the newest first. */
export const ALERTS_LISTED = 30;
