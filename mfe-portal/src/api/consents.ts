import type { Consent, ConsentResponse, ConsentsResponse, SocialPlatform } from '@studio/contracts';
import { apiRequest, browserClock, downloadRoute, routePath } from '@studio/web';
import useSWR from 'swr';

export const consentsKey = routePath('GET /api/consents');

/** GET /api/consents: the business's consent ledger, the newest first. */
export function useConsents() {
  return useSWR<ConsentsResponse>(consentsKey, () => apiRequest('GET /api/consents'));
}

export type NewConsent = {
  personRef: string;
  channels: SocialPlatform[];
  startsOn: string;
  endsOn: string;
  form: File;
  mediaId?: number;
};

/** POST /api/consents (multipart): a consent with its signed form, linked to an image when one is named. */
export function createConsent(consent: NewConsent): Promise<ConsentResponse> {
  const body = new FormData();
  body.append('personRef', consent.personRef);
  for (const channel of consent.channels) body.append('channels', channel);
  body.append('startsOn', consent.startsOn);
  body.append('endsOn', consent.endsOn);
  body.append('form', consent.form);
  if (consent.mediaId !== undefined) body.append('mediaId', String(consent.mediaId));
  return apiRequest('POST /api/consents', { body });
}

/** POST /api/consents/{id}/images: an existing consent covers this image too. */
export function attachConsent(id: number, mediaId: number): Promise<ConsentResponse> {
  return apiRequest('POST /api/consents/:id/images', { params: { id }, json: { mediaId } });
}

/** POST /api/consents/{id}/withdraw. */
export function withdrawConsent(id: number): Promise<ConsentResponse> {
  return apiRequest('POST /api/consents/:id/withdraw', { params: { id } });
}

/**
 * GET /api/consents/{id}/form: the signed form, private to the account (sent with its token, never at a
 * public address), saved by the browser under its name.
 */
export function downloadConsentForm(consent: Pick<Consent, 'id' | 'formName'>): Promise<void> {
  return downloadRoute('GET /api/consents/:id/form', consent.formName, { params: { id: consent.id } });
}

/** Where a consent stands on a day (YYYY-MM-DD): withdrawn, ended, not begun yet, or in force. */
export type ConsentState = 'withdrawn' | 'ended' | 'future' | 'active';
export function consentStateOf(consent: Consent, today: string): ConsentState {
  if (consent.withdrawnAt) return 'withdrawn';
  if (consent.endsOn < today) return 'ended';
  if (consent.startsOn > today) return 'future';
  return 'active';
}

/** Today (YYYY-MM-DD) in the business's time zone, as a consent's dates are written and svc-posts judges them. */
export const todayIn = (timeZone: string, now = browserClock()) =>
  new Intl.DateTimeFormat('en-CA', { timeZone }).format(now);
