import { z } from 'zod';
import { ComplianceFlag } from './compliance.ts';
import { MAX_ID } from './errors.ts';
import { queryCount } from './query.ts';
import { MediaKind, MediaUpload, MediaVideo } from './video.ts';

/** At most this many images in one post: an Instagram carousel's limit, and Facebook's multi-photo post's here. */
export const POST_MAX_IMAGES = 10;
/** Alt text longer than this is cut by the networks' readers anyway. */
export const ALT_TEXT_MAX = 1000;

/** Where an image of the library came from. */
export const MediaSource = z.enum(['upload', 'product', 'ai']);
export type MediaSource = z.infer<typeof MediaSource>;

/**
 * Whether the words printed inside an image were read (offline OCR): 'pending' until the
 * background reader has read it, 'failed' when it could not (the image goes out unchecked, and says so).
 */
export const ImageTextStatus = z.enum(['pending', 'read', 'failed']);
export type ImageTextStatus = z.infer<typeof ImageTextStatus>;

/**
 * A face the offline detector found in an image (or a video's frame): its box as fractions of the
 * image's width and height from the top left, the detector's confidence (0–1), and for a video the
 * second of the frame it is in (absent: its cover, or an image).
 */
export const DetectedFace = z.object({
  x: z.number(),
  y: z.number(),
  width: z.number(),
  height: z.number(),
  score: z.number(),
  atSeconds: z.number().optional(),
});
export type DetectedFace = z.infer<typeof DetectedFace>;

/**
 * A before/after composite found in an image: two photos of the same kind side by side or one above the
 * other, and the signs that found it: before/after wording among its words, a pair of faces (one in each
 * half, of a similar size and height), a seam (a straight line near the middle where the picture changes
 * at once, between halves that resemble each other). A post with it needs the medical reviewer's sign-off.
 */
export const BeforeAfter = z.object({
  split: z.enum(['side-by-side', 'one-above-other']),
  signs: z.array(z.enum(['words', 'faces', 'seam'])),
});
export type BeforeAfter = z.infer<typeof BeforeAfter>;

/**
 * Why a before/after composite needs the reviewer's sign-off, and the law beside it: showing a change of the
 * body misleads (Directive 2001/83/EC art. 90), the Greek Code of Medical Ethics allows a doctor's
 * information only objective and not comparative (ν. 3418/2005 art. 17), and Meta's advertising standards
 * refuse side-by-side comparisons after a product or a transformation and before-and-after images of
 * idealised results (Health and Wellness:
 * https://transparency.meta.com/policies/ad-standards/restricted-goods-services/health-wellness; Personal
 * Health and Appearance: https://www.facebook.com/business/help/2489235377779939).
 */
export const BEFORE_AFTER_COMPOSITE = {
  basis:
    'Οδηγία 2001/83/ΕΚ άρθρο 90· ν. 3418/2005 (Κώδικας Ιατρικής Δεοντολογίας) άρθρο 17· πολιτικές διαφήμισης της Meta',
  reason:
    'Η εικόνα μοιάζει με σύνθεση «πριν και μετά» (δύο φωτογραφίες δίπλα δίπλα ή η μία κάτω από την άλλη): τέτοιες εικόνες παραπλανούν για τις αλλαγές στο σώμα και το Meta τις απορρίπτει για αισθητικές πράξεις· η ανάρτηση με αυτή χρειάζεται ιατρικό έλεγχο.',
  signs: {
    words: 'γράφει «πριν/μετά»',
    faces: 'δύο πρόσωπα, ένα σε κάθε μισό',
    seam: 'ευθεία ένωση στη μέση ανάμεσα σε δύο όμοια μισά',
  },
} as const;

/**
 * An image of a business's media library (or, for the admin, of the catalogue's): its alt text goes to
 * Facebook and Instagram; a photo that shows a person may be used in a post only with that person's
 * recorded consent (GDPR Art. 9: a patient's photo is health data).
 */
