import { z } from 'zod';

/** A time as the clinic reads it on its wall clock (the location's own time zone): `YYYY-MM-DDTHH:mm`. */
const civilTime = z
  .string()
  .regex(
    /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])T([01]\d|2[0-3]):[0-5]\d$/,
    'Μη έγκυρη ημερομηνία και ώρα.',
  );

export const GOOGLE_TOPIC_TITLE_MAX = 100;
export const GOOGLE_OFFER_COUPON_MAX = 60;
export const GOOGLE_OFFER_TERMS_MAX = 1500;
export const GOOGLE_TOPIC_ENDS_BEFORE_START = 'Η λήξη πρέπει να είναι μετά την έναρξη.';
export const GOOGLE_TOPIC_TITLE_REQUIRED = 'Γράψτε τον τίτλο.';

const title = z
  .string()
  .trim()
  .min(1, GOOGLE_TOPIC_TITLE_REQUIRED)
  .max(GOOGLE_TOPIC_TITLE_MAX, `Ο τίτλος έχει έως ${GOOGLE_TOPIC_TITLE_MAX} χαρακτήρες.`);
/** An optional text: blank is none. */
const optionalText = (max: number, tooLong: string) =>
  z
    .string()
    .trim()
    .max(max, tooLong)
    .nullable()
    .default(null)
    .transform((text) => text || null);

const GoogleEvent = z.object({
  kind: z.literal('event'),
  title,
  startsAt: civilTime,
  endsAt: civilTime,
});

const GoogleOffer = z.object({
  kind: z.literal('offer'),
  title,
  startsAt: civilTime,
  endsAt: civilTime,
  couponCode: optionalText(
    GOOGLE_OFFER_COUPON_MAX,
    `Ο κωδικός έχει έως ${GOOGLE_OFFER_COUPON_MAX} χαρακτήρες.`,
  ),
  terms: optionalText(GOOGLE_OFFER_TERMS_MAX, `Οι όροι έχουν έως ${GOOGLE_OFFER_TERMS_MAX} χαρακτήρες.`),
  redeemUrl: z
    .string()
    .trim()
    .nullable()
    .default(null)
    .transform((text) => text || null)
    .refine((url) => url === null || /^https?:\/\/[^\s/]+\.[^\s]+$/i.test(url), 'Μη έγκυρος σύνδεσμος.'),
});

/**
 * What a post is on Google besides its text: an event (title, start, end) or an offer (title, start,
 * end, and optionally a coupon code, terms and a link to redeem it), Google's EVENT and OFFER local
 * posts. Null: a plain (STANDARD) post. The times are the location's wall-clock times, as Google's
 * LocalPostEvent schedule takes them (a date and a time of day, no zone).
 */
export const GoogleTopic = z
  .discriminatedUnion('kind', [GoogleEvent, GoogleOffer])
  .refine((topic) => topic.endsAt > topic.startsAt, {
    message: GOOGLE_TOPIC_ENDS_BEFORE_START,
    path: ['endsAt'],
  });
export type GoogleTopic = z.infer<typeof GoogleTopic>;

/** The published texts of a topic, each by its field: the title, and an offer's coupon code and terms. */
export const googleTopicFields = (
  topic: GoogleTopic | null,
): { field: 'googleTitle' | 'googleCoupon' | 'googleTerms'; text: string | null }[] =>
  topic
    ? [
        { field: 'googleTitle', text: topic.title },
        ...(topic.kind === 'offer'
          ? [
              { field: 'googleCoupon' as const, text: topic.couponCode },
              { field: 'googleTerms' as const, text: topic.terms },
            ]
          : []),
      ]
    : [];
