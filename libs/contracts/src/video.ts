import { z } from 'zod';

/**
 * What a post is on the networks. 'feed' is the photo, carousel or text post of before; a
 * 'reel' is one video (Instagram: a REELS container; Facebook: the page's video reels); a 'story' is one
 * image or one video, 9:16, gone after 24 hours, with no caption on Instagram.
 */
export const PostFormat = z.enum(['feed', 'reel', 'story']);
export type PostFormat = z.infer<typeof PostFormat>;

/** The format's name on the portal's screens. */
export const POST_FORMAT_LABELS: Record<PostFormat, string> = {
  feed: 'Ανάρτηση',
  reel: 'Reel',
  story: 'Story',
};

/** What a media library item is. Items stored before videos were taken are images. */
export const MediaKind = z.enum(['image', 'video']);
export type MediaKind = z.infer<typeof MediaKind>;

/** The video files the library takes, by their declared type (the server reads the file with ffprobe anyway). */
export const VIDEO_UPLOAD_TYPES = ['video/mp4', 'video/quicktime', 'video/webm'] as const;

/** Default of the upload size limit (a setting: VIDEO_MAX_UPLOAD_MB). */
export const VIDEO_MAX_UPLOAD_BYTES_DEFAULT = 500 * 1024 * 1024;

/**
 * Where a library video is on its way to what the networks take: 'pending' waits in the conversion queue,
 * 'converting' shows `progress`, 'ready' has `url` (H.264/AAC MP4, 9:16 at 1080×1920) and `coverUrl`,
 * 'failed' says why in Greek (`error`).
 */
export const VideoStatus = z.enum(['pending', 'converting', 'ready', 'failed']);
export type VideoStatus = z.infer<typeof VideoStatus>;

