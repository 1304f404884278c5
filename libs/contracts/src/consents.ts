import { z } from 'zod';
import { MAX_ID } from './errors.ts';
import { SocialPlatform } from './social.ts';

/**
 * The consent ledger: a person shown in a library image agreed, in a signed form, to its use for
 * one purpose (social media promotion), on named channels, between two dates. The person is named by a
 * reference the clinic keeps (a patient or file number), never by name in clear.
 */
export const CONSENT_PURPOSE = 'social_media_promotion' as const;
export const ConsentPurpose = z.enum([CONSENT_PURPOSE]);

/** The signed form: a PDF or a photo of it, at most this large. */
export const CONSENT_FORM_MAX_BYTES = 4 * 1024 * 1024;
/** How many days before its end a consent warns the business. */
export const CONSENT_EXPIRY_WARNING_DAYS = 14;

export const Consent = z.object({
  id: z.number().int(),
  /** The clinic's reference for the person (a patient or file number), not a name. */
  personRef: z.string(),
  purpose: ConsentPurpose,
  channels: z.array(SocialPlatform),
  /** YYYY-MM-DD, both days included. */
  startsOn: z.string(),
  endsOn: z.string(),
  formName: z.string(),
  formType: z.string(),
  createdBy: z.string(),
  createdAt: z.string(),
  withdrawnAt: z.string().nullable(),
  /** The library images it covers. */
  mediaIds: z.array(z.number().int()),
});
export type Consent = z.infer<typeof Consent>;

/** GET /api/consents (optionally ?mediaId=: those of one image). */
export const ConsentsQuery = z.object({
  mediaId: z.coerce.number().int().positive().max(MAX_ID).optional(),
});
export const ConsentsResponse = z.object({ success: z.boolean(), consents: z.array(Consent) });
export type ConsentsResponse = z.infer<typeof ConsentsResponse>;

/** POST /api/consents, POST /api/consents/{id}/images, DELETE /api/consents/{id}/images/{mediaId}, POST /api/consents/{id}/withdraw. */
export const ConsentResponse = z.object({ success: z.boolean(), consent: Consent, message: z.string() });
export type ConsentResponse = z.infer<typeof ConsentResponse>;

export const consentMessages = {
  personRefRequired: 'Συμπληρώστε τον κωδικό του προσώπου (π.χ. αριθμό φακέλου ασθενούς).',
  personRefTooLong: 'Ο κωδικός του προσώπου μπορεί να έχει έως 60 χαρακτήρες.',
  channelsRequired: 'Επιλέξτε τουλάχιστον ένα κανάλι (Facebook ή Instagram).',
  dateInvalid: 'Η ημερομηνία πρέπει να έχει τη μορφή ΕΕΕΕ-ΜΜ-ΗΗ.',
  endsBeforeStart: 'Η λήξη της συναίνεσης δεν μπορεί να είναι πριν από την έναρξή της.',
  formRequired: 'Ανεβάστε το υπογεγραμμένο έντυπο συναίνεσης (PDF ή εικόνα).',
  formType: 'Το έντυπο πρέπει να είναι PDF, JPEG ή PNG.',
  formTooLarge: 'Το έντυπο μπορεί να είναι έως 4 MB.',
  notFound: 'Η συναίνεση δεν βρέθηκε.',
  withdrawn: 'Η συναίνεση έχει ανακληθεί.',
  imageNotPerson: 'Η συναίνεση αφορά μόνο φωτογραφίες που δείχνουν πρόσωπο.',
  created: 'Η συναίνεση καταγράφηκε.',
  attached: 'Η συναίνεση συνδέθηκε με την εικόνα.',
  detached: 'Η συναίνεση αποσυνδέθηκε από την εικόνα.',
  withdrawnNow:
    'Η συναίνεση ανακλήθηκε. Οι προγραμματισμένες αναρτήσεις με τις εικόνες της σταμάτησαν και οι δημοσιευμένες αφαιρούνται από τις σελίδες.',
} as const;

const isoDate = z
  .string({ error: consentMessages.dateInvalid })
  .regex(/^\d{4}-\d{2}-\d{2}$/, consentMessages.dateInvalid)
  .refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)), consentMessages.dateInvalid);

const mediaId = z.coerce.number().int().positive().max(MAX_ID);

/** The text fields of POST /api/consents' form (multipart, with the signed form as `form`). */
export const CreateConsentFields = z
  .object({
    personRef: z
      .string({ error: consentMessages.personRefRequired })
      .trim()
      .min(1, consentMessages.personRefRequired)
      .max(60, consentMessages.personRefTooLong),
    /** One field per channel, or one comma-separated. */
    channels: z
      .array(z.string())
      .transform((all) =>
        all
          .flatMap((v) => v.split(','))
          .map((v) => v.trim())
          .filter(Boolean),
      )
      .pipe(
        z
          .array(SocialPlatform, { error: consentMessages.channelsRequired })
          .min(1, consentMessages.channelsRequired),
      )
      .transform((all) => [...new Set(all)]),
    startsOn: isoDate,
    endsOn: isoDate,
    /** The image it covers, linked at once (optional). */
    mediaId: mediaId.optional(),
  })
  .refine((v) => v.endsOn >= v.startsOn, { message: consentMessages.endsBeforeStart, path: ['endsOn'] });
export type CreateConsentFields = z.infer<typeof CreateConsentFields>;

/** POST /api/consents/{id}/images: links a library image to the consent. */
export const AttachConsentRequest = z.strictObject({ mediaId });
export type AttachConsentRequest = z.infer<typeof AttachConsentRequest>;
