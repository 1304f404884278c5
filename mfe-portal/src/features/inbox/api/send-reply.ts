import {
  type CreateInboxReplyRequest,
  INBOX_ACKNOWLEDGE_CODE,
  INBOX_COMPLIANCE_CODE,
  INBOX_STEER_PRIVATE_CODE,
  type InboxAcknowledgementError,
  type InboxReplyResponse,
  type InboxSteeringError,
} from '@studio/contracts';
import { apiRequest, HttpError } from '@studio/web';

/** POST /api/inbox/threads/{id}/replies: 201, or the gate's 422, or the steering's 409. */
export const sendReply = (id: number, reply: CreateInboxReplyRequest): Promise<InboxReplyResponse> =>
  apiRequest('POST /api/inbox/threads/:id/replies', { params: { id }, json: reply });

/** The 409 that says a public answer to a medical or price question must go privately. */
export function steeringOf(failure: unknown): InboxSteeringError | null {
  if (!(failure instanceof HttpError) || failure.status !== 409) return null;
  const body = failure.body as Partial<InboxSteeringError> | null;
  return body?.error === INBOX_STEER_PRIVATE_CODE ? (body as InboxSteeringError) : null;
}

/** The compliance gate's refusal (422 'compliance'): its reason names the phrase and the rule. */
export function isComplianceRefusal(failure: unknown): boolean {
  return (
    failure instanceof HttpError &&
    (failure.body as { error?: unknown } | null)?.error === INBOX_COMPLIANCE_CODE
  );
}

/** The 422 of a public reply with `warn` flags nobody ticked: the reason and the flags to show with the box. */
export function acknowledgementOf(failure: unknown): InboxAcknowledgementError | null {
  if (!(failure instanceof HttpError) || failure.status !== 422) return null;
  const body = failure.body as Partial<InboxAcknowledgementError> | null;
  return body?.error === INBOX_ACKNOWLEDGE_CODE && Array.isArray(body.flags)
    ? (body as InboxAcknowledgementError)
    : null;
}