/** A library video as the screens and svc-posts need it. */
export const MediaVideo = z.object({
  status: VideoStatus,
  /** Of the conversion, 0..1. */
  progress: z.number().min(0).max(1),
  /** Why the conversion failed, in Greek; null otherwise. */
  error: z.string().nullable(),
  /**
   * Read by ffprobe: of the uploaded file until it is converted, then of the converted MP4 that is
   * published (1080×1920, its duration and size).
   */
  durationSeconds: z.number().nullable(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  hasAudio: z.boolean().nullable(),
  sizeBytes: z.number().int().nullable(),
  /** The converted MP4 (null until ready): a path under /uploads. */
  url: z.string().nullable(),
  /** The cover frame as a JPEG (null until ready): a path under /uploads. */
  coverUrl: z.string().nullable(),
  /** Where in the video the cover was taken, in seconds (the user's choice or the first good frame). */
  coverAtSeconds: z.number().nullable(),
});
export type MediaVideo = z.infer<typeof MediaVideo>;

/**
 * The video a post publishes, as svc-posts hands it to svc-social in `posts.post.due` and shows it on the
 * post's card and previews.
 */
export const PostVideo = z.object({
  mediaId: z.number().int(),
  url: z.string(),
  coverUrl: z.string().nullable(),
  durationSeconds: z.number(),
  width: z.number().int(),
  height: z.number().int(),
  hasAudio: z.boolean(),
  altText: z.string().nullable().default(null),
  /** The words read in sampled frames (the offline OCR); null: none, or not read. */
  frameText: z.string().nullable().default(null),
});
export type PostVideo = z.infer<typeof PostVideo>;

/**
 * Meta's limits per network and format (DOMAIN.md; Meta's current reference). A video outside them is
 * refused before it is scheduled, with a Greek reason; the previews warn of it while the post is edited.
 */
export const VIDEO_LIMITS = {
  instagram: {
    reel: { minSeconds: 3, maxSeconds: 900, maxBytes: 300 * 1024 * 1024 },
    story: { minSeconds: 3, maxSeconds: 60, maxBytes: 100 * 1024 * 1024 },
  },
  facebook: {
    reel: { minSeconds: 3, maxSeconds: 90, maxBytes: 1024 * 1024 * 1024 },
    story: { minSeconds: 3, maxSeconds: 60, maxBytes: 1024 * 1024 * 1024 },
  },
} as const;

/**
 * A resumable upload's chunks (PUT /api/media/uploads/{id}) are at most this long: under the body limit
 * svc-catalog and the gateway hold every request to, so a 500 MB video streams through in pieces that
 * each can fail and be sent again alone.
 */
export const VIDEO_UPLOAD_CHUNK_BYTES = 4 * 1024 * 1024;

/**
 * Resumable uploads a business may have open at once, and the bytes they may declare together: each
 * reserves room on the shared upload volume until it ends or is swept.
 */
export const VIDEO_UPLOADS_OPEN_PER_ACCOUNT = 3;
export const VIDEO_UPLOAD_OPEN_BYTES_PER_ACCOUNT = 1024 * 1024 * 1024;

/** The portal's words for a library video's way in and its conversion. */
export const videoMessages = {
  uploadsOpen: `Έχετε ήδη ${VIDEO_UPLOADS_OPEN_PER_ACCOUNT} αποστολές βίντεο σε εξέλιξη, το μέγιστο. Ολοκληρώστε ή ακυρώστε μία πριν ξεκινήσετε νέα.`,
  uploadBytesOpen: `Οι αποστολές βίντεο σε εξέλιξη ξεπερνούν μαζί τα ${VIDEO_UPLOAD_OPEN_BYTES_PER_ACCOUNT / 1024 ** 3} GB. Ολοκληρώστε ή ακυρώστε μία πριν ξεκινήσετε νέα.`,
  diskFull:
    'Δεν υπάρχει αυτή τη στιγμή αρκετός χώρος για αυτό το βίντεο. Δοκιμάστε ξανά αργότερα ή επικοινωνήστε με την υποστήριξη.',
  notAVideo: 'Το αρχείο δεν είναι βίντεο που μπορούμε να διαβάσουμε. Ανεβάστε MP4, MOV ή WebM.',
  tooLarge: (mb: number) =>
    `Το βίντεο είναι μεγαλύτερο από ${mb} MB, το μέγιστο επιτρεπτό. Κόψτε το ή εξαγάγετέ το σε μικρότερη ανάλυση.`,
  uploaded: 'Το βίντεο προστέθηκε στη βιβλιοθήκη και μετατρέπεται για τα δίκτυα.',
  uploadNotFound: 'Η αποστολή δεν βρέθηκε (ίσως έληξε). Ξεκινήστε την ξανά.',
  uploadOffset: (offset: number) =>
    `Το κομμάτι δεν ταιριάζει με όσα έχουν ληφθεί· συνεχίστε από το byte ${offset}.`,
  badRange: 'Λείπει ή είναι λάθος η κεφαλίδα Content-Range (bytes αρχή-τέλος/σύνολο).',
  conversionFailed:
    'Η μετατροπή του βίντεο απέτυχε: το αρχείο φαίνεται κατεστραμμένο ή χρησιμοποιεί κωδικοποίηση που δεν υποστηρίζεται. Εξαγάγετέ το ξανά ως MP4 (H.264) και ανεβάστε το πάλι.',
  sourceGone: 'Το αρχείο του βίντεο δεν βρέθηκε πια· ανεβάστε το ξανά.',
  interrupted:
    'Η μετατροπή του βίντεο διακόπηκε επανειλημμένα (π.χ. επανεκκίνηση του διακομιστή). Διαγράψτε το και ανεβάστε το ξανά.',
  coverNotReady: 'Το εξώφυλλο επιλέγεται όταν ολοκληρωθεί η μετατροπή του βίντεο.',
  coverOutOfRange: 'Η στιγμή του εξωφύλλου πρέπει να είναι μέσα στη διάρκεια του βίντεο.',
  notAVideoItem: 'Εξώφυλλο έχουν μόνο τα βίντεο.',
} as const;

/** POST /api/media/uploads: opens a resumable upload of one video (its bytes follow in chunks). */
export const OpenMediaUploadRequest = z.strictObject({
  fileName: z.string().trim().min(1).max(255),
  contentType: z.enum(VIDEO_UPLOAD_TYPES, { error: videoMessages.notAVideo }),
  sizeBytes: z.number().int().positive(),
  altText: z
    .string()
    .trim()
    .max(1000)
    .transform((v) => (v === '' ? null : v))
    .nullable()
    .optional(),
  showsPerson: z.boolean().optional(),
  personConsent: z.boolean().optional(),
});
export type OpenMediaUploadRequest = z.input<typeof OpenMediaUploadRequest>;

/** Where a resumable upload is: the next chunk starts at `receivedBytes`. */
export const MediaUpload = z.object({
  id: z.string(),
  fileName: z.string(),
  sizeBytes: z.number().int(),
  receivedBytes: z.number().int(),
  /** The longest chunk taken. */
  chunkBytes: z.number().int(),
});
export type MediaUpload = z.infer<typeof MediaUpload>;

/** A Story stays on the networks this long: "Stories are only available for 24 hours" (Instagram Graph API reference, IG User Stories: https://developers.facebook.com/docs/instagram-platform/instagram-graph-api/reference/ig-user/stories). */
export const STORY_LIFETIME_HOURS = 24;
