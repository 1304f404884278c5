/**
 * A post's Google offer or event as the reviewer reads it in a mail and on the sign-off page: what it is,
 * its title, from when to when (the location's wall-clock times), and an offer's coupon, terms and link.
 */

import type { GoogleTopic } from '@studio/contracts';
import { escapeHtml } from '@studio/kit';

const KIND = { offer: 'Προσφορά στη Google', event: 'Εκδήλωση στη Google' } as const;

/** `YYYY-MM-DDTHH:mm` as a Greek reader writes it: «12/6/2026 09:00». */
const wallClock = (civil: string) =>
  `${Number(civil.slice(8, 10))}/${Number(civil.slice(5, 7))}/${civil.slice(0, 4)} ${civil.slice(11, 16)}`;

/** The topic's lines: label and value, in the order a reader takes them. */
export function googleTopicLines(topic: GoogleTopic): { label: string; value: string }[] {
  return [
    { label: KIND[topic.kind], value: topic.title },
    { label: 'Διάρκεια', value: `${wallClock(topic.startsAt)} – ${wallClock(topic.endsAt)}` },
    ...(topic.kind === 'offer'
      ? [
          ...(topic.couponCode ? [{ label: 'Κωδικός κουπονιού', value: topic.couponCode }] : []),
          ...(topic.terms ? [{ label: 'Όροι', value: topic.terms }] : []),
          ...(topic.redeemUrl ? [{ label: 'Σύνδεσμος εξαργύρωσης', value: topic.redeemUrl }] : []),
        ]
      : []),
  ];
}

/** The plain-text mail's lines of the topic; none for a plain post. */
export const googleTopicText = (topic: GoogleTopic | null | undefined): string[] =>
  topic ? googleTopicLines(topic).map(({ label, value }) => `${label}: ${value}`) : [];

/** The topic as a block beside the post's previews (the previews' `extras` look); empty for a plain post. */
export function googleTopicHtml(topic: GoogleTopic | null | undefined): string {
  if (!topic) return '';
  const rows = googleTopicLines(topic)
    .map(({ label, value }) => `<span class="label">${escapeHtml(label)}</span><p>${escapeHtml(value)}</p>`)
    .join('');
  return `<div class="extras" data-google-topic="${topic.kind}">${rows}</div>`;
}