export const MediaItem = z.object({
  id: z.number().int(),
  url: z.string(),
  altText: z.string().nullable(),
  /** It shows a person: the business said so (its tick), or a face was found in it (`faces`). */
  showsPerson: z.boolean(),
  personConsent: z.boolean(),
  /** The faces found in it (in a video: in its cover and sampled frames); empty until read, or none. */
  faces: z.array(DetectedFace).default([]),
  /** A before/after composite found in it (null: none, or not read yet). */
  beforeAfter: BeforeAfter.nullable().default(null),
  source: MediaSource,
  createdAt: z.string(),
  /** The posts that use it (a business's library only). */
  usedByPostIds: z.array(z.number().int()),
  /** A product's image (the product screens manage those): it is not deleted from the library. */
  usedByProduct: z.boolean(),
  /** The words read inside it (null: none, or not read yet). */
  imageText: z.string().nullable(),
  /**
   * Those words the OCR was sure of, what a person is shown (null: none); the rules check all of
   * `imageText`. Absent: as `imageText`.
   */
  imageTextSure: z.string().nullable().optional(),
  imageTextStatus: ImageTextStatus,
  /**
   * The OCR was unsure of words in it in which a listed medicine's name could hide: a post with it needs
   * the medical reviewer's look (absent: sure).
   */
  imageTextUnsure: z.boolean().optional(),
  /** What the shipped compliance rules find in those words: a `block` flag keeps a post with it off the schedule. */
  imageTextFlags: z.array(ComplianceFlag),
  /** An image, or a video: then `url` is the uploaded file and `video` its conversion. */
  kind: MediaKind.default('image'),
  video: MediaVideo.nullable().default(null),
});
export type MediaItem = z.infer<typeof MediaItem>;

export const MAX_MEDIA_PAGE_SIZE = 100;

/** GET /api/media?page=&limit=: with `page`, one page of the library, newest first. */
export const MediaQuery = z.object({
  page: queryCount(1_000_000).optional(),
  limit: queryCount(MAX_MEDIA_PAGE_SIZE).default(48),
});
export type MediaQuery = z.infer<typeof MediaQuery>;

/** GET /api/media: the whole library, or with `page` one page and the count of all its images. */
export const MediaListResponse = z.object({
  success: z.boolean(),
  media: z.array(MediaItem),
  total: z.number().int().optional(),
  page: z.number().int().optional(),
  limit: z.number().int().optional(),
});
export type MediaListResponse = z.infer<typeof MediaListResponse>;

/** POST /api/media (multipart: `image`, optional `altText`, `showsPerson`, `personConsent`) and PATCH /api/media/{id} */
export const MediaItemResponse = z.object({ success: z.boolean(), media: MediaItem, message: z.string() });
export type MediaItemResponse = z.infer<typeof MediaItemResponse>;

/**
 * POST /api/media/uploads, GET and PUT /api/media/uploads/{id} (PUT: one chunk, its bytes as the body
 * with `Content-Range: bytes start-end/total`): the upload; after its last chunk, `media` is the new
 * library item (201), its conversion pending.
 */
export const MediaUploadResponse = z.object({
  success: z.boolean(),
  upload: MediaUpload,
  media: MediaItem.nullable(),
  message: z.string().optional(),
});
export type MediaUploadResponse = z.infer<typeof MediaUploadResponse>;

/** A business's own uploads, to its library and its products together: room for years of posts, not a free file store. */
export const MEDIA_UPLOADS_PER_ACCOUNT = 300;
/** Images a business may upload in a minute (each is decoded whole to be checked), across every replica. */
export const IMAGE_UPLOADS_PER_MINUTE = 30;

