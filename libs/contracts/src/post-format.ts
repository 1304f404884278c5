import { z } from 'zod';
import { MAX_ID } from './errors.ts';
import { PostFormat } from './video.ts';

/** Why a post's format or video is refused, in Greek. */
export const postFormatMessages = {
  unknownFormat: 'Η μορφή της ανάρτησης είναι «Ανάρτηση», «Reel» ή «Story».',
  notAVideo: 'Το στοιχείο της βιβλιοθήκης δεν είναι βίντεο.',
  videoInFeed: 'Ένα βίντεο δημοσιεύεται ως Reel ή Story.',
  reelNeedsVideo: 'Ένα Reel χρειάζεται ένα βίντεο από τη βιβλιοθήκη.',
  reelHasNoImages: 'Ένα Reel δημοσιεύει μόνο το βίντεό του· επιλέξτε «Ανάρτηση» για εικόνες.',
  storyOneItem: 'Μια ιστορία (Story) δείχνει μία εικόνα ή ένα βίντεο, όχι περισσότερα.',
  storyNeedsMedia: 'Μια ιστορία (Story) χρειάζεται μία εικόνα ή ένα βίντεο.',
  videoFailed: 'Η μετατροπή του βίντεο απέτυχε· ανεβάστε το ξανά ή επιλέξτε άλλο βίντεο.',
  videoNotReady:
    'Το βίντεο μετατρέπεται ακόμη για τα δίκτυα· προγραμματίστε την ανάρτηση μόλις ολοκληρωθεί η μετατροπή.',
  shareToFeed: 'Η «Κοινοποίηση και στη ροή» είναι ναι ή όχι.',
} as const;

/**
 * PUT /api/bulk-posts/{id}/format: what the post is on the networks (a feed post, a Reel, a Story), its
 * library video (a Reel's, or a Story's instead of an image; none for a feed post) and, for a Reel,
 * whether it is shown in the profile's feed too. Absent `shareToFeed` keeps the post's.
 */
export const ChoosePostFormatRequest = z.strictObject({
  format: z.enum(PostFormat.options, { error: postFormatMessages.unknownFormat }),
  videoId: z
    .number({ error: postFormatMessages.notAVideo })
    .int(postFormatMessages.notAVideo)
    .positive(postFormatMessages.notAVideo)
    .max(MAX_ID, postFormatMessages.notAVideo)
    .nullable()
    .optional(),
  shareToFeed: z.boolean({ error: postFormatMessages.shareToFeed }).optional(),
});
export type ChoosePostFormatRequest = z.infer<typeof ChoosePostFormatRequest>;
