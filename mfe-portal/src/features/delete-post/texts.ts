import type { SocialPlatform } from '@studio/contracts';
import { authMessages } from '@studio/contracts';

const platformNames: Record<SocialPlatform, string> = { facebook: 'Facebook', instagram: 'Instagram' };

/**
 * Texts of the delete-post screen. The validation and result messages are the spec's own
 * English texts; the rest of the screen speaks Greek like the whole portal.
 */
export const deletePostTexts = {
  title: 'Διαγραφή ανάρτησης',
  subtitle: 'Διαγραφή μιας δημοσιευμένης ανάρτησης από το Facebook ή το Instagram.',
  backToCampaigns: 'Επιστροφή στις καμπάνιες',
  warningTitle: 'Προσοχή',
  warning: 'Η διαγραφή είναι οριστική: η ανάρτηση δεν μπορεί να επανέλθει.',
  platform: 'Πλατφόρμα',
  platformNames,
  postId: 'Κωδικός ανάρτησης',
  postIdPlaceholder: '123456789_987654321',
  postIdHelp:
    'Ο κωδικός εμφανίζεται στην κάρτα της δημοσιευμένης ανάρτησης (Οι καμπάνιες μου), όπου ο σύνδεσμος «Διαγραφή» το συμπληρώνει εδώ, ή στη διεύθυνση (URL) της ανάρτησης στο Facebook.',
  instagramTitle: 'Αναρτήσεις Instagram',
  instagramNote:
    'Το Instagram δεν επιτρέπει σε άλλες εφαρμογές να διαγράφουν τις δημοσιευμένες αναρτήσεις του. Διαγράψτε τις από την εφαρμογή του Instagram.',
  submit: 'Διαγραφή',
  deleted: (platform: SocialPlatform) => `The post was deleted successfully from ${platformNames[platform]}`,
  failed: 'Failed to delete post',
  noToken: authMessages.noToken,
} as const;