export const mediaMessages = {
  uploadRate: `Ανεβάσατε πάνω από ${IMAGE_UPLOADS_PER_MINUTE} εικόνες σε ένα λεπτό. Περιμένετε λίγο και συνεχίστε.`,
  tooManyPixels:
    'Η εικόνα έχει πάνω από 30 εκατομμύρια pixel, πολύ περισσότερα από όσα δείχνει μια ανάρτηση. Μικρύνετέ την (π.χ. στα 4000 pixel πλάτος) και ανεβάστε τη ξανά.',
  uploadLimit: `Έχετε ήδη ${MEDIA_UPLOADS_PER_ACCOUNT} δικές σας εικόνες (στη βιβλιοθήκη και στα προϊόντα σας), το μέγιστο επιτρεπτό. Διαγράψτε όσες δεν χρειάζεστε για να προσθέσετε νέες.`,
  altTextTooLong: 'Το εναλλακτικό κείμενο μπορεί να έχει έως 1.000 χαρακτήρες.',
  notFound: 'Η εικόνα δεν βρέθηκε στη βιβλιοθήκη.',
  usedByPosts: 'Η εικόνα χρησιμοποιείται σε αναρτήσεις· αλλάξτε πρώτα την εικόνα τους.',
  usedByProduct: 'Η εικόνα είναι εικόνα προϊόντος· αφαιρέστε την από τη σελίδα του προϊόντος.',
  consentWithoutPerson: 'Η συναίνεση αφορά μόνο φωτογραφίες που δείχνουν πρόσωπο.',
  tooManyImages: 'Μια ανάρτηση μπορεί να έχει έως 10 εικόνες.',
  saved: 'Η εικόνα αποθηκεύτηκε.',
  uploaded: 'Η εικόνα προστέθηκε στη βιβλιοθήκη.',
  deleted: 'Η εικόνα διαγράφηκε.',
  imageTextPending: 'Η εικόνα ελέγχεται ακόμη για κείμενο· δοκιμάστε ξανά σε λίγα δευτερόλεπτα.',
  blurred:
    'Δημιουργήθηκε αντίγραφο με θολωμένα πρόσωπα στη βιβλιοθήκη· η αρχική εικόνα έμεινε όπως ήταν. Επιλέξτε το αντίγραφο στην ανάρτηση.',
  noFacesToBlur: 'Δεν εντοπίστηκε πρόσωπο στην εικόνα για θόλωμα.',
  blurImagesOnly: 'Το θόλωμα προσώπων γίνεται μόνο σε εικόνες, όχι σε βίντεο.',
} as const;

const booleanField = z.preprocess((v) => (v === 'true' ? true : v === 'false' ? false : v), z.boolean());

/** PATCH /api/media/{id}: what is left out keeps its value; an empty alt text clears it. */
export const UpdateMediaRequest = z.strictObject({
  altText: z
    .string()
    .trim()
    .max(ALT_TEXT_MAX, mediaMessages.altTextTooLong)
    .transform((v) => (v === '' ? null : v))
    .nullable()
    .optional(),
  showsPerson: booleanField.optional(),
  personConsent: booleanField.optional(),
  /** A video's cover: the moment of it, in seconds; null goes back to the first good frame. */
  coverAtSeconds: z.number().min(0).nullable().optional(),
});
export type UpdateMediaRequest = z.input<typeof UpdateMediaRequest>;

/** The text fields of POST /api/media's form (an image, or a short video: longer ones go by /api/media/uploads). */
export const UploadMediaFields = UpdateMediaRequest.omit({ coverAtSeconds: true }).extend({
  image: z.unknown().optional(),
});

const mediaId = z
  .number({ error: mediaMessages.notFound })
  .int()
  .positive(mediaMessages.notFound)
  .max(MAX_ID);

/**
 * PUT /api/bulk-posts/{id}/images: the post's images from the library, in order; an empty list goes
 * back to the default, its product's image.
 */
export const ChoosePostImagesRequest = z.strictObject({
  mediaIds: z
    .array(mediaId, { error: mediaMessages.tooManyImages })
    .max(POST_MAX_IMAGES, mediaMessages.tooManyImages)
    .refine((ids) => new Set(ids).size === ids.length, 'Η ίδια εικόνα δύο φορές στην ίδια ανάρτηση.'),
});
export type ChoosePostImagesRequest = z.infer<typeof ChoosePostImagesRequest>;
